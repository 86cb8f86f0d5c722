import { z } from 'zod';
import { normalisePincode, PincodeSchema } from './common.js';
import { msg, says, saysWith } from './api-message.js';

/**
 * The shop's settings: what the server applies to orders (delivery, offer, cash on delivery, the
 * farm's UPI id, stale orders and claims, who is told of a new order). One Firestore document,
 * `settings/shop`, which only the API reads and writes (clients never see it: firestore.rules).
 * The owner edits it in the back office. A stored group that fails this schema never breaks
 * checkout, and never makes money go anywhere the owner did not say: the server reads each group
 * on its own and replaces a broken one by a safe value (UPI off, cash on delivery off…), logged
 * and shown in the back office (functions/src/settings, `parseStoredSettings`).
 *
 * The farm's UPI id lives here and only here: the server writes it into each order's payment
 * link and answers it with the order, so the storefront never has one of its own. What pages
 * *show* about the farm otherwise (phone, WhatsApp, e-mails, address, FSSAI, certificate) is build
 * configuration (web/build/settings.ts).
 */

/** Rupees to the paisa, never negative. */
const Rupees = z
  .number(says('settings.amountInvalid'))
  .min(0, says('settings.amountInvalid'))
  .max(1_000_000, says('settings.amountInvalid'))
  .refine((n) => Math.abs(Math.round(n * 100) - n * 100) < 1e-6, says('settings.amountInvalid'));

export const MAX_DELIVERY_PINCODES = 200;

/** Delivery days as a range: at least `min`, at most `max` days after the order (0–60). */
const EtaDay = z
  .number(says('settings.etaDaysInvalid'))
  .int(says('settings.etaDaysInvalid'))
  .min(0, says('settings.etaDaysInvalid'))
  .max(60, says('settings.etaDaysInvalid'));
export const EtaDaysSchema = z
  .object({ min: EtaDay, max: EtaDay })
  .refine((range) => range.min <= range.max, { message: says('settings.etaDaysOrder'), path: ['max'] });
export type EtaDays = z.infer<typeof EtaDaysSchema>;

/** The bounds of `claimExpiryHours` (a day to 30 days). */
export const MIN_CLAIM_EXPIRY_HOURS = 24;
export const MAX_CLAIM_EXPIRY_HOURS = 720;

// ---- the farm's UPI id: set, or not set yet, never a sample ----------------------------------

/** A UPI id (VPA) as NPCI's apps accept it: `name@handle`, e.g. `karadorganic@oksbi`. */
const VPA = /^[A-Za-z0-9._-]{2,256}@[A-Za-z][A-Za-z0-9.-]{1,63}$/;

/**
 * Words that mark a UPI id or payee name as a sample, an example or a placeholder rather than the
 * farm's own: what this code base, its docs, tutorials and app screenshots fill such boxes with.
 * They are matched as whole words (the text split at anything not a letter), so the old seed's
 * id, `test.farm@okaxis`, `demo1@ybl`, `Karad Organic (sample)` or `Your Name` are samples, while a
 * real id that merely contains the letters (`contest@…`, `protestfarm@…`) is not. A real farm's
 * UPI id or name says none of these words; one that did could not be told from a leftover
 * sample, and money sent to a sample handle reaches somebody else or nobody.
 */
const SAMPLE_WORDS = new Set([
  'sample',
  'samples',
  'example',
  'examples',
  'test',
  'tests',
  'testing',
  'demo',
  'dummy',
  'placeholder',
  'fake',
  'your',
  'yourname',
]);

const wordsOf = (text: string) =>
  text
    .toLowerCase()
    .split(/[^a-z]+/)
    .filter(Boolean);
const saysSample = (text: string) => wordsOf(text).some((word) => SAMPLE_WORDS.has(word));

/**
 * Whether a UPI id is a sample or placeholder, whatever its form: its name or its handle holds a
 * sample word (SAMPLE_WORDS), as the seed's old one did (name `sample`, handle `upi`). The deploy
 * check uses it too. (No comment here spells that id out: comments reach the server bundle, which
 * the deploy check searches for it.)
 */
export function isSampleUpiId(id: string): boolean {
  return saysSample(id);
}

/** Whether a payee name is a sample or placeholder (`Karad Organic (sample)`, `Test`, `Your Name`). */
export function isSamplePayeeName(name: string): boolean {
  return saysSample(name);
}

const UpiIdSchema = z
  .string(says('settings.upiIdInvalid'))
  .trim()
  .refine((id) => id === '' || VPA.test(id), says('settings.upiIdInvalid'))
  .refine((id) => !isSampleUpiId(id), says('settings.upiIdSample'));

const PayeeNameSchema = z
  .string(says('settings.payeeNameInvalid'))
  .trim()
  .refine((name) => name === '' || (name.length >= 2 && name.length <= 50), says('settings.payeeNameInvalid'))
  .refine((name) => !isSamplePayeeName(name), says('settings.payeeNameSample'));

/**
 * The farm's UPI id and payee name, or both empty: not set yet (a new shop; no UPI payment is
 * offered until the owner sets them). Never a sample, never one without the other.
 */
export const UpiSettingsSchema = z
  .object({ id: UpiIdSchema, payeeName: PayeeNameSchema })
  .superRefine((upi, ctx) => {
    if (upi.id !== '' && upi.payeeName === '')
      ctx.addIssue({ code: 'custom', path: ['payeeName'], message: says('settings.payeeNameInvalid') });
    if (upi.id === '' && upi.payeeName !== '')
      ctx.addIssue({ code: 'custom', path: ['id'], message: says('settings.upiIdRequired') });
  });

export type UpiSettings = z.infer<typeof UpiSettingsSchema>;

/** UPI details not set yet: what a new shop starts with, and what a broken stored `upi` means. */
export const UPI_NOT_SET: UpiSettings = { id: '', payeeName: '' };

/**
 * The one answer to "can a shopper pay these UPI details?": the details (trimmed) when the id is a
 * well-formed VPA and neither it nor the payee name is empty or a sample; otherwise null. It takes
 * anything (a stored document, a deploy's settings), so a caller never needs to check first.
 * Every UPI link, id, QR code and the checkout's UPI option depend on it, and so does the
 * back office's banner.
 */
export function payableUpi(upi: unknown): UpiSettings | null {
  const parsed = UpiSettingsSchema.safeParse(upi);
  if (!parsed.success || parsed.data.id === '' || parsed.data.payeeName === '') return null;
  return parsed.data;
}

/** Why UPI details cannot be paid to (null: they can): the back office's banner says it. */
export type UpiProblem = 'notSet' | 'sample' | 'invalid';

export function upiProblem(upi: unknown): UpiProblem | null {
  if (payableUpi(upi)) return null;
  const fields = (typeof upi === 'object' && upi !== null ? upi : {}) as Record<string, unknown>;
  const text = (value: unknown) => (typeof value === 'string' ? value : '');
  if (isSampleUpiId(text(fields['id'])) || isSamplePayeeName(text(fields['payeeName']))) return 'sample';
  // Well-formed but not payable can only mean both empty; nothing stored is not set either.
  if (upi === undefined || upi === null || UpiSettingsSchema.safeParse(upi).success) return 'notSet';
  return 'invalid';
}

export const ShopSettingsSchema = z.object({
  delivery: z.object({
    /** PIN codes the farm delivers to by hand, at the Karad rates. */
    karadPincodes: z
      .array(z.string(says('settings.pincodesRequired')), says('settings.pincodesRequired'))
      .min(1, says('settings.pincodesRequired'))
      .max(MAX_DELIVERY_PINCODES, says('settings.tooManyPincodes'))
      // One problem for the list, naming every code that is not a PIN code (not just "one is wrong").
      .superRefine((list, ctx) => {
        const wrong = list.filter((text) => !PincodeSchema.safeParse(text).success);
        if (wrong.length > 0)
          ctx.addIssue({ code: 'custom', ...saysWith(msg('settings.pincodesInvalid', { wrong })) });
      })
      .transform((list) => [...new Set(list.map(normalisePincode))]),
    /** False until the owner has checked the seeded list (the back office says so). */
    karadPincodesConfirmed: z.boolean(),
    /** Karad orders whose subtotal (after the discount) reaches this ship free. */
    freeShippingOver: Rupees,
    /** Delivery inside Karad below the threshold. */
    karadFee: Rupees,
    /** Whether the farm ships outside Karad at all, and what that costs. */
    shipsOutsideKarad: z.boolean(),
    indiaFee: Rupees,
  }),
  /**
   * How many days an order takes to arrive, from when it is placed, in Karad (by hand) and
   * elsewhere in India (by post or courier): what the PIN check, checkout, the order page and
   * Shipping & Returns promise.
   */
  etaDays: z.object({ karad: EtaDaysSchema, india: EtaDaysSchema }),
  /** Off the subtotal of a shopper's first order (one with no earlier order not Cancelled). */
  firstOrderDiscountPercent: z
    .number(says('settings.percentInvalid'))
    .min(0, says('settings.percentInvalid'))
    .max(90, says('settings.percentInvalid')),
  /** Cash on delivery: where and up to what total it is offered. */
  cod: z.object({
    enabled: z.boolean(),
    karadOnly: z.boolean(),
    maxTotal: Rupees,
  }),
  /**
   * The farm's UPI id and payee name, as the server writes them into each order's payment link;
   * both empty until the owner sets them (no UPI payment is offered meanwhile).
   */
  upi: UpiSettingsSchema,
  /** Pending orders older than this give their stock back by themselves (hourly job). */
  staleOrderHours: z
    .number(says('settings.hoursInvalid'))
    .int(says('settings.hoursInvalid'))
    .min(1, says('settings.hoursInvalid'))
    .max(720, says('settings.hoursInvalid')),
  /**
   * A UPI payment the shopper claimed (gave a UTR for) that the owner has not marked paid within
   * this many hours after the claim ends like an unpaid order: cancelled by the hourly job, its
   * stock back on sale. At least a day, so a claim made on a Saturday evening survives until the
   * owner opens her bank app; at most 30 days.
   */
  claimExpiryHours: z.custom<number>(
    (n) => Number.isInteger(n) && Number(n) >= MIN_CLAIM_EXPIRY_HOURS && Number(n) <= MAX_CLAIM_EXPIRY_HOURS,
    saysWith(msg('settings.claimHoursInvalid', { min: MIN_CLAIM_EXPIRY_HOURS, max: MAX_CLAIM_EXPIRY_HOURS })),
  ),
  /** Where the new-order e-mail goes (Trigger Email extension); empty: nobody is mailed. */
  notificationEmail: z.union([z.literal(''), z.email(says('settings.emailInvalid'))]),
});

export type ShopSettings = z.infer<typeof ShopSettingsSchema>;

/** The top-level groups of the settings, each read on its own from the stored document. */
export type ShopSettingsGroup = keyof ShopSettings;

/**
 * What a new shop starts with (the seed writes it when `settings/shop` is missing). The PIN code
 * list is a start for the owner to confirm. It carries no payment detail: the UPI id is not set,
 * so no UPI payment is offered until the owner sets the farm's own in the back office.
 */
export const DEFAULT_SHOP_SETTINGS: ShopSettings = {
  delivery: {
    karadPincodes: ['415110'],
    karadPincodesConfirmed: false,
    freeShippingOver: 999,
    karadFee: 40,
    shipsOutsideKarad: true,
    indiaFee: 120,
  },
  etaDays: { karad: { min: 1, max: 2 }, india: { min: 4, max: 8 } },
  firstOrderDiscountPercent: 15,
  cod: { enabled: true, karadOnly: true, maxTotal: 2000 },
  upi: UPI_NOT_SET,
  staleOrderHours: 72,
  claimExpiryHours: 72,
  notificationEmail: '',
};

// ---- the demo payment: demo projects only (docs/decisions/011, addendum) ----------------------

/**
 * Whether a Firebase project id names a demo project: `demo-…` ids exist only on the emulators
 * (`npm start`'s demo-karad-organic, the tests' demo-karad-test) and can reach no real data.
 */
export function isDemoProjectId(projectId: string | null | undefined): boolean {
  return typeof projectId === 'string' && projectId.startsWith('demo-');
}

/**
 * The document that turns the demo payment on: `{ payment: true }`, written by the seed on a demo
 * project only, so a newcomer on `npm start` can walk a whole order to any address the farm
 * delivers to (cash on delivery anywhere, labelled as a demo at checkout). Beside `settings/shop`,
 * never in it: the owner's settings neither show nor save it, and the API ignores it on any
 * project that is not a demo one, whatever it says.
 */
export const DEMO_SETTINGS_DOC = 'settings/demo';

/**
 * GET /api/admin/settings/status: what the back office's banner says on every screen. `upi` is
 * whether shoppers can pay by UPI now (`payableUpi` of the stored details) and, if not, why;
 * `brokenGroups` names the groups of the stored document that could not be read, each replaced
 * by its safe value (functions/src/settings). Nothing to say: `upi.payable` and no broken group.
 */
export interface SettingsStatus {
  upi: { payable: boolean; problem: UpiProblem | null };
  brokenGroups: ShopSettingsGroup[];
}

/**
 * GET /api/shop/policy: what the shop applies to every shopper, as the Shipping & Returns page
 * states it. Public, so it leaves out what is the owner's alone (the notification e-mail, whether
 * she has checked the PIN code list).
 */
export interface ShopPolicy {
  delivery: Omit<ShopSettings['delivery'], 'karadPincodesConfirmed'>;
  etaDays: ShopSettings['etaDays'];
  firstOrderDiscountPercent: number;
  staleOrderHours: number;
  cod: ShopSettings['cod'];
}

export function publicPolicy(settings: ShopSettings): ShopPolicy {
  const { karadPincodesConfirmed: _ownerOnly, ...delivery } = settings.delivery;
  return {
    delivery,
    etaDays: settings.etaDays,
    firstOrderDiscountPercent: settings.firstOrderDiscountPercent,
    staleOrderHours: settings.staleOrderHours,
    cod: settings.cod,
  };
}
