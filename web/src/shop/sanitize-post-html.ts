import DOMPurify from 'dompurify';
import { BLOG_HTML_POLICY } from '@contract/blog-html';

const POLICY = {
  ...BLOG_HTML_POLICY,
  ALLOWED_TAGS: [...BLOG_HTML_POLICY.ALLOWED_TAGS],
  ALLOWED_ATTR: [...BLOG_HTML_POLICY.ALLOWED_ATTR],
};

/**
 * The back office's live preview of an unsaved post: its HTML sanitised in the browser with
 * DOMPurify and the allow-list the API applies when the post is saved and read
 * (BLOG_HTML_POLICY; functions/src/blog/blog.sanitize.ts), so the owner sees what readers will.
 * Published posts come sanitised from the API and need nothing here.
 */
export function sanitizePostHtml(html: string): string {
  // DOMPurify needs a DOM: without one (a server render) nothing, never the HTML as it came.
  if (!DOMPurify.isSupported) return '';
  return DOMPurify.sanitize(html, POLICY);
}
