import type { BlogPost, BlogPostInput } from '@contract/content';

/**
 * A web address made from an English title: Latin letters without accents, digits and single
 * hyphens ("Jaggery Season, 2025!" → "jaggery-season-2025"). Marathi titles get no automatic
 * slug: the owner types a Latin one or takes this one from the English title.
 */
export function slugify(title: string, max = 120): string {
  return title
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, max)
    .replace(/-+$/, '');
}

/** The Marathi slug offered from the English title: it must differ from the English slug. */
export function marathiSlugFrom(englishTitle: string): string {
  const base = slugify(englishTitle, 116);
  return base ? `${base}-mr` : '';
}

export interface LanguageFields {
  title: string;
  slug: string;
  content: string;
}

/** What the editor's boxes hold: every value as typed. */
export interface PostForm {
  author: string;
  featuredImage: string;
  tags: string;
  en: LanguageFields;
  mr: LanguageFields;
}

export const EMPTY_POST: PostForm = {
  author: '',
  featuredImage: '',
  tags: '',
  en: { title: '', slug: '', content: '' },
  mr: { title: '', slug: '', content: '' },
};

export function formFromPost(post: BlogPost): PostForm {
  const block = (b: BlogPost['en']) => ({ title: b.title, slug: b.slug, content: b.content });
  return {
    author: post.author,
    featuredImage: post.featuredImage,
    tags: post.tags.join(', '),
    en: block(post.en),
    mr: block(post.mr),
  };
}

/** The body for POST/PUT /blog: tags from the comma list, the rest as typed (the schema trims). */
export function inputFromForm(form: PostForm): BlogPostInput {
  return {
    author: form.author,
    featuredImage: form.featuredImage,
    tags: form.tags
      .split(',')
      .map((tag) => tag.trim())
      .filter(Boolean),
    en: { ...form.en },
    mr: { ...form.mr },
  };
}

/**
 * Whether the form would save something other than `saved` (what was loaded or last saved):
 * spaces the API trims and the spacing of the tag list do not count as changes.
 */
export function postFormChanged(saved: PostForm, form: PostForm): boolean {
  const comparable = (value: PostForm) => {
    const block = ({ title, slug, content }: LanguageFields) => [title.trim(), slug.trim(), content.trim()];
    return JSON.stringify([
      value.author.trim(),
      value.featuredImage.trim(),
      inputFromForm(value).tags,
      block(value.en),
      block(value.mr),
    ]);
  };
  return comparable(saved) !== comparable(form);
}
