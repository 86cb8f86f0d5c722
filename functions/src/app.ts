import express from 'express';
import { errorHandler, notFoundHandler } from './lib/errors.js';
import { limitBodySize, MAX_BODY_BYTES } from './lib/http.js';
import { productsRouter } from './products/products.routes.js';

/**
 * Builds the Express app without starting a server: the Cloud Function wraps it in production and
 * in the emulator, and tests listen on an ephemeral port.
 */
export function createApp() {
  const app = express();
  app.disable('x-powered-by');
  app.set('trust proxy', true);
  app.use(limitBodySize);
  app.use(express.json({ limit: MAX_BODY_BYTES }));

  const api = express.Router();
  api.use('/products', productsRouter);
  app.use('/api', api);

  app.use(notFoundHandler);
  app.use(errorHandler);
  return app;
}
