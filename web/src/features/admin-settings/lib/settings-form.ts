import type { ZodError } from 'zod';
import { BACK_OFFICE_MESSAGES } from '@/words/messages';
import type { ShopSettings } from '@contract/settings';
import { issueWords } from '@/platform/api-words';

/**
 * What the Settings screen's boxes hold: the settings with every number as typed, and the PIN
 * code being typed (`newPincodes`), which a Save includes so a code typed but not yet added is
 * not lost. `settingsFromForm` turns it back into the document for ShopSettingsSchema to judge,
 * so the screen shows the server's own words before anything is sent.
 */
export interface SettingsForm {
  delivery: {
    karadPincodes: string[];
    newPincodes: string;
    karadPincodesConfirmed: boolean;
    freeShippingOver: string;
    karadFee: string;
    shipsOutsideKarad: boolean;
    indiaFee: string;
  };
  etaDays: Record<EtaArea, { min: string; max: string }>;
  firstOrderDiscountPercent: string;
  cod: { enabled: boolean; karadOnly: boolean; maxTotal: string };
  upi: { id: string; payeeName: string };
  staleOrderHours: string;
  claimExpiryHours: string;
  notificationEmail: string;
}

export type EtaArea = 'karad' | 'india';

/** Where a problem shows: the dotted path of its field ('delivery.karadFee', 'upi.id'). */
export type FieldKey =
  | `delivery.${Exclude<keyof SettingsForm['delivery'], 'newPincodes'>}`
  | `etaDays.${EtaArea}.${'min' | 'max'}`
  | 'firstOrderDiscountPercent'
  | `cod.${keyof SettingsForm['cod']}`
  | `upi.${keyof SettingsForm['upi']}`
  | 'staleOrderHours'
  | 'claimExpiryHours'
  | 'notificationEmail';

export type FieldErrors = Partial<Record<FieldKey, string>>;

const amountText = (n: number) => n.toFixed(2);

export function formFromSettings(settings: ShopSettings): SettingsForm {
  const { delivery, cod, upi } = settings;
  return {
    delivery: {
      karadPincodes: [...delivery.karadPincodes],
      newPincodes: '',
      karadPincodesConfirmed: delivery.karadPincodesConfirmed,
      freeShippingOver: amountText(delivery.freeShippingOver),
      karadFee: amountText(delivery.karadFee),
      shipsOutsideKarad: delivery.shipsOutsideKarad,
      indiaFee: amountText(delivery.indiaFee),
    },
    etaDays: {
      karad: { min: String(settings.etaDays.karad.min), max: String(settings.etaDays.karad.max) },
      india: { min: String(settings.etaDays.india.min), max: String(settings.etaDays.india.max) },
    },
    firstOrderDiscountPercent: String(settings.firstOrderDiscountPercent),
    cod: { enabled: cod.enabled, karadOnly: cod.karadOnly, maxTotal: amountText(cod.maxTotal) },
    upi: { id: upi.id, payeeName: upi.payeeName },
    staleOrderHours: String(settings.staleOrderHours),
    claimExpiryHours: String(settings.claimExpiryHours),
    notificationEmail: settings.notificationEmail,
  };
}

/**
 * A number as people type it ("₹1,200.50", " 40 "). Anything else is NaN, which the schema
 * rejects with the field's own message; so does an empty box.
 */
export function readNumber(text: string): number {
  const cleaned = text.trim().replace(/^₹\s*/, '').replace(/,/g, '');
  return /^\d+(\.\d+)?$/.test(cleaned) ? Number(cleaned) : Number.NaN;
}

/** The PIN codes in the "new PIN code" box: several may be pasted at once, comma separated. */
export function splitPincodes(text: string): string[] {
  return text
    .split(/[,;\n]+/)
    .map((part) => part.trim())
    .filter(Boolean);
}

/** The document to check and send: typed numbers read, the PIN codes being typed included. */
export function settingsFromForm(form: SettingsForm): ShopSettings {
  const { delivery, cod, upi } = form;
  return {
    delivery: {
      karadPincodes: [...delivery.karadPincodes, ...splitPincodes(delivery.newPincodes)],
      karadPincodesConfirmed: delivery.karadPincodesConfirmed,
      freeShippingOver: readNumber(delivery.freeShippingOver),
      karadFee: readNumber(delivery.karadFee),
      shipsOutsideKarad: delivery.shipsOutsideKarad,
      indiaFee: readNumber(delivery.indiaFee),
    },
    etaDays: {
      karad: { min: readNumber(form.etaDays.karad.min), max: readNumber(form.etaDays.karad.max) },
      india: { min: readNumber(form.etaDays.india.min), max: readNumber(form.etaDays.india.max) },
    },
    firstOrderDiscountPercent: readNumber(form.firstOrderDiscountPercent),
    cod: { enabled: cod.enabled, karadOnly: cod.karadOnly, maxTotal: readNumber(cod.maxTotal) },
    upi: { id: upi.id, payeeName: upi.payeeName },
    staleOrderHours: readNumber(form.staleOrderHours),
    claimExpiryHours: readNumber(form.claimExpiryHours),
    notificationEmail: form.notificationEmail.trim(),
  };
}

/**
 * The schema's problems by field, the first one for each, in the words the API would answer. A PIN code problem (its path ends in
 * the code's index) belongs to the PIN code list as a whole.
 */
export function fieldErrors(error: ZodError): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of error.issues) {
    const key = issue.path.filter((part) => typeof part === 'string').join('.') as FieldKey;
    errors[key] ??= issueWords(issue);
  }
  return errors;
}

/** The fields in the order the screen shows them: the first one marked gets the focus. */
export const FIELD_ORDER: readonly FieldKey[] = [
  'delivery.karadPincodes',
  'delivery.karadPincodesConfirmed',
  'delivery.freeShippingOver',
  'delivery.karadFee',
  'delivery.shipsOutsideKarad',
  'delivery.indiaFee',
  'etaDays.karad.min',
  'etaDays.karad.max',
  'etaDays.india.min',
  'etaDays.india.max',
  'firstOrderDiscountPercent',
  'staleOrderHours',
  'claimExpiryHours',
  'notificationEmail',
  'cod.enabled',
  'cod.karadOnly',
  'cod.maxTotal',
  'upi.id',
  'upi.payeeName',
];

const M = BACK_OFFICE_MESSAGES.settings;

/** Each field's label on the screen, to name what changed elsewhere. */
export const FIELD_LABELS: Record<FieldKey, string> = {
  'delivery.karadPincodes': M.karadPincodes,
  'delivery.karadPincodesConfirmed': M.confirmPincodes,
  'delivery.freeShippingOver': M.freeShippingOver,
  'delivery.karadFee': M.karadFee,
  'delivery.shipsOutsideKarad': M.shipsOutsideKarad,
  'delivery.indiaFee': M.indiaFee,
  'etaDays.karad.min': `${M.etaKarad}: ${M.etaMin}`,
  'etaDays.karad.max': `${M.etaKarad}: ${M.etaMax}`,
  'etaDays.india.min': `${M.etaIndia}: ${M.etaMin}`,
  'etaDays.india.max': `${M.etaIndia}: ${M.etaMax}`,
  firstOrderDiscountPercent: M.discountPercent,
  staleOrderHours: M.staleOrderHours,
  claimExpiryHours: M.claimExpiryHours,
  notificationEmail: M.notificationEmail,
  'cod.enabled': M.codEnabled,
  'cod.karadOnly': M.codKaradOnly,
  'cod.maxTotal': M.codMaxTotal,
  'upi.id': M.upiId,
  'upi.payeeName': M.upiPayeeName,
};

function valueAt(settings: ShopSettings, key: FieldKey): unknown {
  return key.split('.').reduce<unknown>((value, part) => (value as Record<string, unknown>)[part], settings);
}

/** The labels of the fields whose stored value differs between two versions, in screen order. */
export function changedFieldLabels(before: ShopSettings, after: ShopSettings): string[] {
  return FIELD_ORDER.filter(
    (key) => JSON.stringify(valueAt(before, key)) !== JSON.stringify(valueAt(after, key)),
  ).map((key) => FIELD_LABELS[key]);
}
