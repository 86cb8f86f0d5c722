import { Router } from 'express';
import { DocIdSchema } from '../contract/common.js';
import { BlogPostInputSchema, BlogSlugSchema } from '../contract/content.js';
import { msg } from '../contract/api-message.js';
import { currentUser, requireAdmin } from '../lib/auth.js';
import { NotFoundError } from '../lib/errors.js';
import { sendPublic } from '../lib/http.js';
import { writeLimiter } from '../lib/rate-limit.js';
import { createPost, deletePost, getPostBySlug, listPosts, updatePost } from './blog.service.js';

/** Reading the blog is public; writing it is for administrators (the `admin` claim). */
export const blogRouter = Router();

blogRouter.get('/', async (_req, res) => {
  sendPublic(res, await listPosts(), 60, 300);
});

/**
 * GET /blog/{slug} as an answer: what this router sends, and what a server-rendered page shows
 * (site/public-reads.ts). Any text can be asked for; only what could be a slug is looked up (the
 * rest cannot exist).
 */
export function readBlogPost(slug: string) {
  const parsed = BlogSlugSchema.safeParse(slug);
  if (!parsed.success || !parsed.data) throw new NotFoundError(msg('blog.postNotFound'));
  return getPostBySlug(parsed.data);
}

blogRouter.get('/:slug', async (req, res) => {
  sendPublic(res, await readBlogPost(req.params.slug), 60, 300);
});

blogRouter.post('/', requireAdmin, writeLimiter, async (req, res) => {
  const input = BlogPostInputSchema.parse(req.body);
  res.status(201).json(await createPost(currentUser(req).uid, input));
});

blogRouter.put('/:id', requireAdmin, writeLimiter, async (req, res) => {
  const id = DocIdSchema.parse(req.params.id);
  const input = BlogPostInputSchema.parse(req.body);
  res.json(await updatePost(currentUser(req).uid, id, input));
});

blogRouter.delete('/:id', requireAdmin, writeLimiter, async (req, res) => {
  const id = DocIdSchema.parse(req.params.id);
  await deletePost(currentUser(req).uid, id);
  res.status(204).end();
});
