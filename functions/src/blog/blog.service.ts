import type { z } from 'zod';
import type { BlogPost, BlogPostInputSchema } from '../contract/content.js';
import { BLOG_MESSAGES } from '../contract/messages.js';
import { db, runTransaction } from '../lib/firestore.js';
import { ConflictError, InvalidError, NotFoundError } from '../lib/errors.js';
import { sanitizeBlogHtml } from './blog.sanitize.js';
import {
  Timestamp,
  deletePostInTransaction,
  findPostBySlug,
  findPostInTransaction,
  findPosts,
  newPostId,
  slugsTakenInTransaction,
  toBlogPost,
  writePostInTransaction,
  type BlogPostDoc,
} from './blog.repository.js';

type PostInput = z.output<typeof BlogPostInputSchema>;

export function listPosts(): Promise<BlogPost[]> {
  return findPosts(db());
}

export async function getPostBySlug(slug: string): Promise<BlogPost> {
  const post = await findPostBySlug(db(), slug);
  if (!post) throw new NotFoundError(BLOG_MESSAGES.postNotFound);
  return post;
}

const slugsOf = (input: PostInput) => [input.en.slug, input.mr.slug].filter((s) => s.length > 0);

/** The post with its HTML sanitised; a language whose content was nothing but unsafe HTML is refused. */
async function sanitized(input: PostInput): Promise<PostInput> {
  const clean = { ...input };
  for (const lang of ['en', 'mr'] as const) {
    const block = input[lang];
    const content = (await sanitizeBlogHtml(block.content)).trim();
    if (block.content && !content) throw new InvalidError(BLOG_MESSAGES.contentUnsafeOnly);
    clean[lang] = { ...block, content };
  }
  return clean;
}

/** Creates (id null) or replaces a post, keeping every slug unique, in one transaction. */
async function savePost(id: string | null, raw: PostInput): Promise<BlogPost> {
  const input = await sanitized(raw);
  const firestore = db();
  return runTransaction(async (tx) => {
    const existing = id ? await findPostInTransaction(firestore, tx, id) : undefined;
    if (id && !existing) throw new NotFoundError(BLOG_MESSAGES.postNotFound);
    const slugs = slugsOf(input);
    const taken = await slugsTakenInTransaction(firestore, tx, slugs, id);
    if (taken.length > 0) throw new ConflictError(BLOG_MESSAGES.slugTaken(taken[0]!));
    const postId = id ?? newPostId(firestore);
    const now = Timestamp.now();
    const doc: BlogPostDoc = { ...input, slugs, createdAt: existing?.createdAt ?? now, updatedAt: now };
    writePostInTransaction(firestore, tx, postId, doc, existing?.slugs ?? []);
    return toBlogPost(postId, doc);
  });
}

export const createPost = (input: PostInput) => savePost(null, input);
export const updatePost = (id: string, input: PostInput) => savePost(id, input);

export async function deletePost(id: string): Promise<void> {
  const firestore = db();
  await runTransaction(async (tx) => {
    const existing = await findPostInTransaction(firestore, tx, id);
    if (!existing) throw new NotFoundError(BLOG_MESSAGES.postNotFound);
    deletePostInTransaction(firestore, tx, id, existing.slugs);
  });
}
