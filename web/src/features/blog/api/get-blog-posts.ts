import type { BlogPost } from '@contract/content';
import { BLOG_MESSAGES } from '@contract/messages';
import { apiRequest } from '../../../lib/api-client';

export function getBlogPosts(signal?: AbortSignal): Promise<BlogPost[]> {
  return apiRequest<BlogPost[]>('/blog', { fallbackMessage: BLOG_MESSAGES.listFailed, signal });
}
