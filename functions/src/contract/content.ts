import { z } from 'zod';

/** One language's version of a blog post. slug may be empty when the post is not translated. */
export const BlogLanguageBlockSchema = z.object({
  title: z.string().trim().max(200),
  content: z.string().max(100_000),
  slug: z
    .string()
    .trim()
    .max(120)
    .regex(
      /^$|^[\p{Ll}\p{Lo}\p{M}\p{N}]+(?:-[\p{Ll}\p{Lo}\p{M}\p{N}]+)*$/u,
      'Slugs use lower-case letters, digits and single hyphens.',
    ),
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
  title: z.string().trim().max(200, 'Please keep the title under 200 characters.').default(''),
  content: z.string().trim().max(100_000, 'The post is too long.').default(''),
  slug: BlogLanguageBlockSchema.shape.slug.default(''),
});

/**
 * POST /blog and PUT /blog/{id} (administrators). Each language block is all or nothing: a title,
 * HTML content and slug, or three empty strings when the post is not translated. The HTML is
 * sanitised where it is rendered.
 */
export const BlogPostInputSchema = z
  .object({
    author: z
      .string()
      .trim()
      .min(1, 'Please give the author’s name.')
      .max(80, 'Please keep the author’s name short.'),
    featuredImage: z
      .string()
      .trim()
      .max(500)
      .regex(
        /^(\/|https:\/\/)[^\s"'<>]*$/,
        'The featured image must be a /path on this site or an https:// address.',
      ),
    tags: z.array(z.string().trim().min(1).max(30)).max(10, 'Please use at most 10 tags.').default([]),
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
