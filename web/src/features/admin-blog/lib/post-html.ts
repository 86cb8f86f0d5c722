import { BLOG_HTML_POLICY } from '@contract/blog-html';
import { FeaturedImageSchema } from '@contract/content';

/** Elements whose one paragraph the editor adds and the stored HTML leaves out (`<li>Cane</li>`). */
const UNWRAP_SOLE_PARAGRAPH = new Set(['LI', 'DD', 'TD', 'TH']);
/** What may follow that paragraph in a list item: a list nested under it. */
const AFTER_SOLE_PARAGRAPH = new Set(['UL', 'OL']);

/**
 * The editor's HTML in the shape posts have always been stored in: the paragraph the editor keeps
 * inside every list item and table cell is left out when it is the only one (`<li><p>a</p></li>`
 * becomes `<li>a</li>`, as in the seeded posts), and the empty paragraphs the editor keeps after
 * the last list or picture are dropped. Nothing else changes: what the owner wrote stays as written.
 */
export function tidyPostHtml(html: string): string {
  const template = document.createElement('template');
  template.innerHTML = html;
  const root = template.content;
  for (const element of root.querySelectorAll('li, dd, td, th')) {
    if (!UNWRAP_SOLE_PARAGRAPH.has(element.tagName)) continue;
    const [first, ...rest] = [...element.children];
    const soleParagraph =
      first?.tagName === 'P' &&
      first.attributes.length === 0 &&
      rest.every((child) => AFTER_SOLE_PARAGRAPH.has(child.tagName) && element.tagName === 'LI') &&
      [...element.childNodes].every((node) => node.nodeType === Node.ELEMENT_NODE);
    if (soleParagraph) first.replaceWith(...first.childNodes);
  }
  while (root.lastChild && isEmptyParagraph(root.lastChild)) root.lastChild.remove();
  return template.innerHTML;
}

function isEmptyParagraph(node: ChildNode): boolean {
  if (node.nodeType === Node.TEXT_NODE) return !node.textContent?.trim();
  return (
    node instanceof Element && node.tagName === 'P' && node.attributes.length === 0 && !node.hasChildNodes()
  );
}

/**
 * What the owner typed as a link's address, as the link will store it, or null when a post may
 * not link there (BLOG_HTML_POLICY: http(s), mailto, tel or a path on this site). A bare
 * "www.example.com" gets https://, a bare e-mail address mailto:.
 */
export function linkAddress(typed: string): string | null {
  const text = typed.trim();
  if (!text || /\s/.test(text)) return null;
  let href = text;
  if (/^[^\s@/:]+@[^\s@/:]+\.[^\s@/:]+$/.test(text)) href = `mailto:${text}`;
  else if (/^(?:www\.)?[a-z0-9-]+(?:\.[a-z0-9-]+)+(?:[/?#]|$)/i.test(text)) href = `https://${text}`;
  const allowed =
    /^(?:https?:\/\/[^/\\]|mailto:|tel:)/i.test(href) || /^\/(?![/\\])/.test(href) || /^[#?]/.test(href);
  return allowed && BLOG_HTML_POLICY.ALLOWED_URI_REGEXP.test(href) ? href : null;
}

/** A picture's address as the post will store it (a site path or an https address), or null. */
export function pictureAddress(typed: string): string | null {
  const parsed = FeaturedImageSchema.safeParse(typed);
  return parsed.success && parsed.data ? parsed.data : null;
}
