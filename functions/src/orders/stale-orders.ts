import { ORDER_LIFECYCLE_MESSAGES } from '../contract/messages.js';
import { db } from '../lib/firestore.js';
import { getShopSettings } from '../settings/settings.service.js';
import { findStalePendingIds } from './orders.repository.js';
import { moveOrder } from './orders.service.js';

/** Orders read per query; the job goes on until none is left. */
const BATCH = 100;

/**
 * The hourly job (functions/src/index.ts): Pending orders placed more than `staleOrderHours` ago
 * (settings/shop) are cancelled by the system, their stock put back, unless their payment keeps them
 * (a claimed or paid UPI payment, cash on delivery: decision 011). Each order is moved in its own
 * transaction, which re-reads it: one the owner shipped or cancelled meanwhile is skipped.
 */
export async function cancelStaleOrders({ now = new Date() }: { now?: Date } = {}): Promise<{
  cancelled: string[];
  skipped: string[];
}> {
  const { staleOrderHours } = await getShopSettings();
  const placedBefore = new Date(now.getTime() - staleOrderHours * 60 * 60 * 1000);
  const note = ORDER_LIFECYCLE_MESSAGES.staleNote(staleOrderHours);
  const cancelled: string[] = [];
  const skipped: string[] = [];
  let after: Awaited<ReturnType<typeof findStalePendingIds>>['last'];
  for (;;) {
    const batch = await findStalePendingIds(db(), placedBefore, BATCH, after);
    if (batch.ids.length === 0) break;
    after = batch.last;
    for (const id of batch.ids) {
      try {
        const moved = await moveOrder(id, 'Cancelled', { by: 'system', placedBefore }, note);
        (moved ? cancelled : skipped).push(id);
      } catch (error) {
        // Moved by someone else between the query and the transaction (a 409), or gone: skip it.
        console.warn('Stale order not cancelled', id, String(error));
        skipped.push(id);
      }
    }
  }
  return { cancelled, skipped };
}
