import { describe, expect, it } from 'vitest';
import { BlogPostInputSchema, BlogSlugSchema } from '@contract/content';
import { EMPTY_POST, inputFromForm, marathiSlugFrom, slugify } from './post-form';

describe('slugs from titles', () => {
  it('makes a Latin slug of an English title', () => {
    expect(slugify('Jaggery Season, 2025!')).toBe('jaggery-season-2025');
    expect(slugify('  Café — crème brûlée  ')).toBe('cafe-creme-brulee');
  });
  it('gives nothing for a title with no Latin letters (a Marathi title)', () => {
    expect(slugify('गुळाचा हंगाम')).toBe('');
  });
  it('never ends in a hyphen when cut to the length limit', () => {
    const slug = slugify(`${'a'.repeat(119)} b`);
    expect(slug.endsWith('-')).toBe(false);
    expect(slug.length).toBeLessThanOrEqual(120);
  });
  it('offers a Marathi slug that differs from the English one', () => {
    expect(marathiSlugFrom('Jaggery Season')).toBe('jaggery-season-mr');
    expect(marathiSlugFrom('')).toBe('');
  });
  it('makes slugs the API accepts', () => {
    for (const title of ['Jaggery Season, 2025!', 'Bilona Ghee: how & why', 'x'.repeat(300)])
      expect(BlogSlugSchema.safeParse(slugify(title)).success).toBe(true);
  });
});

describe('the editor’s form as the API’s body', () => {
  it('splits the tags and passes a valid one-language post', () => {
    const input = inputFromForm({
      ...EMPTY_POST,
      author: 'Asha',
      featuredImage: '/images/blog/jaggery.jpg',
      tags: 'jaggery, season, ,',
      en: { title: 'Jaggery', slug: 'jaggery', content: '<p>Hi</p>' },
    });
    expect(input.tags).toEqual(['jaggery', 'season']);
    expect(BlogPostInputSchema.safeParse(input).success).toBe(true);
  });
});
