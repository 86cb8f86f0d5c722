// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { linkAddress, pictureAddress, tidyPostHtml } from './post-html';

describe('the editor’s HTML as stored', () => {
  it('leaves out the paragraph inside a list item or cell when it is the only one', () => {
    expect(
      tidyPostHtml('<ul><li><p>Cane</p></li><li><p>Gul</p><ul><li><p>Cubes</p></li></ul></li></ul>'),
    ).toBe('<ul><li>Cane</li><li>Gul<ul><li>Cubes</li></ul></li></ul>');
    expect(tidyPostHtml('<table><tbody><tr><td><p>1</p></td><th><p>2</p></th></tr></tbody></table>')).toBe(
      '<table><tbody><tr><td>1</td><th>2</th></tr></tbody></table>',
    );
  });

  it('keeps paragraphs that say something: two in an item, or one with a language', () => {
    const two = '<ul><li><p>One</p><p>Two</p></li></ul>';
    expect(tidyPostHtml(two)).toBe(two);
    const marked = '<ul><li><p lang="en">One</p></li></ul>';
    expect(tidyPostHtml(marked)).toBe(marked);
  });

  it('drops the empty paragraphs after the last block, not those the owner left between', () => {
    expect(tidyPostHtml('<p>a</p><p></p><p>b</p><ul><li><p>c</p></li></ul><p></p><p></p>')).toBe(
      '<p>a</p><p></p><p>b</p><ul><li>c</li></ul>',
    );
  });
});

describe('addresses the owner types', () => {
  it.each([
    ['https://karadorganic.in/shop', 'https://karadorganic.in/shop'],
    ['  http://example.com ', 'http://example.com'],
    ['/shop?category=gulkand', '/shop?category=gulkand'],
    ['www.example.com/path', 'https://www.example.com/path'],
    ['example.com', 'https://example.com'],
    ['farm@karadorganic.in', 'mailto:farm@karadorganic.in'],
    ['mailto:farm@karadorganic.in', 'mailto:farm@karadorganic.in'],
    ['tel:+919800000000', 'tel:+919800000000'],
  ])('links %j as %j', (typed, href) => {
    expect(linkAddress(typed)).toBe(href);
  });

  it.each([
    '',
    'javascript:alert(1)',
    'data:text/html,x',
    '//evil.example',
    '/\\evil.example',
    'two words',
    'shop',
  ])('refuses to link %j', (typed) => {
    expect(linkAddress(typed)).toBeNull();
  });

  it('takes a picture from this site or an https address, as the featured image does', () => {
    expect(pictureAddress(' /images/blog/gul.jpg ')).toBe('/images/blog/gul.jpg');
    expect(pictureAddress('https://example.com/a.jpg')).toBe('https://example.com/a.jpg');
    for (const bad of [
      '',
      'http://example.com/a.jpg',
      '//example.com/a.jpg',
      'javascript:x',
      'data:image/png;base64,AA',
    ])
      expect(pictureAddress(bad)).toBeNull();
  });
});
