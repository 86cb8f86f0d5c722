import type { z } from 'zod';
import type { BlogPost, BlogPostInputSchema } from '../contract/content.js';
import { msg } from '../contract/api-message.js';
import { db, runTransaction } from '../lib/firestore.js';
import { ConflictError, InvalidError, NotFoundError } from '../lib/errors.js';
import { recordAudit } from '../audit/audit.service.js';
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

/**
 * A stored post as readers get it: its HTML sanitised again on the way out. Every write through
 * the API is sanitised already; this keeps a post edited by hand in the Firestore console (or
 * stored under an older allow-list) from reaching a page as it is.
 */
async function asRead(post: BlogPost): Promise<BlogPost> {
  const [en, mr] = await Promise.all([sanitizeBlogHtml(post.en.content), sanitizeBlogHtml(post.mr.content)]);
  return { ...post, en: { ...post.en, content: en }, mr: { ...post.mr, content: mr } };
}

export async function listPosts(): Promise<BlogPost[]> {
  return Promise.all((await findPosts(db())).map(asRead));
}

export async function getPostBySlug(slug: string): Promise<BlogPost> {
  const post = await findPostBySlug(db(), slug);
  if (!post) throw new NotFoundError(msg('blog.postNotFound'));
  return asRead(post);
}

const slugsOf = (input: PostInput) => [input.en.slug, input.mr.slug].filter((s) => s.length > 0);

/** The post with its HTML sanitised; a language whose content was nothing but unsafe HTML is refused. */
async function sanitized(input: PostInput): Promise<PostInput> {
  const clean = { ...input };
  for (const lang of ['en', 'mr'] as const) {
    const block = input[lang];
    const content = (await sanitizeBlogHtml(block.content)).trim();
    if (block.content && !content) throw new InvalidError(msg('blog.contentUnsafeOnly'));
    clean[lang] = { ...block, content };
  }
  return clean;
}

/**
 * What the audit log keeps of a post: enough to tell which post and what became of it, not its
 * content (two copies of a long post would not fit one Firestore document).
 */
function auditView(doc: BlogPostDoc | undefined) {
  if (!doc) return null;
  return { slugs: doc.slugs, titles: { en: doc.en.title, mr: doc.mr.title }, author: doc.author };
}

/**
 * Creates (id null) or replaces a post, keeping every slug unique, in one transaction with the
 * admin's audit entry.
 */
async function savePost(by: string, id: string | null, raw: PostInput): Promise<BlogPost> {
  const input = await sanitized(raw);
  const firestore = db();
  return runTransaction(async (tx) => {
    const existing = id ? await findPostInTransaction(firestore, tx, id) : undefined;
    if (id && !existing) throw new NotFoundError(msg('blog.postNotFound'));
    const slugs = slugsOf(input);
    const taken = await slugsTakenInTransaction(firestore, tx, slugs, id);
    if (taken.length > 0) throw new ConflictError(msg('blog.slugTaken', { slug: taken[0]! }));
    const postId = id ?? newPostId(firestore);
    const now = Timestamp.now();
    const doc: BlogPostDoc = { ...input, slugs, createdAt: existing?.createdAt ?? now, updatedAt: now };
    writePostInTransaction(firestore, tx, postId, doc, existing?.slugs ?? []);
    recordAudit(tx, {
      by,
      action: id ? 'blog.update' : 'blog.create',
      target: `blogPosts/${postId}`,
      before: auditView(existing),
      after: auditView(doc),
    });
    return toBlogPost(postId, doc);
  });
}

export const createPost = (by: string, input: PostInput) => savePost(by, null, input);
export const updatePost = (by: string, id: string, input: PostInput) => savePost(by, id, input);

export async function deletePost(by: string, id: string): Promise<void> {
  const firestore = db();
  await runTransaction(async (tx) => {
    const existing = await findPostInTransaction(firestore, tx, id);
    if (!existing) throw new NotFoundError(msg('blog.postNotFound'));
    deletePostInTransaction(firestore, tx, id, existing.slugs);
    recordAudit(tx, {
      by,
      action: 'blog.delete',
      target: `blogPosts/${id}`,
      before: auditView(existing),
      after: null,
    });
  });
}
