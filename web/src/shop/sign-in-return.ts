import { useCallback } from 'react';
import { useHref, useNavigate } from 'react-router-dom';
import { SIGN_IN_RETURN_MESSAGES } from '@/words/messages';

/**
 * Sign-in that remembers why it started (issue 14): an action by a signed-out shopper (Add to
 * Cart, Order Now, Add Review, Share Your Experience) or a protected page sends them to
 * `/auth?returnTo=<path>`; the sign-in screen says why, and after sign-in returns to that path,
 * where the page finishes the action kept in this tab (sessionStorage).
 *
 * Neither the URL nor the stored entry is trusted: the return path must be a same-site path
 * (one leading `/`, so `//evil.example` is no path), and the entry is checked field by field and
 * expires. A plain sign-in (the navbar's Login: no returnTo) drops any entry and goes to `/`.
 */

export type PendingAction =
  | {
      kind: 'add-to-cart' | 'order-now';
      productId: number;
      productName: string;
      unit: string;
      quantity: number;
    }
  | { kind: 'add-review'; productId: number; productName: string }
  | { kind: 'testimonial' };

interface PendingEntry {
  returnTo: string;
  action: PendingAction;
  savedAt: number;
  /** Set when sign-in finishes for this returnTo: only then may the page run the action. */
  armed: boolean;
}

const KEY = 'karad:sign-in-return';
/** Long enough to receive and type a code, short enough that a forgotten choice does not fire later. */
const MAX_AGE_MS = 15 * 60 * 1000;
const MAX_PATH = 512;

/** The path to come back to, or null for anything that is not a path on this site. */
export function safeReturnPath(raw: unknown): string | null {
  if (typeof raw !== 'string' || raw.length > MAX_PATH) return null;
  // One leading slash, then not a second one or a backslash (browsers read `/\host` as `//host`).
  if (!/^\/(?![/\\])/.test(raw)) return null;
  // No control characters or whitespace that a browser would strip into something else.
  if ([...raw].some((c) => c.charCodeAt(0) <= 0x20 || c.charCodeAt(0) === 0x7f || c === '\\')) return null;
  // Coming back to the sign-in screen itself would loop.
  if (raw === '/auth' || raw.startsWith('/auth?') || raw.startsWith('/auth/')) return null;
  return raw;
}

export function signInPath(returnTo: string): string {
  const path = safeReturnPath(returnTo);
  return path && path !== '/' ? `/auth?returnTo=${encodeURIComponent(path)}` : '/auth';
}

const text = (value: unknown, max: number): value is string =>
  typeof value === 'string' && value.trim().length > 0 && value.length <= max;
const positiveInt = (value: unknown, max: number): value is number =>
  typeof value === 'number' && Number.isInteger(value) && value > 0 && value <= max;

function validAction(raw: unknown): PendingAction | null {
  if (!raw || typeof raw !== 'object') return null;
  const a = raw as Record<string, unknown>;
  switch (a.kind) {
    case 'add-to-cart':
    case 'order-now':
      if (!positiveInt(a.productId, 1e9) || !text(a.productName, 200) || !text(a.unit, 50)) return null;
      if (!positiveInt(a.quantity, 999)) return null;
      return {
        kind: a.kind,
        productId: a.productId,
        productName: a.productName,
        unit: a.unit,
        quantity: a.quantity,
      };
    case 'add-review':
      if (!positiveInt(a.productId, 1e9) || !text(a.productName, 200)) return null;
      return { kind: a.kind, productId: a.productId, productName: a.productName };
    case 'testimonial':
      return { kind: a.kind };
    default:
      return null;
  }
}

function readEntry(): PendingEntry | null {
  let raw: unknown;
  try {
    raw = JSON.parse(sessionStorage.getItem(KEY) ?? 'null');
  } catch {
    return null;
  }
  if (!raw || typeof raw !== 'object') return null;
  const e = raw as Record<string, unknown>;
  const returnTo = safeReturnPath(e.returnTo);
  const action = validAction(e.action);
  const savedAt = typeof e.savedAt === 'number' ? e.savedAt : NaN;
  const age = Date.now() - savedAt;
  if (!returnTo || !action || !(age >= 0 && age <= MAX_AGE_MS)) return null;
  return { returnTo, action, savedAt, armed: e.armed === true };
}

function writeEntry(entry: PendingEntry | null): void {
  try {
    if (entry) sessionStorage.setItem(KEY, JSON.stringify(entry));
    else sessionStorage.removeItem(KEY);
  } catch {
    // Storage blocked (private mode): sign-in still returns to the page, the action is not redone.
  }
}

/** Why sign-in started, in words for the sign-in screen. */
function reasonFor(returnTo: string, action: PendingAction | null): string {
  if (action?.kind === 'add-to-cart') return SIGN_IN_RETURN_MESSAGES.addToCart(action.productName);
  if (action?.kind === 'order-now') return SIGN_IN_RETURN_MESSAGES.orderNow(action.productName);
  if (action?.kind === 'add-review') return SIGN_IN_RETURN_MESSAGES.addReview(action.productName);
  if (action?.kind === 'testimonial') return SIGN_IN_RETURN_MESSAGES.testimonial;
  const path = returnTo.split(/[?#]/)[0] ?? returnTo;
  if (path === '/cart') return SIGN_IN_RETURN_MESSAGES.cart;
  if (path === '/checkout' || path === '/checkout-now') return SIGN_IN_RETURN_MESSAGES.checkout;
  if (path === '/orders' || path.startsWith('/orders/')) return SIGN_IN_RETURN_MESSAGES.orders;
  return SIGN_IN_RETURN_MESSAGES.page;
}

export interface SignInReturn {
  returnTo: string;
  reason: string;
}

/** What the sign-in screen's URL asks for: null for a plain sign-in or a forged returnTo. */
export function readSignInReturn(search: string): SignInReturn | null {
  const returnTo = safeReturnPath(new URLSearchParams(search).get('returnTo'));
  if (!returnTo || returnTo === '/') return null;
  const entry = readEntry();
  return { returnTo, reason: reasonFor(returnTo, entry?.returnTo === returnTo ? entry.action : null) };
}

/**
 * Sign-in finished: where to go. Arms the kept action for that page, or drops it when sign-in
 * was plain (product.md §4: then the shopper goes to /).
 */
export function completeSignIn(target: SignInReturn | null): string {
  const entry = readEntry();
  if (target && entry && entry.returnTo === target.returnTo) writeEntry({ ...entry, armed: true });
  else writeEntry(null);
  return target?.returnTo ?? '/';
}

/**
 * The action kept for this page, once, after sign-in: removed as it is read, so a reload or a
 * second render never repeats it. Only the kinds the caller handles are taken.
 */
export function takePendingAction<K extends PendingAction['kind']>(
  path: string,
  kinds: readonly K[],
): Extract<PendingAction, { kind: K }> | null {
  const entry = readEntry();
  if (!entry?.armed || entry.returnTo !== path || !(kinds as readonly string[]).includes(entry.action.kind)) {
    return null;
  }
  writeEntry(null);
  return entry.action as Extract<PendingAction, { kind: K }>;
}

/** The current page's path with its query, as a return path (the router's: no language prefix). */
export function currentPath(location: { pathname: string; search: string }): string {
  return location.pathname + location.search;
}

/**
 * The browser's address as the router names it: without this build's language prefix (`/mr`), so
 * the return path works with the router's basename (`/mr/product/15` → `/product/15`, which the
 * Marathi router shows at `/mr/product/15` again).
 */
export function routerPath(location: { pathname: string; search: string }, basename: string): string {
  const { pathname } = location;
  const inApp =
    basename && (pathname === basename || pathname.startsWith(`${basename}/`))
      ? pathname.slice(basename.length) || '/'
      : pathname;
  return inApp + location.search;
}

/**
 * Sends the shopper to sign in from the current page, keeping `action` to finish on return
 * (or only the page, without one).
 */
export function useSignInToFinish() {
  const navigate = useNavigate();
  // The router's basename ('' in English, '/mr' in Marathi): '/' resolves to it plus '/'.
  const basename = useHref('/').replace(/\/$/, '');
  return useCallback(
    (action?: PendingAction, options?: { replace?: boolean }) => {
      // Read at the moment of the click, so the callback stays the same across navigations.
      const returnTo = routerPath(window.location, basename);
      writeEntry(action ? { returnTo, action, savedAt: Date.now(), armed: false } : null);
      navigate(signInPath(returnTo), { replace: options?.replace });
    },
    [navigate, basename],
  );
}
