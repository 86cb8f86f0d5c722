// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { Editor } from '@tiptap/react';
import { BLOG_HTML_POLICY } from '@contract/blog-html';
import { sanitizePostHtml } from '@/shop/sanitize-post-html';
import { blogPosts } from '../../../../../seed/src/data/blog-posts';
import { insertPicture, postExtensions, postHtmlOf } from './post-editor';

/*
 * The editor's document model and the HTML it yields, without a screen: the same commands the
 * toolbar's buttons run, on an editor with the post editor's extensions.
 */

const editors: Editor[] = [];
afterEach(() => {
  for (const editor of editors.splice(0)) editor.destroy();
});

function editorWith(content = ''): Editor {
  const editor = new Editor({ extensions: postExtensions(), content });
  editors.push(editor);
  return editor;
}

/** Whitespace between block tags means nothing in a post; the seeded posts have line breaks there. */
const blocks = (html: string) => html.replace(/>\s+</g, '><').trim();

describe('what the editor yields', () => {
  it('keeps each paragraph a paragraph of its own', () => {
    const editor = editorWith();
    editor.chain().insertContent('The first rain.').splitBlock().insertContent('The soil smells.').run();
    expect(postHtmlOf(editor)).toBe('<p>The first rain.</p><p>The soil smells.</p>');
  });

  it('yields nothing for an empty editor, not an empty paragraph', () => {
    const editor = editorWith();
    expect(postHtmlOf(editor)).toBe('');
    editor.chain().insertContent('x').selectAll().deleteSelection().run();
    expect(postHtmlOf(editor)).toBe('');
  });

  it('makes headings of the two levels the toolbar offers', () => {
    const editor = editorWith();
    editor
      .chain()
      .insertContent('Sowing')
      .toggleHeading({ level: 2 })
      .splitBlock()
      .insertContent('In June')
      .toggleHeading({ level: 3 })
      .splitBlock()
      .insertContent('We sow after the first rain.')
      .setParagraph()
      .run();
    expect(postHtmlOf(editor)).toBe('<h2>Sowing</h2><h3>In June</h3><p>We sow after the first rain.</p>');
  });

  it('writes list items as the seeded posts do, without a paragraph inside each', () => {
    const editor = editorWith();
    editor
      .chain()
      .insertContent('Cane')
      .toggleBulletList()
      .splitListItem('listItem')
      .insertContent('Gul')
      .run();
    expect(postHtmlOf(editor)).toBe('<ul><li>Cane</li><li>Gul</li></ul>');
    editor.chain().setTextSelection(3).toggleOrderedList().run();
    expect(postHtmlOf(editor)).toBe('<ol><li>Cane</li><li>Gul</li></ol>');
  });

  it('links words to an address the policy allows, with no target or rel', () => {
    const editor = editorWith('<p>See the shop.</p>');
    editor.chain().setTextSelection({ from: 9, to: 13 }).setLink({ href: '/shop' }).run();
    expect(postHtmlOf(editor)).toBe('<p>See the <a href="/shop">shop</a>.</p>');
    editor.chain().selectAll().unsetLink().run();
    expect(postHtmlOf(editor)).toBe('<p>See the shop.</p>');
  });

  it('refuses a javascript: link', () => {
    const editor = editorWith('<p>Click <a href="javascript:alert(1)">here</a>.</p>');
    expect(postHtmlOf(editor)).toBe('<p>Click here.</p>');
  });

  it('puts a picture where the cursor is, with its description', () => {
    const editor = editorWith('<p>Before.</p>');
    editor.commands.focus('end');
    insertPicture(editor, '/images/blog/jaggery.jpg', 'Jaggery cubes ');
    expect(postHtmlOf(editor)).toBe('<p>Before.</p><img src="/images/blog/jaggery.jpg" alt="Jaggery cubes">');
  });

  it('yields only what the sanitiser keeps', () => {
    const editor = editorWith();
    editor
      .chain()
      .insertContent('Title')
      .toggleHeading({ level: 2 })
      .splitBlock()
      .insertContent('Read ')
      .insertContent({
        type: 'text',
        text: 'this',
        marks: [{ type: 'link', attrs: { href: 'https://x.in' } }],
      })
      .run();
    insertPicture(editor, 'https://example.com/a.jpg', 'A');
    const html = postHtmlOf(editor);
    expect(sanitizePostHtml(html)).toBe(html);
  });
});

describe('posts written before the editor', () => {
  it.each(
    blogPosts.flatMap((post) => (['en', 'mr'] as const).map((lang) => [post._id, lang, post[lang].content])),
  )('opens %s (%s) with every paragraph, heading and list as it was', (_id, _lang, content) => {
    expect(postHtmlOf(editorWith(content))).toBe(blocks(content));
  });

  /** Every element and attribute BLOG_HTML_POLICY allows, as a post might hold them. */
  const EVERYTHING = [
    '<h2 lang="en" dir="ltr">Two</h2><h3>Three</h3><h4>Four</h4><h5>Five</h5><h6>Six</h6>',
    '<p title="t">A <strong>b</strong> <em>i</em> <u>u</u> <s>s</s> <code>c</code> <mark>m</mark> <small>sm</small>',
    ' H<sub>2</sub>O x<sup>2</sup> <abbr title="Food Safety">FSSAI</abbr> <kbd>Ctrl</kbd> <cite>Krishi</cite>',
    ' <q cite="https://a.in">quote</q> <ins cite="https://a.in" datetime="2025-01-01">new</ins>',
    ' <del datetime="2025-01-01">old</del> <span lang="mr">गूळ</span> <a href="mailto:farm@x.in" title="Mail">mail</a>',
    ' <a href="tel:+919800000000">call</a><br>next line</p>',
    '<blockquote cite="https://a.in"><p>Said.</p></blockquote>',
    '<ul><li>One<ul><li>Nested</li></ul></li><li><p>Two</p><p>paragraphs</p></li></ul>',
    '<ol reversed="" start="3"><li>Three</li></ol>',
    '<pre><code>code  block</code></pre><hr>',
    '<img src="/images/a.jpg" alt="A" title="T" width="300" height="200" loading="lazy">',
    '<a href="/shop"><img src="/images/b.jpg" alt="B"></a>',
    '<figure><img src="/images/c.jpg" alt="C"><figcaption>Caption</figcaption></figure>',
    '<dl><dt>Gul</dt><dd>Jaggery</dd></dl>',
    '<table><caption>Prices</caption><thead><tr><th scope="col">Pack</th><th>₹</th></tr></thead>',
    '<tbody><tr><td colspan="2">All</td></tr><tr><td rowspan="2">a</td><td>b</td></tr></tbody>',
    '<tfoot><tr><td>c</td><td>d</td></tr></tfoot></table>',
  ].join('');

  it('keeps everything the sanitiser allows', () => {
    expect(sanitizePostHtml(EVERYTHING)).toBe(EVERYTHING);
    expect(postHtmlOf(editorWith(EVERYTHING))).toBe(EVERYTHING);
  });

  it('keeps b, i and a pre without code as their usual equivalents', () => {
    expect(postHtmlOf(editorWith('<p><b>b</b> <i>i</i></p><pre>x</pre>'))).toBe(
      '<p><strong>b</strong> <em>i</em></p><pre><code>x</code></pre>',
    );
  });

  it('has a name for every tag the policy allows', () => {
    // A tag added to the policy must be added to the editor too, or posts would lose it.
    const written = new Set([...EVERYTHING.matchAll(/<([a-z0-9]+)/g)].map((match) => match[1]));
    expect(BLOG_HTML_POLICY.ALLOWED_TAGS.filter((tag) => !written.has(tag))).toEqual(['b', 'i']);
  });
});
