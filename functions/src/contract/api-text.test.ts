import { describe, expect, expectTypeOf, it } from 'vitest';
import { z } from 'zod';
import {
  issueMessage,
  msg,
  renderMessage,
  says,
  type ApiTextCatalogue,
  type CodeWithParams,
  type MessageCode,
  type MessageParams,
} from './api-message.js';
import { API_TEXT as ENGLISH } from './api-text.js';
import { API_TEXT as MARATHI } from './api-text.mr.js';
import { CASUAL_ADDRESS, REJECTED_WORDS } from './marathi-glossary.fixtures.js';
import { formatRupees } from './money.js';
import { ORDER_STATUSES, PAYMENT_STATUSES } from './orders.js';

/*
 * What the API says, by code (docs/decisions/018): every code renders in both languages with its
 * parameters, every parameter shows in the words, the Marathi is Marathi, and a code one language
 * lacks fails here (and at compile time: api-text.mr.ts `satisfies` the English shape).
 */

/**
 * Sample parameters of every code that takes them. Its type makes the compiler name each such code
 * (a code added with parameters and not listed here, or listed with the wrong ones, is an error).
 */
const SAMPLE_PARAMS: { [C in CodeWithParams]: MessageParams<C> } = {
  'api.noEndpoint': { method: 'GET', path: '/api/nowhere' },
  'api.nameTooLong': { max: 60 },
  'field.tooLong': { max: 120 },
  'field.tooShort': { min: 3 },
  'field.tooLarge': { max: 99 },
  'field.tooSmall': { min: 1 },
  'field.tooMany': { max: 20 },
  'field.tooFew': { min: 2 },
  'field.unknownKeys': { keys: ['colour', 'size'] },
  'catalogue.noSuchOption': { product: 'Kolhapuri Jaggery', unit: '2kg' },
  'cart.quantityTooLarge': { max: 99 },
  'cart.outOfStock': { product: 'Kolhapuri Jaggery', unit: '500g' },
  'cart.quantityCapped': { quantity: 7, product: 'Kolhapuri Jaggery', unit: '500g' },
  'cart.tooManyLines': { max: 30 },
  'address.nameTooLong': { max: 100 },
  'address.streetTooLong': { max: 200 },
  'address.cityTooLong': { max: 80 },
  'address.stateTooLong': { max: 81 },
  'address.countryTooLong': { max: 60 },
  'address.landmarkTooLong': { max: 100 },
  'address.tooMany': { max: 20 },
  'checkout.tooManyDirectItems': { max: 10 },
  'checkout.outOfStock': { product: 'A2 Ghee', unit: '500ml' },
  'checkout.notEnoughStock': { left: 4, product: 'A2 Ghee', unit: '500ml' },
  'checkout.lineQuantityTooLarge': { product: 'Bananas', unit: 'dozen', max: 99 },
  'checkout.tooManyLines': { max: 30 },
  'pricing.firstOrderDiscount': { percent: 15 },
  'pricing.freeInKarad': { over: 999 },
  'pricing.addForFreeDelivery': { more: 120.5 },
  'pricing.deliveryOutsideKarad': { fee: 1120 },
  'pricing.notDeliverable': { pincode: '110001' },
  'order.moveNotAllowed': { from: 'Delivered', to: 'Pending' },
  'order.cancelOnlyPending': { status: 'Shipped' },
  'order.tooManyPending': { max: 3 },
  'order.staleNote': { hours: 72 },
  'order.claimExpiredNote': { hours: 48 },
  'payment.codOverMax': { max: 2000 },
  'payment.claimNotDue': { status: 'claimed' },
  'payment.markNotAllowed': { from: 'refunded', to: 'paid' },
  'payment.markNoteInvalid': { max: 200 },
  'review.commentTooLong': { max: 2000 },
  'testimonial.tooLong': { max: 1000 },
  'testimonial.limitReached': { max: 2 },
  'blog.slugTaken': { slug: 'jaggery-season' },
  'blog.titleTooLong': { max: 200 },
  'blog.tooManyTags': { max: 10 },
  'admin.noteTooLong': { max: 200 },
  'admin.unknownUnit': { product: 'Honey', unit: '2kg' },
  'admin.duplicateUnit': { unit: '250 g' },
  'admin.packExists': { product: 'Honey', unit: '500g' },
  'admin.lastPack': { product: 'Honey' },
  'admin.tooManyPacks': { max: 20 },
  'settings.pincodesInvalid': { wrong: ['41512', '015110'] },
  'settings.tooManyPincodes': { max: 200 },
  'settings.claimHoursInvalid': { min: 24, max: 720 },
  'moderation.limitInvalid': { max: 100 },
  'photo.wrongSize': { smallest: 64, largest: 1600 },
  // seller.* (issue 38)
  // pack.* (issue 38)
  // bill.* (issue 38)
  // complaint.* (issue 38)
};

const CATALOGUES: Record<'en' | 'mr', ApiTextCatalogue> = { en: ENGLISH, mr: MARATHI };
const CODES = Object.keys(ENGLISH) as MessageCode[];
const paramsOf = (code: MessageCode): Record<string, unknown> =>
  (SAMPLE_PARAMS as Record<string, Record<string, unknown>>)[code] ?? {};
const render = (language: 'en' | 'mr', code: MessageCode, params: Record<string, unknown> = paramsOf(code)) =>
  renderMessage(CATALOGUES[language], { code, params });

/** Statuses travel by key and each language names them: the key itself need not show. */
const STATUS_KEYS = new Set<unknown>([...ORDER_STATUSES, ...PAYMENT_STATUSES]);

/** Whether a parameter's value shows in the words: as given, or as the shop writes a number or amount. */
function shows(text: string, value: unknown): boolean {
  if (Array.isArray(value)) return value.every((item) => shows(text, item));
  if (typeof value === 'number') return text.includes(String(value)) || text.includes(formatRupees(value));
  return text.includes(String(value));
}

/** Devanagari letters against Latin ones, the values of the parameters left out. */
function mostlyDevanagari(text: string, params: Record<string, unknown>): boolean {
  let words = text;
  for (const value of Object.values(params).flat()) words = words.split(String(value)).join(' ');
  const devanagari = words.match(/[\u0900-\u097F]/g)?.length ?? 0;
  const latin = words.match(/[A-Za-z]/g)?.length ?? 0;
  return devanagari > latin;
}

// ---- At type level (tsc -p functions checks this file) ----

expectTypeOf(msg('cart.quantityTooLarge', { max: 99 })).toEqualTypeOf<
  ReturnType<typeof msg<'cart.quantityTooLarge'>>
>();
// @ts-expect-error a code that takes parameters needs them
msg('cart.quantityTooLarge');
// @ts-expect-error parameters are named, and checked
msg('cart.quantityTooLarge', { limit: 99 });
// @ts-expect-error a code without parameters takes none
msg('api.forbidden', { max: 1 });
// @ts-expect-error no such code
msg('cart.noSuchCode');
// @ts-expect-error schemas name codes that exist
says('address.noSuchCode');

describe('the API’s words by code (api-text.ts, api-text.mr.ts)', () => {
  it('has the same codes in both languages, each a string or a function of one object in both', () => {
    expect(Object.keys(MARATHI).sort()).toEqual([...CODES].sort());
    for (const code of CODES) {
      const [english, marathi] = [ENGLISH[code], (MARATHI as Record<string, unknown>)[code]];
      expect(typeof marathi, code).toBe(typeof english);
      if (typeof english === 'function') expect((marathi as () => string).length, code).toBe(1);
    }
  });

  it('has sample parameters for exactly the codes that take them', () => {
    const withParams = CODES.filter((code) => typeof ENGLISH[code] === 'function');
    expect(Object.keys(SAMPLE_PARAMS).sort()).toEqual(withParams.sort());
  });

  it.each(CODES)('renders %s in both languages, with every parameter in the words', (code) => {
    const params = paramsOf(code);
    for (const language of ['en', 'mr'] as const) {
      const text = render(language, code);
      expect(text, `${language} ${code}`).toEqual(expect.any(String));
      expect(text!.trim(), `${language} ${code}`).not.toBe('');
      for (const [name, value] of Object.entries(params)) {
        if (STATUS_KEYS.has(value)) continue;
        expect(shows(text!, value), `${language} ${code}: ${name} = ${String(value)} in “${text}”`).toBe(
          true,
        );
      }
    }
  });

  it.each(CODES.filter((code) => Object.values(paramsOf(code)).some((value) => STATUS_KEYS.has(value))))(
    'names the statuses of %s in each language, one way for each status',
    (code) => {
      for (const language of ['en', 'mr'] as const) {
        const seen = new Set<string | undefined>();
        for (const status of [...ORDER_STATUSES, ...PAYMENT_STATUSES]) {
          const params = Object.fromEntries(
            Object.entries(paramsOf(code)).map(([name, value]) => [
              name,
              STATUS_KEYS.has(value) ? status : value,
            ]),
          );
          seen.add(render(language, code, params));
        }
        expect(seen.size, `${language} ${code}`).toBe(ORDER_STATUSES.length + PAYMENT_STATUSES.length);
      }
    },
  );

  it('writes the Marathi in Devanagari (names such as UPI, JSON or WhatsApp aside), never as the English', () => {
    for (const code of CODES) {
      const marathi = render('mr', code)!;
      expect(mostlyDevanagari(marathi, paramsOf(code)), `${code}: “${marathi}”`).toBe(true);
      expect(marathi, code).not.toBe(render('en', code));
    }
  });

  it('keeps to the glossary: the reader is आपण, and each term is the one chosen', () => {
    for (const code of CODES) {
      const marathi = render('mr', code)!;
      expect(marathi, code).not.toMatch(CASUAL_ADDRESS);
      for (const [word, chosen] of REJECTED_WORDS)
        expect(marathi, `${code}: use “${chosen}”`).not.toMatch(word);
    }
  });

  it('formats amounts and counts itself: a number in, the shop’s way of writing it out', () => {
    expect(render('en', 'payment.codOverMax', { max: 2000 })).toBe(
      'Cash on delivery is available for orders up to ₹2,000.00.',
    );
    expect(render('mr', 'payment.codOverMax', { max: 2000 })).toBe(
      'कॅश ऑन डिलिव्हरी ₹2,000.00 पर्यंतच्या ऑर्डरसाठी उपलब्ध आहे.',
    );
    expect(render('mr', 'checkout.notEnoughStock', { left: 1, product: 'Ghee', unit: '1kg' })).toContain(
      'फक्त 1 नग उरला आहे',
    );
    expect(render('mr', 'checkout.notEnoughStock', { left: 4, product: 'Ghee', unit: '1kg' })).toContain(
      'फक्त 4 नग उरले आहेत',
    );
    expect(render('mr', 'order.moveNotAllowed', { from: 'Delivered', to: 'Pending' })).toBe(
      'ही ऑर्डर “पोहोचली” स्थितीत आहे; ती “प्रलंबित” स्थितीत बदलता येत नाही.',
    );
    // An unknown status is shown as given rather than dropped.
    expect(render('mr', 'order.cancelOnlyPending', { status: 'OnHold' })).toContain('“OnHold”');
  });

  it('renders nothing for a code it does not know, or parameters an entry cannot use', () => {
    expect(renderMessage(ENGLISH, { code: 'cart.fromTheFuture' })).toBeUndefined();
    expect(renderMessage(ENGLISH, { code: 'toString' })).toBeUndefined();
    expect(renderMessage(MARATHI, { code: 'settings.pincodesInvalid', params: {} })).toBeUndefined();
    expect(renderMessage(ENGLISH, { code: 'api.forbidden', params: { ignored: 1 } })).toBe(
      'You do not have permission to do that.',
    );
  });
});

describe('issueMessage: a zod issue as a message of the API', () => {
  const issueOf = (schema: z.ZodType, value: unknown) => {
    const parsed = schema.safeParse(value);
    if (parsed.success) throw new Error('expected an issue');
    return issueMessage(ENGLISH, parsed.error.issues[0]!);
  };

  it('takes the code a schema names, with the figure of its check', () => {
    const name = z.string(says('address.nameRequired')).max(100, says('address.nameTooLong'));
    expect(issueOf(name, 'x'.repeat(101))).toEqual({ code: 'address.nameTooLong', params: { max: 100 } });
    expect(issueOf(name, 7)).toEqual({ code: 'address.nameRequired', params: {} });
  });

  it('names every problem no schema words by its kind: zod’s own English never gets out', () => {
    const body = z.object({ text: z.string().max(5), n: z.number().int().min(2), yes: z.boolean() }).strict();
    expect(issueOf(body.shape.text, 1)).toEqual({ code: 'field.text', params: {} });
    expect(issueOf(body.shape.text, 'toolong')).toEqual({ code: 'field.tooLong', params: { max: 5 } });
    expect(issueOf(body.shape.n, 'x')).toEqual({ code: 'field.number', params: {} });
    expect(issueOf(body.shape.n, 2.5)).toEqual({ code: 'field.wholeNumber', params: {} });
    expect(issueOf(body.shape.n, 1)).toEqual({ code: 'field.tooSmall', params: { min: 2 } });
    expect(issueOf(body.shape.yes, 'yes')).toEqual({ code: 'field.yesNo', params: {} });
    expect(issueOf(z.enum(['a', 'b']), 'c')).toEqual({ code: 'field.choice', params: {} });
    expect(issueOf(z.email(), 'nobody')).toEqual({ code: 'field.format', params: {} });
    expect(issueOf(z.array(z.string()).min(1), [])).toEqual({ code: 'field.required', params: {} });
    expect(issueOf(body, { text: 'a', n: 3, yes: true, colour: 'red' })).toEqual({
      code: 'field.unknownKeys',
      params: { keys: ['colour'] },
    });
    expect(issueOf(z.union([z.literal(1), z.literal('one')]), 2).code).toBe('field.invalid');
  });

  it('carries a refinement’s own parameters', () => {
    const hours = z
      .number()
      .refine((n) => n >= 24, { message: says('settings.claimHoursInvalid'), params: { min: 24, max: 720 } });
    const message = issueOf(hours, 3);
    expect(message).toEqual({ code: 'settings.claimHoursInvalid', params: { min: 24, max: 720 } });
    expect(renderMessage(MARATHI, message)).toBe('कृपया 24 ते 720 मधील तासांची पूर्ण संख्या टाका.');
  });
});
