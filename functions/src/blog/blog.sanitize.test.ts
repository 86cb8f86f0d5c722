import { describe, expect, it } from 'vitest';
import { BLOG_HTML_CASES } from '../contract/blog-html.fixtures.js';
import { sanitizeBlogHtml } from './blog.sanitize.js';

describe('the API’s blog sanitiser (sanitize-html, BLOG_HTML_POLICY)', () => {
  it.each(BLOG_HTML_CASES)('%s → %s', async (input, clean) => {
    expect(await sanitizeBlogHtml(input)).toBe(clean);
  });

  it('keeps no code, whatever the markup tricks', async () => {
    const tricks = [
      '<svg><script>alert(1)</script></svg>',
      '<a href="JaVaScRiPt:alert(1)">x</a>',
      '<a href="  javascript:alert(1)">x</a>',
      '<a href="java&#x09;script:alert(1)">x</a>',
      '<img src=x onerror=alert(1)>',
      '<img src="data:image/svg+xml;base64,PHN2Zz4=">',
      '<a href="//evil.example/">x</a>',
      '<p style="background:url(javascript:alert(1))">x</p>',
      '<noscript><p title="</noscript><img src=x onerror=alert(1)>"></noscript>',
    ];
    for (const input of tricks) {
      const clean = await sanitizeBlogHtml(input);
      expect(clean, input).not.toMatch(/script|onerror|javascript|data:|evil|style/i);
    }
  });
});
