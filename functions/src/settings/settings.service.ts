import { createHash } from 'node:crypto';
import type { z } from 'zod';
import {
  DEFAULT_SHOP_SETTINGS,
  ShopSettingsSchema,
  UPI_NOT_SET,
  upiProblem,
  type SettingsStatus,
  type ShopSettings,
  type ShopSettingsGroup,
} from '../contract/settings.js';
import { msg } from '../contract/api-message.js';
import { recordAudit } from '../audit/audit.service.js';
import { changedFields } from '../lib/changed-fields.js';
import { StaleVersionError, VersionRequiredError } from '../lib/errors.js';
import { db, runTransaction } from '../lib/firestore.js';
import {
  findStoredSettings,
  findStoredSettingsInTransaction,
  writeSettingsInTransaction,
} from './settings.repository.js';

/** Logged, never shown: which parts of the stored document were replaced by safe values. */
const STORED_INVALID =
  'The settings/shop document is not valid in part; the shop uses safe values for the broken parts (no UPI, no cash on delivery, no discount, no e-mail) until the owner saves the settings again.';

/**
 * The shop's settings, validated. A missing document means the defaults (a new shop, whose UPI id
 * is not set). A stored document is read group by group (`delivery`, `cod`, `upi` …): a group
 * that fails the schema (hand-edited in the console, say, or a sample UPI id from an old seed)
 * is replaced by its SAFE value below, logged loudly, and named by GET /admin/settings/status so
 * the back office's banner says what is broken. One broken group never takes the others with it,
 * and a typo can never stop checkout nor send a shopper's money to a default.
 *
 * Read from Firestore on every call (one small document), never kept in an instance's memory: an
 * owner's save applies at once on every instance (the `api` function's, and the one the `site`
 * function renders pages with), so no page or payment works from settings she has changed.
 */

/**
 * What applies while a stored group is broken. Money fails closed: nothing is offered or given
 * that the owner did not say, and no payment detail is made up.
 * - `upi`: not set. No UPI link, id or QR code anywhere; checkout offers no UPI; a UPI order is
 *   refused.
 * - `cod`: off. A cash order is one the owner chose to take; with UPI off too, checkout says the
 *   order cannot be paid here and to contact the farm.
 * - `firstOrderDiscountPercent`: 0. No discount she did not set.
 * - `notificationEmail`: empty. Order details (names, addresses, phones) go to no address the
 *   server cannot read.
 * - `delivery`: the defaults (the starting PIN code list, marked unconfirmed so the back office
 *   asks her to check it, and its fees). Refusing every address would close the shop over a typo,
 *   and the fees are the shop's published starting ones, shown on every quote before an order.
 * - `staleOrderHours`, `claimExpiryHours`: the defaults (72). The hourly job keeps bounding the
 *   stock that unpaid orders hold.
 */
const SAFE: ShopSettings = {
  ...DEFAULT_SHOP_SETTINGS,
  delivery: { ...DEFAULT_SHOP_SETTINGS.delivery, karadPincodesConfirmed: false },
  firstOrderDiscountPercent: 0,
  cod: { enabled: false, karadOnly: true, maxTotal: 0 },
  upi: UPI_NOT_SET,
  notificationEmail: '',
};

/**
 * A group absent from a stored document (one saved before the group existed, like
 * `claimExpiryHours`, or trimmed by hand) takes its default, unless that default offers money the
 * owner never chose: cash on delivery on, a first-order discount. Those fail closed like a broken
 * group. (`upi` absent is simply not set, its default.)
 */
const FAIL_CLOSED_WHEN_ABSENT: readonly ShopSettingsGroup[] = ['cod', 'firstOrderDiscountPercent'];

const GROUPS = Object.keys(ShopSettingsSchema.shape) as ShopSettingsGroup[];

export interface SettingsReading {
  settings: ShopSettings;
  status: SettingsStatus;
}

export function readStoredSettings(stored: unknown): SettingsReading {
  if (stored === undefined) {
    return {
      settings: DEFAULT_SHOP_SETTINGS,
      status: { upi: { payable: false, problem: upiProblem(DEFAULT_SHOP_SETTINGS.upi) }, brokenGroups: [] },
    };
  }
  const source = (typeof stored === 'object' && stored !== null ? stored : {}) as Record<string, unknown>;
  const settings: Record<string, unknown> = {};
  const brokenGroups: ShopSettingsGroup[] = [];
  const problems: string[] = [];
  for (const group of GROUPS) {
    const value = source[group];
    if (value === undefined && !FAIL_CLOSED_WHEN_ABSENT.includes(group)) {
      settings[group] = DEFAULT_SHOP_SETTINGS[group];
      continue;
    }
    const parsed = (ShopSettingsSchema.shape[group] as z.ZodType).safeParse(value);
    if (parsed.success) {
      settings[group] = parsed.data;
    } else {
      settings[group] = SAFE[group];
      brokenGroups.push(group);
      problems.push(
        ...parsed.error.issues.map((issue) => `${[group, ...issue.path].join('.')}: ${issue.message}`),
      );
    }
  }
  if (problems.length > 0) console.error(STORED_INVALID, problems.join('; '));
  const problem = upiProblem(source['upi']);
  return {
    settings: settings as unknown as ShopSettings,
    status: { upi: { payable: problem === null, problem }, brokenGroups },
  };
}

/** The settings the server applies for a stored document (see readStoredSettings). */
export function parseStoredSettings(stored: unknown): ShopSettings {
  return readStoredSettings(stored).settings;
}

/** Keys in a fixed order at every depth, so one document always reads as one text. */
function canonical(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(canonical);
  if (typeof value !== 'object' || value === null) return value;
  return Object.fromEntries(
    Object.keys(value)
      .sort()
      .map((key) => [key, canonical((value as Record<string, unknown>)[key])]),
  );
}

/**
 * The version of the stored document, as a strong ETag: a hash of its content (or of its absence).
 * GET /admin/settings answers it; PUT must send it back in If-Match.
 */
function settingsVersion(stored: unknown): string {
  const text = stored === undefined ? 'none' : JSON.stringify(canonical(stored));
  return `"${createHash('sha256').update(text).digest('base64url').slice(0, 22)}"`;
}

/** Whether an If-Match header names `version` (or any stored document, with `*`). */
function matchesVersion(ifMatch: string, version: string, exists: boolean): boolean {
  return ifMatch
    .split(',')
    .map((tag) => tag.trim())
    .some((tag) => (tag === '*' ? exists : tag === version));
}

async function currentReading(): Promise<SettingsReading> {
  return readStoredSettings(await findStoredSettings(db()));
}

export async function getShopSettings(): Promise<ShopSettings> {
  return (await currentReading()).settings;
}

/** GET /admin/settings: the settings and their version (the ETag a save must send back). */
export async function getShopSettingsVersioned(): Promise<{ settings: ShopSettings; version: string }> {
  const stored = await findStoredSettings(db());
  return { settings: readStoredSettings(stored).settings, version: settingsVersion(stored) };
}

/** GET /admin/settings/status: whether shoppers can pay by UPI, and what could not be read. */
export async function getSettingsStatus(): Promise<SettingsStatus> {
  return (await currentReading()).status;
}

/**
 * The owner's edit: the whole document, already checked by the schema, made to the version
 * `ifMatch` names (the ETag her form was filled from). A save without one is refused (428), and
 * one made to an older version than the stored one (412): another screen saved meanwhile, and
 * writing the whole form would undo that save. The check and the write are one transaction. The
 * audit entry (who, and each changed field before and after, by dotted path) is written in it
 * too, so a save is never without its entry nor an entry without its save. Every instance
 * applies it from its next read (settings are read on every call, never kept in memory).
 */
export async function saveShopSettings(
  uid: string,
  settings: ShopSettings,
  ifMatch: string | undefined,
): Promise<{ settings: ShopSettings; version: string }> {
  if (!ifMatch?.trim()) throw new VersionRequiredError(msg('settings.versionRequired'));
  await runTransaction(async (tx) => {
    const before = await findStoredSettingsInTransaction(db(), tx);
    if (!matchesVersion(ifMatch, settingsVersion(before), before !== undefined))
      throw new StaleVersionError(msg('settings.changedMeanwhile'));
    writeSettingsInTransaction(db(), tx, settings);
    recordAudit(tx, {
      by: uid,
      action: 'settings.update',
      target: 'settings/shop',
      ...changedFields(before ?? {}, settings),
    });
  });
  return getShopSettingsVersioned();
}
