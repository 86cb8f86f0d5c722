import { logger } from 'firebase-functions';
import { onRequest } from 'firebase-functions/v2/https';
import { onSchedule } from 'firebase-functions/v2/scheduler';
import { createApp } from './app.js';
import { createSiteApp } from './site-app.js';
import { cancelStaleOrders } from './orders/stale-orders.js';

/**
 * The whole REST API is one function. Mumbai (asia-south1) is the region nearest the farm's
 * shoppers; firebase.json's Hosting rewrite names the same region.
 */
export const api = onRequest(
  { region: 'asia-south1', memory: '256MiB', timeoutSeconds: 30, concurrency: 80, maxInstances: 10 },
  createApp(),
);

/**
 * The storefront's pages as HTML (docs/decisions/013): Hosting rewrites every request that is
 * neither a file nor /api/** here, and its CDN keeps the answer for a few minutes. More memory
 * than the API: it holds the rendered app and renders whole pages.
 */
export const site = onRequest(
  { region: 'asia-south1', memory: '512MiB', timeoutSeconds: 30, concurrency: 80, maxInstances: 10 },
  createSiteApp(),
);

/**
 * Every hour, Pending orders still unpaid after settings/shop `staleOrderHours`, and those whose
 * UPI payment was claimed but not confirmed within `claimExpiryHours`, are cancelled and their
 * stock goes back on sale (orders/stale-orders.ts; docs/decisions/008 and 011). By hand:
 * `npm run expire-orders`.
 */
export const cancelStaleOrdersHourly = onSchedule(
  { schedule: 'every 1 hours', region: 'asia-south1', timeZone: 'Asia/Kolkata', memory: '256MiB' },
  async () => {
    const { cancelled, skipped } = await cancelStaleOrders({ now: new Date() });
    if (cancelled.length > 0 || skipped.length > 0) logger.info('Stale orders', { cancelled, skipped });
  },
);
