// @vitest-environment jsdom
// (happy-dom is not a DOM DOMPurify supports: it keeps too little. Chromium runs it for real in tests/e2e.)
import { describe, expect, it } from 'vitest';
import { BLOG_HTML_CASES } from '@contract/blog-html.fixtures';
import { sanitizePostHtml } from './sanitize-post-html';

describe('the storefront’s blog sanitiser: the same allow-list as the API’s', () => {
  it.each(BLOG_HTML_CASES)('%s → %s', (input, clean) => {
    expect(sanitizePostHtml(input)).toBe(clean);
  });
});
