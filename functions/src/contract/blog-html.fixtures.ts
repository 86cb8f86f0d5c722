/**
 * Inputs and the HTML BLOG_HTML_POLICY leaves of them, for the tests of both sanitisers (the
 * API's, on jsdom, and the storefront's, in the browser): one table, so they cannot drift apart.
 */
export const BLOG_HTML_CASES: [input: string, clean: string][] = [
  [
    '<p>Fresh <strong>gul</strong> &amp; <em>ghee</em></p>',
    '<p>Fresh <strong>gul</strong> &amp; <em>ghee</em></p>',
  ],
  ['<h2>Season</h2><ul><li>one</li></ul>', '<h2>Season</h2><ul><li>one</li></ul>'],
  ['<p onclick="steal()">Hi<script>alert(1)</script></p>', '<p>Hi</p>'],
  ['<a href="javascript:alert(1)">bad</a>', '<a>bad</a>'],
  [
    '<a href="https://example.org/x" style="color:red" data-x="1">good</a>',
    '<a href="https://example.org/x">good</a>',
  ],
  ['<img src="/images/a.svg" onerror="x()" alt="a">', '<img src="/images/a.svg" alt="a">'],
  ['<iframe src="https://evil.example"></iframe><form><input></form>', ''],
  ['<style>body{display:none}</style><p>x</p>', '<p>x</p>'],
  ['<h1>Title</h1>', 'Title'],
];
