import { describe, expect, it } from 'vitest';
import * as EN from '../contract/messages.js';
import * as MR from '../contract/messages.mr.js';
import { inLanguage, messagesIn, requestLanguage } from './language.js';

const asking = (header?: string) => ({ headers: header === undefined ? {} : { 'accept-language': header } });

describe('requestLanguage', () => {
  it('is Marathi when the caller names Marathi first, English otherwise', () => {
    expect(requestLanguage(asking('mr'))).toBe('mr');
    expect(requestLanguage(asking('mr-IN,en;q=0.8'))).toBe('mr');
    expect(requestLanguage(asking('en-IN'))).toBe('en');
    expect(requestLanguage(asking('en-IN,mr;q=0.9'))).toBe('en');
    expect(requestLanguage(asking('hi'))).toBe('en');
    expect(requestLanguage(asking('mrx'))).toBe('en');
    expect(requestLanguage(asking())).toBe('en');
  });
});

describe('inLanguage', () => {
  it('puts a written message in Marathi, and leaves English and unknown words alone', () => {
    expect(inLanguage(EN.API_MESSAGES.signInRequired, 'mr')).toBe(MR.API_MESSAGES.signInRequired);
    expect(inLanguage(EN.API_MESSAGES.signInRequired, 'en')).toBe(EN.API_MESSAGES.signInRequired);
    expect(inLanguage('Expected string, received number', 'mr')).toBe('Expected string, received number');
  });

  it('carries a message’s values into the Marathi sentence, a value named twice as well', () => {
    const line = 'गूळ (500 ग्रॅम)';
    expect(inLanguage(EN.CART_MESSAGES.quantityCapped(3, line), 'mr')).toBe(
      MR.CART_MESSAGES.quantityCapped(3, line),
    );
    expect(inLanguage(EN.CART_MESSAGES.outOfStock(line), 'mr')).toBe(MR.CART_MESSAGES.outOfStock(line));
    expect(inLanguage(EN.CHECKOUT_MESSAGES.tooManyLines(20), 'mr')).toBe(
      MR.CHECKOUT_MESSAGES.tooManyLines(20),
    );
  });

  /**
   * Every shopper message with values, called with sample values, comes back as its Marathi twin
   * with the same values. Two are left out: the storefront alone words them (the API never sends
   * them), and the English shapes their count (“Items (3)”, “Rated 4.5 …”), so no template fits.
   */
  it('translates every shopper message with values that the API can send', () => {
    const pageOnly = new Set(['CART_MESSAGES.itemsHeading', 'REVIEW_MESSAGES.ratingLabel']);
    const english = EN as unknown as Record<string, Record<string, unknown>>;
    const marathi = MR as unknown as Record<string, Record<string, unknown>>;
    const wrong: string[] = [];
    for (const [group, messages] of Object.entries(english)) {
      if (marathi[group] === messages) continue; // the owner's groups: English in both
      for (const [key, message] of Object.entries(messages)) {
        if (typeof message !== 'function' || pageOnly.has(`${group}.${key}`)) continue;
        const values = Array.from({ length: message.length }, (_, i) => (i % 2 ? 'मध (250 ग्रॅम)' : 7));
        const twin = marathi[group]![key] as (...args: unknown[]) => string;
        const written = (message as (...args: unknown[]) => string)(...values);
        if (inLanguage(written, 'mr') !== twin(...values)) wrong.push(`${group}.${key}`);
      }
    }
    expect(wrong).toEqual([]);
  });

  it('finds the catalogue of a language', () => {
    expect(messagesIn('mr').ORDER_LIFECYCLE_MESSAGES.mailFooter).toBe(MR.ORDER_LIFECYCLE_MESSAGES.mailFooter);
    expect(messagesIn('en').ORDER_LIFECYCLE_MESSAGES.mailFooter).toBe(EN.ORDER_LIFECYCLE_MESSAGES.mailFooter);
  });
});
