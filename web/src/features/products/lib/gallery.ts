/** product.md §9: on phones a swipe must travel at least 50 px to change the picture. */
export const SWIPE_THRESHOLD = 50;

/** Which picture a horizontal drag leads to: swipe left → next, right → previous, ends stop. */
export function swipeTarget(current: number, count: number, deltaX: number): number {
  if (Math.abs(deltaX) < SWIPE_THRESHOLD || count < 2) return current;
  return deltaX < 0 ? Math.min(count - 1, current + 1) : Math.max(0, current - 1);
}
