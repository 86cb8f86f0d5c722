import { msg, type ApiMessage } from '../contract/api-message.js';
import { db } from '../lib/firestore.js';
import { getShopSettings } from '../settings/settings.service.js';
import { findExpiredClaimIds, findStalePendingIds } from './order-lists.repository.js';
import { moveOrder, type MoveActor } from './lifecycle.service.js';

/** Orders read per query; the job goes on until none is left. */
const BATCH = 100;

const HOUR_MS = 60 * 60 * 1000;

type Page = Awaited<ReturnType<typeof findStalePendingIds>>;

/**
 * The hourly job (functions/src/index.ts; by hand: `npm run expire-orders`). Two kinds of Pending
 * order hold stock nobody will pay for, and both are cancelled by the system, their stock put
 * back in the same transaction, with a note the shopper reads on her order page:
 * - placed more than `staleOrderHours` ago (settings/shop) and still unpaid (a due UPI payment, or
 *   none recorded);
 * - a UPI payment the shopper claimed (gave a UTR for) more than `claimExpiryHours` ago that the
 *   owner has not confirmed: any 12 digits make a claim, so a claim alone must not hold stock
 *   forever.
 * Paid orders and cash on delivery wait for the owner (decision 011). Each order is moved in its
 * own transaction, which re-reads it: one the owner shipped, cancelled or marked paid meanwhile
 * is skipped. `now` is the moment the job acts as of (the script's `--at`).
 */
export async function cancelStaleOrders({ now = new Date() }: { now?: Date } = {}): Promise<{
  cancelled: string[];
  skipped: string[];
}> {
  const { staleOrderHours, claimExpiryHours } = await getShopSettings();
  const cancelled: string[] = [];
  const skipped: string[] = [];

  const sweep = async (
    find: (after: Page['last']) => Promise<Page>,
    actor: MoveActor & { by: 'system' },
    notice: ApiMessage,
  ) => {
    let after: Page['last'];
    for (;;) {
      const batch = await find(after);
      if (batch.ids.length === 0) break;
      after = batch.last;
      for (const id of batch.ids) {
        try {
          const moved = await moveOrder(id, 'Cancelled', actor, { notice });
          (moved ? cancelled : skipped).push(id);
        } catch (error) {
          // Moved by someone else between the query and the transaction (a 409), or gone: skip it.
          console.warn('Stale order not cancelled', id, String(error));
          skipped.push(id);
        }
      }
    }
  };

  const placedBefore = new Date(now.getTime() - staleOrderHours * HOUR_MS);
  await sweep(
    (after) => findStalePendingIds(db(), placedBefore, BATCH, after),
    { by: 'system', expires: 'unpaid', placedBefore },
    msg('order.staleNote', { hours: staleOrderHours }),
  );
  const claimedBefore = new Date(now.getTime() - claimExpiryHours * HOUR_MS);
  await sweep(
    (after) => findExpiredClaimIds(db(), claimedBefore, BATCH, after),
    { by: 'system', expires: 'claim', claimedBefore },
    msg('order.claimExpiredNote', { hours: claimExpiryHours }),
  );
  // A claimed order is looked at by both sweeps: skipped as "not unpaid", then maybe cancelled.
  return { cancelled, skipped: [...new Set(skipped)].filter((id) => !cancelled.includes(id)) };
}
