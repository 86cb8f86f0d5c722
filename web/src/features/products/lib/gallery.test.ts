import { describe, expect, it } from 'vitest';
import { swipeTarget } from './gallery';

describe('swipeTarget', () => {
  it('ignores drags shorter than 50 px', () => {
    expect(swipeTarget(0, 2, -49)).toBe(0);
    expect(swipeTarget(1, 2, 49)).toBe(1);
  });
  it('goes to the next picture on a left swipe and the previous on a right swipe', () => {
    expect(swipeTarget(0, 3, -50)).toBe(1);
    expect(swipeTarget(2, 3, 80)).toBe(1);
  });
  it('stops at the first and last picture', () => {
    expect(swipeTarget(2, 3, -200)).toBe(2);
    expect(swipeTarget(0, 3, 200)).toBe(0);
    expect(swipeTarget(0, 1, -200)).toBe(0);
  });
});
