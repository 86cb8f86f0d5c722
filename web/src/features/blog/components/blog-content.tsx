import { useMemo } from 'react';
import DOMPurify from 'dompurify';

/**
 * A post's HTML, sanitised with DOMPurify before it reaches the page: scripts, event-handler
 * attributes, javascript: links, styles and form controls are removed, so a post cannot run code
 * or restyle the shop even if its stored HTML was tampered with.
 */
export function sanitizePostHtml(html: string): string {
  return DOMPurify.sanitize(html, {
    USE_PROFILES: { html: true },
    FORBID_TAGS: ['style', 'form', 'input', 'button', 'textarea', 'select', 'iframe', 'object', 'embed'],
    FORBID_ATTR: ['style'],
  });
}

export function BlogContent({ html, lang }: { html: string; lang: string }) {
  const clean = useMemo(() => sanitizePostHtml(html), [html]);
  return (
    <div
      className="prose"
      lang={lang}
      data-testid="blog-content"
      dangerouslySetInnerHTML={{ __html: clean }}
    />
  );
}
