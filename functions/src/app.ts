import compression from 'compression';
import express from 'express';
import { requireAdmin, requireUser } from './lib/auth.js';
import { config } from './lib/config.js';
import { requestDeadline } from './lib/deadline.js';
import { errorHandler, notFoundHandler } from './lib/errors.js';
import { limitBodySize, parseJson, privateNoStore, rejectMalformedText } from './lib/http.js';
import { writeLimiter } from './lib/rate-limit.js';
import { addressesRouter } from './addresses/addresses.routes.js';
import { adminRouter } from './admin/admin.routes.js';
import { blogRouter } from './blog/blog.routes.js';
import { cartRouter } from './cart/cart.routes.js';
import { checkoutRouter } from './checkout/checkout.routes.js';
import { ordersRouter } from './orders/orders.routes.js';
import { photosAdminRouter, photosRouter } from './photos/photos.routes.js';
import { deliveryRouter } from './pricing/pricing.routes.js';
import { productsRouter } from './products/products.routes.js';
import { reviewsRouter } from './reviews/reviews.routes.js';
import { policyRouter, settingsRouter } from './settings/settings.routes.js';
import { testimonialsRouter } from './testimonials/testimonials.routes.js';

/**
 * Builds the Express app without starting a server: the Cloud Function wraps it in production and
 * in the emulator, and tests listen on an ephemeral port. The function's settings are parsed
 * first, so a bad value stops the start (lib/config.ts).
 */
export function createApp() {
  const settings = config();
  const app = express();
  app.disable('x-powered-by');
  app.set('trust proxy', true);
  // An outage answers 503 within the deadline instead of hanging until the platform cuts it.
  app.use(requestDeadline(settings.firestoreDeadlineMs));
  // The catalogue is ~26 KB of JSON and ~8 KB gzipped; phones on mobile data feel the difference.
  app.use(compression());
  app.use(limitBodySize);
  app.use(parseJson);
  app.use(rejectMalformedText);

  const api = express.Router();
  // Public reads (writes inside need a user).
  api.use('/products', productsRouter);
  api.use('/reviews', reviewsRouter);
  api.use('/testimonials', testimonialsRouter);
  api.use('/blog', blogRouter);
  api.use('/shop', policyRouter);
  api.use('/delivery', deliveryRouter);
  api.use('/photos', photosRouter);
  // A shopper's own data: signed in, never cached by a shared cache.
  const own = [privateNoStore, requireUser, writeLimiter];
  api.use('/cart', ...own, cartRouter);
  api.use('/orders', ...own, ordersRouter);
  api.use('/addresses', ...own, addressesRouter);
  // A quote reads the cart, the addresses and the catalogue: it counts against the same per-shopper
  // limit as a write, so a loop of quotes cannot run up Firestore reads.
  api.use('/checkout', ...own, checkoutRouter);
  // The owner's back office: the admin claim (revocation checked), never cached.
  const owner = [privateNoStore, requireAdmin, writeLimiter];
  api.use('/admin/settings', ...owner, settingsRouter);
  api.use('/admin/photos', ...owner, photosAdminRouter);
  api.use('/admin', ...owner, adminRouter);
  app.use('/api', api);

  app.use(notFoundHandler);
  app.use(errorHandler);
  return app;
}
