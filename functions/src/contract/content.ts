import { z } from 'zod';
import { asKeyText, isWellFormedText } from './common.js';
import { BLOG_LIMITS } from './limits.js';
import { says } from './api-message.js';

/**
 * A blog slug: lower-case letters of any script, digits and single hyphens, in NFC (so a Marathi
 * slug typed on another keyboard finds the same post). It is a document id in blogSlugs, which
 * these characters always make valid (no '/', '.', '__…__').
 */
export const BlogSlugSchema = asKeyText(z.string().trim().max(BLOG_LIMITS.slug))
  .transform((slug) => slug.normalize('NFC'))
  .pipe(
    z
      .string()
      .regex(/^$|^[\p{Ll}\p{Lo}\p{M}\p{N}]+(?:-[\p{Ll}\p{Lo}\p{M}\p{N}]+)*$/u, says('blog.slugFormat')),
  );

/** Multi-line text (a post's HTML): no control characters but tabs and line breaks. */
// eslint-disable-next-line no-control-regex -- finding control characters is the point
const CONTROL_BUT_WHITESPACE = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/;
const withoutControls = (schema: z.ZodString) =>
  schema
    .refine(isWellFormedText, says('api.textNotReadable'))
    .refine((text) => !CONTROL_BUT_WHITESPACE.test(text), says('api.textHasControlCharacters'));

function isHttpsUrl(value: string): boolean {
  if (!/^https:\/\/[^\s"'<>\\]+$/.test(value)) return false;
  try {
    const url = new URL(value);
    return url.protocol === 'https:' && url.hostname !== '' && !url.username && !url.password;
  } catch {
    return false;
  }
}

/** A path on this site ("/images/…", never "//host" or "/\\host", which browsers read as another site) or an https URL. */
export const FeaturedImageSchema = z
  .string(says('blog.featuredImageInvalid'))
  .trim()
  .max(BLOG_LIMITS.featuredImage, says('blog.featuredImageInvalid'))
  .refine(
    (value) => /^\/(?![/\\])[^\s"'<>\\]*$/.test(value) || isHttpsUrl(value),
    says('blog.featuredImageInvalid'),
  );

/** One language's version of a blog post. slug may be empty when the post is not translated. */
export const BlogLanguageBlockSchema = z.object({
  title: z.string().trim().max(BLOG_LIMITS.title),
  content: z.string().max(BLOG_LIMITS.content),
  slug: BlogSlugSchema,
});
export type BlogLanguageBlock = z.infer<typeof BlogLanguageBlockSchema>;

export const BlogPostSchema = z.object({
  _id: z.string(),
  author: z.string(),
  createdAt: z.string(),
  /** When the post was last saved (ISO); absent in data written before it was kept. */
  updatedAt: z.string().optional(),
  featuredImage: z.string(),
  tags: z.array(z.string()),
  en: BlogLanguageBlockSchema,
  mr: BlogLanguageBlockSchema,
});
export type BlogPost = z.infer<typeof BlogPostSchema>;

export const TestimonialSchema = z.object({
  _id: z.string(),
  message: z.string(),
  userName: z.string(),
  stars: z.number().int().min(0).max(5),
  createdAt: z.string(),
});
export type Testimonial = z.infer<typeof TestimonialSchema>;

const blockInput = z.object({
  title: asKeyText(z.string().trim().max(BLOG_LIMITS.title, says('blog.titleTooLong'))).default(''),
  content: withoutControls(z.string().trim().max(BLOG_LIMITS.content, says('blog.contentTooLong'))).default(
    '',
  ),
  slug: BlogSlugSchema.default(''),
});

/**
 * POST /blog and PUT /blog/{id} (administrators). Each language block is all or nothing: a title,
 * HTML content and slug, or three empty strings when the post is not translated. The server
 * sanitises the HTML before storing it (BLOG_HTML_POLICY), and the storefront again where it is
 * rendered.
 */
export const BlogPostInputSchema = z
  .object({
    author: z
      .string()
      .trim()
      .min(1, says('blog.authorRequired'))
      .max(BLOG_LIMITS.author, says('blog.authorTooLong')),
    featuredImage: FeaturedImageSchema,
    tags: z
      .array(asKeyText(z.string().trim().min(1).max(BLOG_LIMITS.tag)))
      .max(BLOG_LIMITS.tags, says('blog.tooManyTags'))
      .default([]),
    en: blockInput.default({ title: '', content: '', slug: '' }),
    mr: blockInput.default({ title: '', content: '', slug: '' }),
  })
  .superRefine((post, ctx) => {
    const complete = (['en', 'mr'] as const).filter((lang) => {
      const { title, content, slug } = post[lang];
      const filled = [title, content, slug].filter(Boolean).length;
      if (filled > 0 && filled < 3) {
        ctx.addIssue({
          code: 'custom',
          path: [lang],
          message: says('blog.languageIncomplete'),
        });
      }
      return filled === 3;
    });
    if (complete.length === 0) {
      ctx.addIssue({
        code: 'custom',
        path: ['en'],
        message: says('blog.noLanguage'),
      });
    }
    if (post.en.slug && post.en.slug === post.mr.slug) {
      ctx.addIssue({
        code: 'custom',
        path: ['mr', 'slug'],
        message: says('blog.sameSlugs'),
      });
    }
  });
export type BlogPostInput = z.input<typeof BlogPostInputSchema>;
