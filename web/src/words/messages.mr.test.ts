import { describe, expect, expectTypeOf, it } from 'vitest';
import type { Catalogue } from '@contract/catalogue';
import * as EN from './messages.js';
import * as MR from './messages.mr.js';
import { CASUAL_ADDRESS, REJECTED_WORDS } from '@contract/marathi-glossary.fixtures';

/**
 * The owner's groups: the back office stays English, so they are not translated; both modules
 * re-export the one English copy from owner-messages.ts.
 */
const OWNER_ONLY = [
  'ADMIN_MESSAGES',
  'SETTINGS_MESSAGES',
  'BACK_OFFICE_MESSAGES',
  'REVIEW_MODERATION_MESSAGES',
  'PHOTO_MESSAGES',
] as const;
type OwnerOnly = (typeof OWNER_ONLY)[number];
type ShopperGroup = Exclude<keyof typeof EN, OwnerOnly>;

// ---- At type level (tsc -p functions checks this file) ----

expectTypeOf<OwnerOnly>().toExtend<keyof typeof EN>();
expectTypeOf<keyof typeof MR>().toEqualTypeOf<keyof typeof EN>();
expectTypeOf<Pick<typeof MR, OwnerOnly>>().toEqualTypeOf<Pick<typeof EN, OwnerOnly>>();
/** Each group's keys at every depth, each leaf a string or a function of the English parameters. */
type Shapes<M extends Record<ShopperGroup, unknown>> = { [G in ShopperGroup]: Catalogue<M[G]> };
expectTypeOf<Shapes<typeof MR>>().toEqualTypeOf<Shapes<typeof EN>>();

// Catalogue itself: what `satisfies` refuses.
type Sample = {
  readonly a: 'A';
  readonly f: (n: number, s: string) => string;
  readonly nested: { readonly b: 'B' };
};
({ a: 'अ', f: (n: number, s: string) => `${n}${s}`, nested: { b: 'ब' } }) satisfies Catalogue<Sample>;
// @ts-expect-error a key is missing
({ a: 'अ', f: (n: number, s: string) => `${n}${s}` }) satisfies Catalogue<Sample>;
// @ts-expect-error a key the English does not have
({ a: 'अ', f: (n: number, s: string) => `${n}${s}`, nested: { b: 'ब', c: 'क' } }) satisfies Catalogue<Sample>;
// @ts-expect-error a function where the English has a string
({ a: () => 'अ', f: (n: number, s: string) => `${n}${s}`, nested: { b: 'ब' } }) satisfies Catalogue<Sample>;
// @ts-expect-error a function of other parameters
({ a: 'अ', f: (s: string) => s, nested: { b: 'ब' } }) satisfies Catalogue<Sample>;
expectTypeOf<Catalogue<readonly ['x', 'y']>>().toEqualTypeOf<readonly [string, string]>();

// ---- Sample arguments for every function message, checked against the English parameters ----

type Fn = (...args: never[]) => string;
type FunctionKeys<T> = { [K in keyof T]-?: T[K] extends Fn ? K : never }[keyof T];
type GroupsWithFunctions = {
  [G in ShopperGroup]: [FunctionKeys<(typeof EN)[G]>] extends [never] ? never : G;
}[ShopperGroup];
type Samples = {
  [G in GroupsWithFunctions]: {
    [K in FunctionKeys<(typeof EN)[G]>]: readonly Parameters<Extract<(typeof EN)[G][K], Fn>>[];
  };
};

const PRODUCT = 'Kolhapuri Jaggery';
const STATUSES = ['Pending', 'Shipped', 'Delivered', 'Cancelled'] as const;

const SAMPLES: Samples = {
  CATALOGUE_MESSAGES: {
    listCount: [[0], [1], [2], [12]],
    stockAvailable: [
      [1, '500g'],
      [12, '500g'],
    ],
  },
  PURCHASE_MESSAGES: { addedToCart: [[2, PRODUCT, '500g']] },
  CART_MESSAGES: {
    confirmRemoveLine: [[PRODUCT, '500g']],
    itemsHeading: [[3]],
  },
  ADDRESS_MESSAGES: { pincodeFound: [['Karad', 'Maharashtra']] },
  CHECKOUT_MESSAGES: { deliveringTo: [['Sunita Patil', '415110']] },
  PRICING_MESSAGES: {
    firstOrderDiscount: [[10]],
    notDeliverable: [['110001']],
    arrives: [
      [0, 0],
      [1, 1],
      [3, 3],
      [0, 1],
      [0, 4],
      [2, 5],
    ],
    deliversToKarad: [['415110', '₹499.00']],
    deliversToIndia: [['110001', '₹80.00']],
    cannotDeliver: [['110001']],
  },
  ORDER_MESSAGES: {
    expected: [
      ['12 March', '12 March'],
      ['12 March', '15 March'],
    ],
    orderNumber: [['KO-1042'], ['#AbCd1234']],
    quantityTimesPrice: [[2, '₹250.00']],
  },
  PAYMENT_MESSAGES: {
    codBadge: [['Due']],
    badgeLabel: [['Paid']],
    payTitle: [['₹1,234.00']],
    payButton: [['₹1,234.00']],
    qrAlt: [['₹1,234.00']],
    claimedNote: [['412345678901']],
    codPanel: [['₹1,234.00']],
    upiUnavailable: [['₹1,234.00']],
    claimCancelledNote: [['412345678901']],
    confirmPaidText: [['₹1,234.00']],
    confirmRefundText: [['₹1,234.00']],
    ownerNote: [['screenshot on WhatsApp']],
    markedPaid: [['KO-1042']],
    markedRefunded: [['KO-1042']],
    reference: [['412345678901']],
    whatsappUpi: [['₹1,234.00', 'karadorganic@oksbi']],
    whatsappUpiNoId: [['₹1,234.00']],
  },
  REVIEW_MESSAGES: {
    ratingLabel: [
      [4.5, 1],
      [4, 12],
    ],
    reviewCount: [[0], [1], [12]],
    starsCount: [
      [1, 3],
      [5, 12],
    ],
  },
  ORDER_TIMELINE_MESSAGES: { copyNumber: [['EE123456789IN']] },
  SIGN_IN_RETURN_MESSAGES: {
    addToCart: [[PRODUCT]],
    orderNow: [[PRODUCT]],
    addReview: [[PRODUCT]],
  },
  DELIVERY_AREA_MESSAGES: { freeInKarad: [['₹499.00']] },
  OFFER_MESSAGES: { closingTitle: [[10]] },
};

// ---- At run time ----

type Tree = { readonly [key: string]: unknown };
const english = EN as unknown as Tree;
const marathi = MR as unknown as Tree;
const shopperGroups = Object.keys(english).filter(
  (name) => !(OWNER_ONLY as readonly string[]).includes(name),
);

/** Every string and function under `node`, by its path ("PAYMENT_MESSAGES.badges.due"). */
function leaves(node: unknown, path: string): [string, unknown][] {
  if (typeof node === 'string' || typeof node === 'function') return [[path, node]];
  return Object.entries(node as Tree).flatMap(([key, value]) => leaves(value, `${path}.${key}`));
}

/** The sample calls of the function at `path` (GROUP.key). */
function samplesOf(path: string): readonly (readonly unknown[])[] {
  const [group = '', key = ''] = path.split('.');
  const calls = (SAMPLES as unknown as Record<string, Record<string, readonly (readonly unknown[])[]>>)[
    group
  ]?.[key];
  if (!calls) throw new Error(`No sample arguments for ${path}: add them to SAMPLES.`);
  return calls;
}

/** Every text a leaf gives: the string, or the function's answer to each sample call. */
function texts(tree: Tree, path: string): string[] {
  const leaf = path.split('.').reduce<unknown>((node, key) => (node as Tree)[key], tree);
  return typeof leaf === 'function'
    ? samplesOf(path).map((args) => (leaf as (...a: readonly unknown[]) => unknown)(...args) as string)
    : [leaf as string];
}

const marathiLeaves = shopperGroups.flatMap((group) => leaves(marathi[group], group));
const allMarathi = marathiLeaves.flatMap(([path]) =>
  texts(marathi, path).map((text) => [path, text] as const),
);

/** Leaves that are Latin on purpose (no Devanagari in them); see each one's comment in messages.mr.ts. */
const LATIN_ON_PURPOSE = new Set([
  'CART_MESSAGES.confirmRemoveLine', // `${name} (${unit})`
  'ADDRESS_MESSAGES.pincodeFound', // `${city}, ${state}`
  'ORDER_MESSAGES.quantityTimesPrice', // `${quantity} x ${price}`
  'PAYMENT_MESSAGES.upi', // UPI
  'PAYMENT_MESSAGES.reference', // `UTR ${reference}`
]);

/** Statuses the API passes in English, which the Marathi names in Marathi. */
const TRANSLATED_ARGUMENTS = new Set<unknown>([...STATUSES, 'due', 'claimed', 'paid', 'refunded']);

describe('messages.mr.ts: the same catalogue as messages.ts, for the Marathi pages', () => {
  it('exports every group of messages.ts: the shopper’s in Marathi, the owner’s as the one English copy', () => {
    expect(OWNER_ONLY.every((name) => name in english)).toBe(true);
    expect(Object.keys(marathi).sort()).toEqual(Object.keys(english).sort());
    for (const name of OWNER_ONLY) expect(marathi[name], name).toBe(english[name]);
  });

  it('has the same keys in the same order at every depth, strings for strings and functions for functions', () => {
    for (const group of shopperGroups) {
      const shape = (node: unknown): unknown =>
        typeof node === 'function'
          ? `function/${node.length}`
          : typeof node === 'string'
            ? 'string'
            : Object.entries(node as Tree).map(([key, value]) => [key, shape(value)]);
      expect(shape(marathi[group]), group).toEqual(shape(english[group]));
    }
  });

  it('answers every function message with a non-empty string for sample arguments', () => {
    const functions = marathiLeaves.filter(([, leaf]) => typeof leaf === 'function');
    expect(functions.length).toBeGreaterThan(0);
    for (const [path] of functions) {
      for (const text of texts(marathi, path)) {
        expect(typeof text, path).toBe('string');
        expect(text.trim(), path).not.toBe('');
      }
    }
  });

  it('keeps every figure, name and number the English shows (statuses are named in Marathi)', () => {
    for (const [path, leaf] of marathiLeaves) {
      if (typeof leaf !== 'function') continue;
      const englishLeaf = path.split('.').reduce<unknown>((node, key) => (node as Tree)[key], english) as (
        ...args: readonly unknown[]
      ) => string;
      for (const args of samplesOf(path)) {
        const shown = englishLeaf(...args);
        const said = (leaf as (...a: readonly unknown[]) => string)(...args);
        for (const arg of args) {
          if (arg === undefined || TRANSLATED_ARGUMENTS.has(arg)) continue;
          const value =
            typeof arg === 'number' && path.endsWith('.ratingLabel') ? arg.toFixed(1) : String(arg);
          if (shown.includes(value)) expect(said, `${path}(${args.join(', ')})`).toContain(value);
        }
      }
    }
  });

  it('writes every message in Marathi, except the few Latin on purpose', () => {
    const devanagari = /[\u0900-\u097F]/;
    for (const [path, text] of allMarathi) {
      if (LATIN_ON_PURPOSE.has(path)) expect(text, path).not.toMatch(devanagari);
      else expect(text, path).toMatch(devanagari);
    }
  });

  it('addresses the shopper as आपण, never तू or तुम्ही', () => {
    for (const [path, text] of allMarathi) expect(text, path).not.toMatch(CASUAL_ADDRESS);
  });

  it('keeps to the glossary’s terms (docs/marathi-glossary.md)', () => {
    for (const [path, text] of allMarathi) {
      for (const [word, chosen] of REJECTED_WORDS) expect(text, `${path}: use “${chosen}”`).not.toMatch(word);
    }
  });

  it('uses Marathi plural forms through Intl.PluralRules', () => {
    expect(MR.CATALOGUE_MESSAGES.listCount(1)).toBe('1 सेंद्रिय उत्पादन दिसत आहे');
    expect(MR.CATALOGUE_MESSAGES.listCount(3)).toBe('3 सेंद्रिय उत्पादने दिसत आहेत');
    expect(MR.PRICING_MESSAGES.arrives(1, 1)).toBe('ऑर्डर केल्यानंतर 1 दिवसाने पोहोचते.');
    expect(MR.PRICING_MESSAGES.arrives(0, 4)).toBe('ऑर्डर केल्यापासून 4 दिवसांच्या आत पोहोचते.');
    expect(MR.REVIEW_MESSAGES.ratingLabel(4, 1)).toBe('1 अभिप्रायानुसार 5 पैकी 4.0 रेटिंग');
  });
});
