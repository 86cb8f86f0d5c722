import type { BlogPost, BlogPostInput } from '@contract/content';
import { BACK_OFFICE_MESSAGES as M, BLOG_MESSAGES } from '@/words/messages';
import { publicEndpoints } from '@contract/endpoints';
import { apiGet, apiRequest } from '@/platform/api-client';

/**
 * The blog's own calls (docs/api.md, Blog), as the owner makes them. Reads revalidate ('no-cache')
 * instead of taking the browser's minute-old copy, so a post just saved is in the list; that also
 * refreshes the copy the storefront's /blog reads in this browser.
 */
export function getPosts(signal?: AbortSignal): Promise<BlogPost[]> {
  return apiGet(publicEndpoints.blogPosts(), { fallbackMessage: M.postsFailed, signal, cache: 'no-cache' });
}

export function getPost(slug: string, signal?: AbortSignal): Promise<BlogPost> {
  return apiGet(publicEndpoints.blogPost(slug), {
    fallbackMessage: BLOG_MESSAGES.postNotFound,
    signal,
    cache: 'no-cache',
  });
}

export function createPost(input: BlogPostInput): Promise<BlogPost> {
  return apiRequest<BlogPost>('/blog', { method: 'POST', body: input, fallbackMessage: M.postSaveFailed });
}

export function updatePost(id: string, input: BlogPostInput): Promise<BlogPost> {
  return apiRequest<BlogPost>(`/blog/${encodeURIComponent(id)}`, {
    method: 'PUT',
    body: input,
    fallbackMessage: M.postSaveFailed,
  });
}

export function deletePost(id: string): Promise<void> {
  return apiRequest<void>(`/blog/${encodeURIComponent(id)}`, {
    method: 'DELETE',
    fallbackMessage: M.deleteFailed,
  });
}
