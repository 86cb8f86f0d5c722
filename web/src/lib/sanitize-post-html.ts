import DOMPurify from 'dompurify';
import { BLOG_HTML_POLICY } from '@contract/blog-html';

const POLICY = {
  ...BLOG_HTML_POLICY,
  ALLOWED_TAGS: [...BLOG_HTML_POLICY.ALLOWED_TAGS],
  ALLOWED_ATTR: [...BLOG_HTML_POLICY.ALLOWED_ATTR],
};

/**
 * A post's HTML, sanitised with DOMPurify before it reaches the page, with the same allow-list the
 * API applies before storing a post (BLOG_HTML_POLICY): scripts, event-handler attributes,
 * javascript: links, styles and form controls are removed, so a post cannot run code or restyle
 * the shop even if its stored HTML was tampered with. Here in lib/ because the blog and the back
 * office's live preview must show a post exactly alike.
 */
export function sanitizePostHtml(html: string): string {
  // DOMPurify needs a DOM. Without one (the server's render) it cannot sanitise: nothing then,
  // never the HTML as it came. The server hands in a window first (setSanitizerWindow).
  if (!purifier.isSupported) return '';
  return purifier.sanitize(html, POLICY);
}

let purifier = DOMPurify;

/**
 * The server's render has no browser window: it gives DOMPurify jsdom's (entry-server.tsx), so a
 * post's HTML is sanitised there exactly as it is in the browser, and the two renders match.
 */
export function setSanitizerWindow(window: unknown): void {
  purifier = DOMPurify(window as Parameters<typeof DOMPurify>[0]);
}
