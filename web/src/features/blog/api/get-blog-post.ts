import type { BlogPost } from '@contract/content';
import { BLOG_MESSAGES } from '@contract/messages';
import { apiRequest } from '../../../lib/api-client';

/** One post by its English or Marathi slug. */
export const blogPostPath = (slug: string) => `/blog/${encodeURIComponent(slug)}`;

export function getBlogPost(slug: string, signal?: AbortSignal): Promise<BlogPost> {
  return apiRequest<BlogPost>(blogPostPath(slug), {
    fallbackMessage: BLOG_MESSAGES.postNotFound,
    signal,
  });
}
