import { z } from 'zod';
import { BLOG_MESSAGES as M } from './messages.js';

/** One language's version of a blog post. slug may be empty when the post is not translated. */
export const BlogLanguageBlockSchema = z.object({
  title: z.string().trim().max(200),
  content: z.string().max(100_000),
  slug: z
    .string()
    .trim()
    .max(120)
    .regex(/^$|^[\p{Ll}\p{Lo}\p{M}\p{N}]+(?:-[\p{Ll}\p{Lo}\p{M}\p{N}]+)*$/u, M.slugFormat),
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

const blockInput = BlogLanguageBlockSchema.extend({
  title: z.string().trim().max(200, M.titleTooLong).default(''),
  content: z.string().trim().max(100_000, M.contentTooLong).default(''),
  slug: BlogLanguageBlockSchema.shape.slug.default(''),
});

/**
 * POST /blog and PUT /blog/{id} (administrators). Each language block is all or nothing: a title,
 * HTML content and slug, or three empty strings when the post is not translated. The HTML is
 * sanitised where it is rendered.
 */
export const BlogPostInputSchema = z
  .object({
    author: z.string().trim().min(1, M.authorRequired).max(80, M.authorTooLong),
    featuredImage: z
      .string()
      .trim()
      .max(500)
      .regex(/^(\/|https:\/\/)[^\s"'<>]*$/, M.featuredImageInvalid),
    tags: z.array(z.string().trim().min(1).max(30)).max(10, M.tooManyTags).default([]),
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
          message: M.languageIncomplete,
        });
      }
      return filled === 3;
    });
    if (complete.length === 0) {
      ctx.addIssue({
        code: 'custom',
        path: ['en'],
        message: M.noLanguage,
      });
    }
    if (post.en.slug && post.en.slug === post.mr.slug) {
      ctx.addIssue({
        code: 'custom',
        path: ['mr', 'slug'],
        message: M.sameSlugs,
      });
    }
  });
export type BlogPostInput = z.input<typeof BlogPostInputSchema>;
