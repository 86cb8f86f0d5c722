import './post-content.css';

/**
 * A blog post's HTML, as the API hands it out: sanitised on the server with the blog's allow-list
 * (functions/src/blog/blog.sanitize.ts) on every read, so pages need no sanitiser of their own and
 * the server's render and the browser show the same markup. The back office's live preview
 * sanitises its unsaved draft in the browser first (shop/sanitize-post-html), with the same list.
 */
export function PostContent({
  html,
  lang,
  testId = 'blog-content',
}: {
  /** HTML already sanitised with BLOG_HTML_POLICY. */
  html: string;
  lang: string;
  testId?: string;
}) {
  return (
    <div className="prose" lang={lang} data-testid={testId} dangerouslySetInnerHTML={{ __html: html }} />
  );
}
