import { useCallback, useEffect, useState } from 'react';

/**
 * Whole seconds left until a deadline, redrawn once a second. The deadline is a time, not a count
 * of ticks, so a phone that slept or a tab the browser slowed down (the shopper went to read her
 * SMS) still shows the right time when she comes back.
 */
export function useCountdown() {
  const [clock, setClock] = useState<{ deadline: number; now: number } | null>(null);
  const deadline = clock?.deadline ?? null;

  useEffect(() => {
    if (deadline === null) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const schedule = () => {
      const left = deadline - Date.now();
      if (left <= 0) return;
      // Wake when the shown second changes.
      timer = setTimeout(
        () => {
          setClock({ deadline, now: Date.now() });
          schedule();
        },
        left % 1000 || 1000,
      );
    };
    schedule();
    return () => clearTimeout(timer);
  }, [deadline]);

  const start = useCallback((seconds: number) => {
    const now = Date.now();
    setClock({ deadline: now + seconds * 1000, now });
  }, []);
  const stop = useCallback(() => setClock(null), []);
  const secondsLeft = clock ? Math.max(0, Math.ceil((clock.deadline - clock.now) / 1000)) : 0;
  return { secondsLeft, start, stop };
}
