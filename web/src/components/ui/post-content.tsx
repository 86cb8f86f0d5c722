import { useMemo } from 'react';
import { sanitizePostHtml } from '../../lib/sanitize-post-html';
import './post-content.css';

/**
 * A blog post's HTML, sanitised (lib/sanitize-post-html) before it reaches the page. The blog and
 * the back office's live preview both show posts through this, so the owner sees what readers will.
 */
export function PostContent({
  html,
  lang,
  testId = 'blog-content',
}: {
  html: string;
  lang: string;
  testId?: string;
}) {
  const clean = useMemo(() => sanitizePostHtml(html), [html]);
  return (
    <div className="prose" lang={lang} data-testid={testId} dangerouslySetInnerHTML={{ __html: clean }} />
  );
}
