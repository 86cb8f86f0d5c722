import { Timestamp, type Firestore, type Transaction } from 'firebase-admin/firestore';
import type { BlogLanguageBlock, BlogPost } from '../contract/content.js';
import { toIso } from '../lib/time.js';

/**
 * The only code that touches `blogPosts` and `blogSlugs`. Each slug (English or Marathi) has a
 * document in blogSlugs naming its post: it makes slugs unique across posts and languages, and
 * lets GET /blog/{slug} find a post by either.
 */
export interface BlogPostDoc {
  author: string;
  featuredImage: string;
  tags: string[];
  en: BlogLanguageBlock;
  mr: BlogLanguageBlock;
  slugs: string[];
  createdAt: Timestamp;
  updatedAt: Timestamp;
}

const posts = (db: Firestore) => db.collection('blogPosts');
const slugRef = (db: Firestore, slug: string) => db.collection('blogSlugs').doc(slug);

export const toBlogPost = (id: string, d: BlogPostDoc): BlogPost => ({
  _id: id,
  author: d.author,
  createdAt: toIso(d.createdAt),
  ...(d.updatedAt ? { updatedAt: toIso(d.updatedAt) } : {}),
  featuredImage: d.featuredImage,
  tags: d.tags,
  en: d.en,
  mr: d.mr,
});

export async function findPosts(db: Firestore, limit = 100): Promise<BlogPost[]> {
  const snapshot = await posts(db).orderBy('createdAt', 'desc').limit(limit).get();
  return snapshot.docs.map((doc) => toBlogPost(doc.id, doc.data() as BlogPostDoc));
}

export async function findPostBySlug(db: Firestore, slug: string): Promise<BlogPost | undefined> {
  const index = await slugRef(db, slug).get();
  const postId = index.exists ? (index.data() as { postId: string }).postId : undefined;
  if (!postId) return undefined;
  const snap = await posts(db).doc(postId).get();
  return snap.exists ? toBlogPost(snap.id, snap.data() as BlogPostDoc) : undefined;
}

export async function findPostInTransaction(db: Firestore, tx: Transaction, id: string) {
  const snap = await tx.get(posts(db).doc(id));
  return snap.exists ? (snap.data() as BlogPostDoc) : undefined;
}

/** Which of these slugs belong to a post other than `postId`. */
export async function slugsTakenInTransaction(
  db: Firestore,
  tx: Transaction,
  slugs: string[],
  postId: string | null,
) {
  if (slugs.length === 0) return [];
  const snaps = await tx.getAll(...slugs.map((s) => slugRef(db, s)));
  return snaps.filter((s) => s.exists && (s.data() as { postId: string }).postId !== postId).map((s) => s.id);
}

export function newPostId(db: Firestore) {
  return posts(db).doc().id;
}

export function writePostInTransaction(
  db: Firestore,
  tx: Transaction,
  id: string,
  doc: BlogPostDoc,
  previousSlugs: string[],
): void {
  tx.set(posts(db).doc(id), doc);
  for (const slug of previousSlugs) if (!doc.slugs.includes(slug)) tx.delete(slugRef(db, slug));
  for (const slug of doc.slugs) tx.set(slugRef(db, slug), { postId: id });
}

export function deletePostInTransaction(db: Firestore, tx: Transaction, id: string, slugs: string[]): void {
  tx.delete(posts(db).doc(id));
  for (const slug of slugs) tx.delete(slugRef(db, slug));
}

export { Timestamp };
