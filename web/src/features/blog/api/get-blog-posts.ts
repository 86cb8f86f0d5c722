import type { BlogPost } from '@contract/content';
import { apiRequest } from '../../../lib/api-client';

export const BLOG_LIST_ERROR = 'Failed to fetch posts. Please try again later.';

export function getBlogPosts(signal?: AbortSignal): Promise<BlogPost[]> {
  return apiRequest<BlogPost[]>('/blog', { fallbackMessage: BLOG_LIST_ERROR, signal });
}
