import { BLOG_HTML_POLICY } from '../contract/blog-html.js';

/**
 * Sanitises a post's HTML with DOMPurify and the storefront's own allow-list (BLOG_HTML_POLICY),
 * on a jsdom window. jsdom is large (tens of milliseconds to load), so it is imported on the first
 * blog write only: no other route, and no cold start, pays for it (docs/performance.md).
 */
type Sanitize = (html: string) => string;
let loading: Promise<Sanitize> | undefined;

async function load(): Promise<Sanitize> {
  const [{ JSDOM }, { default: createDOMPurify }] = await Promise.all([import('jsdom'), import('dompurify')]);
  const purify = createDOMPurify(new JSDOM('').window as unknown as Parameters<typeof createDOMPurify>[0]);
  const config = {
    ...BLOG_HTML_POLICY,
    ALLOWED_TAGS: [...BLOG_HTML_POLICY.ALLOWED_TAGS],
    ALLOWED_ATTR: [...BLOG_HTML_POLICY.ALLOWED_ATTR],
  };
  return (html) => purify.sanitize(html, config);
}

export async function sanitizeBlogHtml(html: string): Promise<string> {
  if (html === '') return html;
  loading ??= load().catch((error: unknown) => {
    loading = undefined;
    throw error;
  });
  return (await loading)(html);
}
