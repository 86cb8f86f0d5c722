import { describe, expect, it } from 'vitest';
import { blogPosts } from '../../../../../seed/src/data/blog-posts';
import {
  contentFor,
  excerpt,
  hasLanguage,
  languageForSlug,
  plainText,
  slugFor,
  titleFor,
  visibleTags,
} from './blog';

const post = (id: string) => blogPosts.find((p) => p._id === id)!;
const jaggery = post('post-jaggery-season');
const gulkand = post('post-gulkand-summer'); // not translated: mr block empty

describe('excerpt', () => {
  it('is the first 90 characters of the plain text, with an ellipsis when cut', () => {
    const html = `<p>${'a'.repeat(50)} <strong>${'b'.repeat(60)}</strong></p>`;
    const result = excerpt(html);
    expect(result.endsWith('…')).toBe(true);
    expect(result).toBe(`${'a'.repeat(50)} ${'b'.repeat(39)}…`);
    expect(result).not.toContain('<');
  });

  it('keeps a short text whole', () => {
    expect(excerpt('<p>Fresh <em>gul</em> &amp; ghee</p>')).toBe('Fresh gul & ghee');
  });

  it('drops tags, scripts and decodes entities', () => {
    expect(
      plainText('<h2>Title</h2><script>alert(1)</script><p>A&nbsp;&lt;b&gt; &#39;x&#39; &#x20B9;</p>'),
    ).toBe("Title A <b> 'x' ₹");
  });

  it('counts Marathi letters with their vowel signs as one character', () => {
    const graphemes = (text: string) =>
      Array.from(new Intl.Segmenter(undefined, { granularity: 'grapheme' }).segment(text), (s) => s.segment);
    const text = excerpt(jaggery.mr.content);
    expect(text.startsWith('नोव्हेंबरमध्ये')).toBe(true);
    expect(text.endsWith('…')).toBe(true);
    const body = text.slice(0, -1);
    expect(graphemes(body).length).toBeLessThanOrEqual(90);
    // The cut falls between whole letters: the text before it is a prefix of the post's text.
    expect(plainText(jaggery.mr.content).startsWith(body)).toBe(true);
  });
});

describe('language of a post', () => {
  it('is Marathi when opened by the Marathi slug, else English', () => {
    expect(languageForSlug(jaggery, 'गुळाचा-हंगाम')).toBe('mr');
    expect(languageForSlug(jaggery, 'jaggery-season-in-karad')).toBe('en');
    expect(languageForSlug(gulkand, 'gulkand-for-the-summer')).toBe('en');
    // An empty Marathi slug never matches.
    expect(languageForSlug(gulkand, '')).toBe('en');
  });

  it('matches a slug whatever its Unicode normalisation', () => {
    expect(languageForSlug(jaggery, 'गुळाचा-हंगाम'.normalize('NFD'))).toBe('mr');
  });

  it('offers a language only when it has a slug, and links to the English slug otherwise', () => {
    expect(hasLanguage(gulkand, 'mr')).toBe(false);
    expect(hasLanguage(gulkand, 'en')).toBe(true);
    expect(slugFor(gulkand, 'mr')).toBe('gulkand-for-the-summer');
    expect(slugFor(jaggery, 'mr')).toBe('गुळाचा-हंगाम');
  });

  it('falls back to the English title and content when the language has none', () => {
    expect(titleFor(gulkand, 'mr')).toBe('Gulkand for the summer');
    expect(titleFor(jaggery, 'mr')).toBe('कराडमधला गुळाचा हंगाम');
    expect(contentFor(gulkand, 'mr')).toBe(gulkand.en.content);
  });
});

describe('visibleTags', () => {
  it("hides the tags when the only one is 'no tag needed'", () => {
    expect(visibleTags(['no tag needed'])).toEqual([]);
    expect(visibleTags(['No Tag Needed '])).toEqual([]);
    expect(visibleTags(['honey', 'bees'])).toEqual(['honey', 'bees']);
    expect(visibleTags(['no tag needed', 'honey'])).toEqual(['no tag needed', 'honey']);
  });
});
