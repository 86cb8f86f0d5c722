import { describe, expect, it } from 'vitest';
import { stripScripts } from './strip-scripts-proxy.js';

/* A page shaped like the server-rendered storefront's: entry module, preloads, page data, JSON-LD. */
const scriptless = (body: string) => `<!doctype html>
<html lang="en-IN">
  <head>
    <meta charset="UTF-8" />
    ${body}
  </head>
</html>`;

const entry = '<script type="module" crossorigin src="/assets/index-BKZop76q.js"></script>';
const preload = '<link rel="modulepreload" crossorigin href="/assets/product-Dx1.js">';
const pageData =
  '<script id="page-data" type="application/json">{"product":{"name":"Jaggery <\\/script>"}}</script>';
const inline = "<SCRIPT>\n  window.x = '<b>';\n</script >";
const ldJson = '<script type="application/ld+json" data-rh>{"@type":"Product","name":"Jaggery"}</script>';
const rest = [
  '<link rel="stylesheet" href="/assets/index-CcAvczQy.css" disabled>',
  '<style>:root{--green-900:#1f4a28}</style>',
  '<link rel="preload" as="image" href="/images/products/jaggery.webp">',
  '<main><h1>Organic jaggery</h1><p>From Karad, <a href="/shop">shop</a>.</p><noscript>Hi</noscript></main>',
];

describe('stripScripts', () => {
  it('removes scripts and module preloads and leaves everything else byte for byte', () => {
    const parts = [entry, rest[0]!, preload, rest[1]!, ldJson, rest[2]!, rest[3]!, pageData, inline];
    const removed = [entry, preload, pageData, inline];

    const stripped = stripScripts(scriptless(parts.join('\n    ')));

    // Exactly the removed elements are gone: not the whitespace around them, nothing else.
    expect(stripped).toBe(
      scriptless(parts.map((part) => (removed.includes(part) ? '' : part)).join('\n    ')),
    );
    expect(stripped).not.toMatch(/<script(?![^>]*application\/ld\+json)/i);
    expect(stripped).not.toContain('modulepreload');
    expect(stripped).toContain(ldJson);
  });

  it('leaves a page without scripts as it is', () => {
    const html = scriptless(rest.join('\n'));
    expect(stripScripts(html)).toBe(html);
  });
});
