import { describe, expect, it } from 'vitest';
import { BLOG_HTML_CASES } from '../contract/blog-html.fixtures.js';
import { sanitizeBlogHtml } from './blog.sanitize.js';

describe('the API’s blog sanitiser (DOMPurify on jsdom, BLOG_HTML_POLICY)', () => {
  it.each(BLOG_HTML_CASES)('%s → %s', async (input, clean) => {
    expect(await sanitizeBlogHtml(input)).toBe(clean);
  });
});
