import type { BlogPost } from '@contract/content';
import { BLOG_MESSAGES } from '@contract/messages';
import { apiRequest } from '../../../lib/api-client';

export const BLOG_PATH = '/blog';

export function getBlogPosts(signal?: AbortSignal): Promise<BlogPost[]> {
  return apiRequest<BlogPost[]>(BLOG_PATH, { fallbackMessage: BLOG_MESSAGES.listFailed, signal });
}
