import { describe, expect, it } from 'vitest';
import { BlogPostInputSchema, BlogSlugSchema } from '@contract/content';
import {
  EMPTY_POST,
  inputFromForm,
  marathiSlugFrom,
  postFormChanged,
  slugify,
  type PostForm,
} from './post-form';

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

describe('unsaved changes', () => {
  const loaded: PostForm = {
    author: 'Asha',
    featuredImage: '/images/blog/jaggery.jpg',
    tags: 'jaggery, season',
    en: { title: 'Jaggery', slug: 'jaggery', content: '<p>Hi</p>' },
    mr: { title: '', slug: '', content: '' },
  };

  it('sees no change in a form as it was loaded, nor in spaces the API trims', () => {
    expect(postFormChanged(loaded, { ...loaded })).toBe(false);
    expect(postFormChanged(loaded, { ...loaded, author: 'Asha ', tags: 'jaggery,season, ' })).toBe(false);
    expect(postFormChanged(EMPTY_POST, { ...EMPTY_POST, en: { ...EMPTY_POST.en, title: '  ' } })).toBe(false);
  });

  it('sees a change in any field of either language', () => {
    expect(postFormChanged(loaded, { ...loaded, featuredImage: '/images/blog/gul.jpg' })).toBe(true);
    expect(postFormChanged(loaded, { ...loaded, tags: 'jaggery' })).toBe(true);
    expect(postFormChanged(loaded, { ...loaded, en: { ...loaded.en, content: '<p>Hi!</p>' } })).toBe(true);
    expect(postFormChanged(loaded, { ...loaded, mr: { ...loaded.mr, title: 'गूळ' } })).toBe(true);
  });
});
