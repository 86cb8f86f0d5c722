import { describe, expect, it } from 'vitest';
import { pathInLanguage, splitLanguage } from './languages.js';

describe('page addresses in two languages', () => {
  it('reads the language and the page from an address', () => {
    expect(splitLanguage('/')).toEqual({ language: 'en', path: '/' });
    expect(splitLanguage('/shop?category=honey')).toEqual({ language: 'en', path: '/shop?category=honey' });
    expect(splitLanguage('/mr')).toEqual({ language: 'mr', path: '/' });
    expect(splitLanguage('/mr/')).toEqual({ language: 'mr', path: '/' });
    expect(splitLanguage('/mr?x=1')).toEqual({ language: 'mr', path: '/?x=1' });
    expect(splitLanguage('/mr/product/1')).toEqual({ language: 'mr', path: '/product/1' });
    // Only the whole first segment names the language.
    expect(splitLanguage('/mrs-jadhav')).toEqual({ language: 'en', path: '/mrs-jadhav' });
  });

  it('gives a page’s address in either language, and back', () => {
    expect(pathInLanguage('/', 'mr')).toBe('/mr');
    expect(pathInLanguage('/?x=1', 'mr')).toBe('/mr?x=1');
    expect(pathInLanguage('/blog/x', 'mr')).toBe('/mr/blog/x');
    expect(pathInLanguage('/blog/x', 'en')).toBe('/blog/x');
    for (const path of ['/', '/shop?category=honey', '/product/1', '/orders/abc'])
      expect(splitLanguage(pathInLanguage(path, 'mr'))).toEqual({ language: 'mr', path });
  });
});
