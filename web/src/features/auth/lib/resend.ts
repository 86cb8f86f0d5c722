/**
 * Asking for a new code on the code step (issue 36): after a countdown, and only a few times per
 * number on one visit to the screen. Firebase keeps its own, stricter limits on its side
 * (auth/too-many-requests); this one spares the shopper codes that would be refused anyway.
 */

/** Seconds the code step waits after a code is sent before it offers a new one. */
export const RESEND_AFTER_SECONDS = 30;

/** New codes one number may ask for after the first, on one visit to the sign-in screen. */
export const MAX_RESENDS = 3;

/** The countdown as a clock shows it: 30 → '0:30', 75 → '1:15'. */
export function countdownText(seconds: number): string {
  const whole = Math.max(0, Math.ceil(seconds));
  return `${Math.floor(whole / 60)}:${String(whole % 60).padStart(2, '0')}`;
}
