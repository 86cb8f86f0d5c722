import express from 'express';
import { createServer } from 'node:http';
import { describe, expect, it } from 'vitest';
import { errorHandler } from './errors.js';
import { rateLimitWrites } from './rate-limit.js';

describe('rateLimitWrites', () => {
  it('answers 429 with a message once a user passes the limit, and leaves reads alone', async () => {
    const app = express();
    app.use((req, _res, next) => {
      req.user = { uid: String(req.headers['x-user']), admin: false };
      next();
    });
    app.use(rateLimitWrites({ limit: 3, windowMs: 60_000 }));
    app.all('/', (_req, res) => {
      res.json({ ok: true });
    });
    app.use(errorHandler);
    const server = createServer(app).listen(0);
    const port = (server.address() as { port: number }).port;
    const send = (method: string, user: string) =>
      fetch(`http://127.0.0.1:${port}/`, { method, headers: { 'x-user': user } });
    try {
      const statuses = [];
      for (let i = 0; i < 4; i++) statuses.push((await send('POST', 'alice')).status);
      expect(statuses).toEqual([200, 200, 200, 429]);
      const limited = await send('POST', 'alice');
      expect(await limited.json()).toEqual({
        code: 'RATE_LIMITED',
        message: 'You are doing that too often. Please wait a minute and try again.',
        messageCode: 'api.rateLimited',
        params: {},
      });
      expect((await send('GET', 'alice')).status).toBe(200);
      expect((await send('POST', 'bob')).status).toBe(200);
    } finally {
      server.close();
    }
  });
});
