import { Router } from 'express';
import { z } from 'zod';
import { DocIdSchema } from '../contract/common.js';
import { BlogPostInputSchema } from '../contract/content.js';
import { BLOG_MESSAGES } from '../contract/messages.js';
import { requireAdmin, requireUser } from '../lib/auth.js';
import { NotFoundError } from '../lib/errors.js';
import { publicCache } from '../lib/http.js';
import { writeLimiter } from '../lib/rate-limit.js';
import { createPost, deletePost, getPostBySlug, listPosts, updatePost } from './blog.service.js';

/** Reading the blog is public; writing it is for administrators (the `admin` claim). */
export const blogRouter = Router();

/** Any text can be asked for; only what could be a slug is looked up. */
const SlugParamSchema = z.string().trim().min(1).max(120);

blogRouter.get('/', async (_req, res) => {
  publicCache(res, 60, 300);
  res.json(await listPosts());
});

blogRouter.get('/:slug', async (req, res) => {
  const parsed = SlugParamSchema.safeParse(req.params.slug);
  if (!parsed.success || /[/.]|^__.*__$/.test(parsed.data))
    throw new NotFoundError(BLOG_MESSAGES.postNotFound);
  publicCache(res, 60, 300);
  res.json(await getPostBySlug(parsed.data));
});

blogRouter.post('/', requireUser, requireAdmin, writeLimiter, async (req, res) => {
  const input = BlogPostInputSchema.parse(req.body);
  res.status(201).json(await createPost(input));
});

blogRouter.put('/:id', requireUser, requireAdmin, writeLimiter, async (req, res) => {
  const id = DocIdSchema.parse(req.params.id);
  const input = BlogPostInputSchema.parse(req.body);
  res.json(await updatePost(id, input));
});

blogRouter.delete('/:id', requireUser, requireAdmin, writeLimiter, async (req, res) => {
  const id = DocIdSchema.parse(req.params.id);
  await deletePost(id);
  res.status(204).end();
});
