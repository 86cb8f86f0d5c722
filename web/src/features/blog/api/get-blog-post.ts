import type { BlogPost } from '@contract/content';
import { apiRequest } from '../../../lib/api-client';

export const BLOG_POST_NOT_FOUND = 'Oops! We could not find that blog post.';

/** One post by its English or Marathi slug. */
export function getBlogPost(slug: string, signal?: AbortSignal): Promise<BlogPost> {
  return apiRequest<BlogPost>(`/blog/${encodeURIComponent(slug)}`, {
    fallbackMessage: BLOG_POST_NOT_FOUND,
    signal,
  });
}
