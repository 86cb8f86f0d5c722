import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Express } from 'express';
import type { FetchAnswer, RenderedAnswer } from '../contract/page-data.js';

/**
 * The public API answers a page is rendered from come from the API itself: the same Express app,
 * listening on a loopback port inside this instance, so the HTML shows exactly what the browser's
 * own call would get (prices from the catalogue, hidden products left out, the same 404s) and the
 * page never needs a second copy of the API's rules. Loopback only: nothing outside the instance
 * can reach it.
 */
export function pageAnswers(createApi: () => Express, timeoutMs: number): FetchAnswer {
  let origin: Promise<string> | undefined;
  const start = () =>
    new Promise<string>((resolveOrigin, reject) => {
      const server: Server = createApi().listen(0, '127.0.0.1', () => {
        const { port } = server.address() as AddressInfo;
        resolveOrigin(`http://127.0.0.1:${port}`);
      });
      server.on('error', reject);
      server.unref();
    });

  return async function fetchAnswer(path: string): Promise<RenderedAnswer> {
    origin ??= start();
    try {
      const response = await fetch(`${await origin}/api${path}`, {
        headers: { Accept: 'application/json' },
        signal: AbortSignal.timeout(timeoutMs),
      });
      const body = (await response.json().catch(() => undefined)) as
        { message?: unknown; code?: unknown; messageCode?: unknown; params?: unknown } | undefined;
      if (response.ok) return { ok: true, data: body };
      return {
        ok: false,
        status: response.status,
        message: typeof body?.message === 'string' ? body.message : '',
        ...(typeof body?.code === 'string' ? { code: body.code } : {}),
        ...(typeof body?.messageCode === 'string' ? { messageCode: body.messageCode } : {}),
        ...(typeof body?.params === 'object' && body.params !== null
          ? { params: body.params as Record<string, string | number> }
          : {}),
      };
    } catch {
      return { ok: false, status: 0, message: '' };
    }
  };
}
