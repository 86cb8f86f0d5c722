import { describe, expect, it } from 'vitest';
import { countdownText, MAX_RESENDS, RESEND_AFTER_SECONDS } from './resend';

describe('the wait for a new code (issue 36)', () => {
  it('is 30 seconds, and three new codes at most', () => {
    expect(RESEND_AFTER_SECONDS).toBe(30);
    expect(MAX_RESENDS).toBe(3);
  });
  it('reads as a clock', () => {
    expect(countdownText(30)).toBe('0:30');
    expect(countdownText(9)).toBe('0:09');
    expect(countdownText(75)).toBe('1:15');
    expect(countdownText(0)).toBe('0:00');
    expect(countdownText(-3)).toBe('0:00');
  });
});
