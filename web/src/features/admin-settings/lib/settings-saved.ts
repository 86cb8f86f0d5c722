import { useEffect, useState } from 'react';

/**
 * A save of the settings, announced to whoever shows what follows from them (the back office's
 * banner, which stays on screen while the owner moves between the back office's screens).
 */
const listeners = new Set<() => void>();

export function announceSettingsSaved(): void {
  for (const listener of listeners) listener();
}

/** How many saves this screen has seen: a key that changes with each one. */
export function useSettingsSaves(): number {
  const [saves, setSaves] = useState(0);
  useEffect(() => {
    const listener = () => setSaves((n) => n + 1);
    listeners.add(listener);
    return () => {
      listeners.delete(listener);
    };
  }, []);
  return saves;
}
