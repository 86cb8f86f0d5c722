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
