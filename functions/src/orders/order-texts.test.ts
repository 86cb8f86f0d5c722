import { describe, expect, it } from 'vitest';
import { CASUAL_ADDRESS, REJECTED_WORDS } from '../contract/marathi-glossary.fixtures.js';
import { ORDER_STATUSES } from '../contract/orders.js';
import { OWNER_TEXT, SHOPPER_TEXT, shopperTextIn } from './order-texts.js';
import { SHOPPER_TEXT as MARATHI } from './order-texts.mr.js';

/** Every text of the shopper's news, in a language, for each status and with and without a note. */
function shopperTexts(words: typeof SHOPPER_TEXT): string[] {
  return [
    ...ORDER_STATUSES.flatMap((status) => [
      words.update('Sunita', 'KO-1042', status, undefined),
      words.update('Sunita', 'KO-1042', status, 'EE123456789IN'),
      words.mailSubject('KO-1042', status),
    ]),
    words.update('Sunita', 'KO-1042', 'OnHold', undefined),
    words.paidSubject('KO-1042'),
    words.paid('Sunita', 'KO-1042', '₹1,234.00'),
    words.mailFooter,
  ];
}

describe('the texts the API writes about an order', () => {
  it('are chosen by the language the shopper ordered in', () => {
    expect(shopperTextIn('en')).toBe(SHOPPER_TEXT);
    expect(shopperTextIn('mr')).toBe(MARATHI);
  });

  it('say the shopper’s news in Marathi, statuses named, figures and names kept', () => {
    for (const text of shopperTexts(MARATHI)) {
      expect(text).toMatch(/[\u0900-\u097F]/);
      expect(text).not.toMatch(CASUAL_ADDRESS);
      for (const [word, chosen] of REJECTED_WORDS) expect(text, `use “${chosen}”`).not.toMatch(word);
    }
    expect(MARATHI.mailSubject('KO-1042', 'Shipped')).toBe('आपली Karad Organic ऑर्डर KO-1042 रवाना झाली आहे');
    expect(MARATHI.update('Sunita', 'KO-1042', 'Shipped', 'EE123456789IN')).toContain('EE123456789IN');
    expect(MARATHI.paid('Sunita', 'KO-1042', '₹1,234.00')).toContain('₹1,234.00');
    // An unknown status is shown as given rather than dropped.
    expect(MARATHI.update('Sunita', 'KO-1042', 'OnHold', undefined)).toContain('“OnHold”');
  });

  it('keeps the UPI note short Latin text (bank statements show only Latin)', () => {
    for (const number of ['KO-1042', 'KO-99999', '#AbCd1234']) {
      const note = OWNER_TEXT.upiNote(number);
      expect(note).toMatch(/^[\x20-\x7E]+$/);
      expect(note).toContain(number);
    }
  });
});
