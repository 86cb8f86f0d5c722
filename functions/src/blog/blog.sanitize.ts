import type { IOptions } from 'sanitize-html';
import { BLOG_HTML_POLICY } from '../contract/blog-html.js';

/**
 * Sanitises a post's HTML with the storefront's own allow-list (BLOG_HTML_POLICY), on the server,
 * without a DOM: sanitize-html walks the markup with htmlparser2, so neither a blog write nor a
 * post's page (the `site` function renders it from this API's answer) loads a browser emulation
 * like jsdom (about a second on a cold instance). It runs when a post is saved and again on every
 * read, so a post edited by hand in the Firestore console still reaches no page unsanitised.
 */
const OPTIONS: IOptions = {
  allowedTags: [...BLOG_HTML_POLICY.ALLOWED_TAGS],
  allowedAttributes: { '*': [...BLOG_HTML_POLICY.ALLOWED_ATTR] },
  // Links and images: http(s), mailto and tel, or a path on this site; never javascript: or data:.
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  allowedSchemesAppliedToAttributes: ['href', 'src', 'cite'],
  allowProtocolRelative: false,
  // Anything else goes with its content when it can only hold code or styles, else only the tag.
  disallowedTagsMode: 'discard',
  nonTextTags: ['script', 'style', 'textarea', 'option', 'noscript', 'iframe', 'object', 'embed', 'template'],
  parseStyleAttributes: false,
};

type Sanitize = (html: string, options: IOptions) => string;
let loading: Promise<Sanitize> | undefined;

export async function sanitizeBlogHtml(html: string): Promise<string> {
  if (html === '') return html;
  // Loaded on the first post read or written: no other route pays for it at a cold start.
  loading ??= import('sanitize-html')
    .then((module) => module.default as Sanitize)
    .catch((error: unknown) => {
      loading = undefined;
      throw error;
    });
  // Void elements as HTML writes them (`<img …>`, as the browser's preview does), not `<img … />`:
  // text and attribute values never hold a raw `>`, so ` />` only ever ends a tag here.
  return (await loading)(html, OPTIONS).replace(/ \/>/g, '>');
}
