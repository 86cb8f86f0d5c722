import type { BlogPost } from '@contract/content';
import { BLOG_MESSAGES } from '@/words/messages';
import { BLOG_SCREEN_MESSAGES } from '@/words/shop-messages';

/** Display rules of the bilingual blog (product.md §2 Blog, §3, §4), kept pure for tests. */

export const LANGUAGES = ['en', 'mr'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'mr';
export const EXCERPT_LENGTH = 90;
export const PLACEHOLDER_TAG = 'no tag needed';

export function isLanguage(value: unknown): value is Language {
  return value === 'en' || value === 'mr';
}

/** Words shown around the posts, in the reader's language. */
export const BLOG_TEXT = {
  en: {
    tab: 'English',
    readMore: 'Read more',
    by: 'By',
    back: 'Back to all stories',
    locale: 'en-GB',
  },
  mr: {
    tab: 'मराठी',
    readMore: BLOG_MESSAGES.readMoreMarathi,
    // product.md §2 words the byline 'By' in both languages on the English site; the Marathi
    // site says it in Marathi.
    by: BLOG_SCREEN_MESSAGES.bylineMarathi,
    back: 'सर्व लेखांकडे परत',
    // Western digits, as every number in the shop (docs/decisions/016).
    locale: 'mr-u-nu-latn',
  },
} as const satisfies Record<Language, Record<string, string>>;

/** Opening a post picks the language whose slug it was opened by: mr if the Marathi slug matches, else en. */
export function languageForSlug(post: Pick<BlogPost, 'mr'>, slug: string): Language {
  const wanted = slug.normalize('NFC');
  return post.mr.slug && post.mr.slug.normalize('NFC') === wanted ? 'mr' : 'en';
}

/** A language is offered only when the post has a slug in it. */
export function hasLanguage(post: Pick<BlogPost, 'en' | 'mr'>, language: Language): boolean {
  return post[language].slug.trim().length > 0;
}

/** The slug to link to in a language, falling back to the English one. */
export function slugFor(post: Pick<BlogPost, 'en' | 'mr'>, language: Language): string {
  return post[language].slug || post.en.slug || post.mr.slug;
}

/** The title in a language, falling back to English when that language has none. */
export function titleFor(post: Pick<BlogPost, 'en' | 'mr'>, language: Language): string {
  return post[language].title.trim() || post.en.title;
}

/** The HTML content in a language, falling back to English when that language has none. */
export function contentFor(post: Pick<BlogPost, 'en' | 'mr'>, language: Language): string {
  return post[language].content.trim() ? post[language].content : post.en.content;
}

/** Tags to show: none when the only tag is the placeholder 'no tag needed'. */
export function visibleTags(tags: readonly string[]): string[] {
  const real = tags.map((t) => t.trim()).filter(Boolean);
  if (real.length === 1 && real[0]!.toLowerCase() === PLACEHOLDER_TAG) return [];
  return real;
}

const ENTITIES: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: ' ',
  '#39': "'",
};

/**
 * The readable text of a post's HTML: tags dropped, common entities decoded, whitespace
 * collapsed. The result is rendered as text (React escapes it), never as HTML.
 */
export function plainText(html: string): string {
  return html
    .replace(/<(script|style)[^>]*>[\s\S]*?<\/\1>/gi, ' ')
    .replace(/<[^>]*>/g, ' ')
    .replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (entity: string, name: string) => {
      if (name[0] === '#') {
        const code =
          name[1] === 'x' || name[1] === 'X' ? parseInt(name.slice(2), 16) : parseInt(name.slice(1), 10);
        return Number.isFinite(code) && code > 0 && code < 0x110000 ? String.fromCodePoint(code) : ' ';
      }
      return ENTITIES[name.toLowerCase()] ?? entity;
    })
    .replace(/\s+/g, ' ')
    .trim();
}

let graphemes: Intl.Segmenter | null | undefined;

/**
 * The first `count` user-perceived characters (a Marathi letter with its vowel sign stays whole),
 * reading no further into the text than that.
 */
function firstCharacters(text: string, count: number): string[] {
  graphemes ??=
    typeof Intl !== 'undefined' && 'Segmenter' in Intl
      ? new Intl.Segmenter(undefined, { granularity: 'grapheme' })
      : null;
  const chars: string[] = [];
  const take = (char: string) => chars.push(char) < count;
  if (graphemes) {
    for (const { segment } of graphemes.segment(text)) if (!take(segment)) break;
  } else {
    for (const char of text) if (!take(char)) break;
  }
  return chars;
}

/** The card excerpt: the first 90 characters of the plain text, with '…' when it was cut. */
export function excerpt(html: string, length = EXCERPT_LENGTH): string {
  const text = plainText(html);
  const chars = firstCharacters(text, length + 1);
  if (chars.length <= length) return text;
  return `${chars.slice(0, length).join('').trimEnd()}…`;
}
