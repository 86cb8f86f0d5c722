import { z } from 'zod';
import { asKeyText, isWellFormedText } from './common.js';
import { BLOG_LIMITS } from './limits.js';
import { BLOG_FEATURED_IMAGE_INVALID, TEXT_HAS_CONTROL_CHARACTERS, TEXT_NOT_READABLE } from './messages.js';

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
      .regex(
        /^$|^[\p{Ll}\p{Lo}\p{M}\p{N}]+(?:-[\p{Ll}\p{Lo}\p{M}\p{N}]+)*$/u,
        'Slugs use lower-case letters, digits and single hyphens.',
      ),
  );

/** Multi-line text (a post's HTML): no control characters but tabs and line breaks. */
// eslint-disable-next-line no-control-regex -- finding control characters is the point
const CONTROL_BUT_WHITESPACE = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/;
const withoutControls = (schema: z.ZodString) =>
  schema
    .refine(isWellFormedText, TEXT_NOT_READABLE)
    .refine((text) => !CONTROL_BUT_WHITESPACE.test(text), TEXT_HAS_CONTROL_CHARACTERS);

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
  .string({ message: BLOG_FEATURED_IMAGE_INVALID })
  .trim()
  .max(BLOG_LIMITS.featuredImage, BLOG_FEATURED_IMAGE_INVALID)
  .refine(
    (value) => /^\/(?![/\\])[^\s"'<>\\]*$/.test(value) || isHttpsUrl(value),
    BLOG_FEATURED_IMAGE_INVALID,
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
  title: asKeyText(
    z.string().trim().max(BLOG_LIMITS.title, `Please keep the title under ${BLOG_LIMITS.title} characters.`),
  ).default(''),
  content: withoutControls(z.string().trim().max(BLOG_LIMITS.content, 'The post is too long.')).default(''),
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
      .min(1, 'Please give the author’s name.')
      .max(BLOG_LIMITS.author, 'Please keep the author’s name short.'),
    featuredImage: FeaturedImageSchema,
    tags: z
      .array(asKeyText(z.string().trim().min(1).max(BLOG_LIMITS.tag)))
      .max(BLOG_LIMITS.tags, `Please use at most ${BLOG_LIMITS.tags} tags.`)
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
          message: 'Each language needs a title, content and slug, or none of them.',
        });
      }
      return filled === 3;
    });
    if (complete.length === 0) {
      ctx.addIssue({
        code: 'custom',
        path: ['en'],
        message: 'A post needs a title, content and slug in at least one language.',
      });
    }
    if (post.en.slug && post.en.slug === post.mr.slug) {
      ctx.addIssue({
        code: 'custom',
        path: ['mr', 'slug'],
        message: 'The English and Marathi slugs must differ.',
      });
    }
  });
export type BlogPostInput = z.input<typeof BlogPostInputSchema>;
