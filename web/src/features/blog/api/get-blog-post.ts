import type { BlogPost } from '@contract/content';
import { BLOG_MESSAGES } from '@contract/messages';
import { publicEndpoints } from '@contract/endpoints';
import { apiGet } from '@/platform/api-client';

export function getBlogPost(slug: string, signal?: AbortSignal): Promise<BlogPost> {
  return apiGet(publicEndpoints.blogPost(slug), {
    fallbackMessage: BLOG_MESSAGES.postNotFound,
    signal,
  });
}
