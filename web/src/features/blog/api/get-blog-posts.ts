import type { BlogPost } from '@contract/content';
import { BLOG_MESSAGES } from '@contract/messages';
import { publicEndpoints } from '@contract/endpoints';
import { apiGet } from '@/platform/api-client';

export function getBlogPosts(signal?: AbortSignal): Promise<BlogPost[]> {
  return apiGet(publicEndpoints.blogPosts(), { fallbackMessage: BLOG_MESSAGES.listFailed, signal });
}
