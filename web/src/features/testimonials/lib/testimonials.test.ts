import { describe, expect, it } from 'vitest';
import { displayTestimonial, FALLBACK_TESTIMONIALS } from './testimonials';

describe('displayTestimonial', () => {
  it("stands in 'No message available.' and 'Anonymous' for blanks", () => {
    expect(displayTestimonial({ message: '  ', userName: '', stars: 4 })).toEqual({
      message: 'No message available.',
      name: 'Anonymous',
      stars: 4,
    });
  });

  it('keeps stars within 0–5', () => {
    expect(displayTestimonial({ message: 'ok', userName: 'A', stars: 9 }).stars).toBe(5);
    expect(displayTestimonial({ message: 'ok', userName: 'A', stars: -1 }).stars).toBe(0);
  });

  it('has three built-in testimonials for when loading fails', () => {
    expect(FALLBACK_TESTIMONIALS).toHaveLength(3);
  });
});
