/**
 * One new `site` instance, for scripts/site-cold-start.ts: run in a fresh process on the runtime's
 * Node (`node site-cold-start-child.mjs <functions/lib/index.js>`), it loads the built functions as
 * the runtime does, serves the `site` function from an Express app on a loopback port as the
 * Functions Framework does, and asks it for real pages over HTTP. Plain JavaScript on purpose: no
 * TypeScript loader in the process being measured. Prints one line, `COLD-START {…}`.
 */
import { createRequire, registerHooks } from 'node:module';
import { get } from 'node:http';
import { performance } from 'node:perf_hooks';

/** DOM emulations a page must never need (issue 28), and the HTML sanitisers that once pulled one in. */
const WATCHED = /[\\/]node_modules[\\/](jsdom|happy-dom|domino|dompurify|sanitize-html)[\\/]/;
const watched = new Set();
// Every module either loader resolves (require() and import(): the storefront's bundle is ESM)
// passes here. A regular-expression test per module costs microseconds.
registerHooks({
  resolve(specifier, context, nextResolve) {
    const resolved = nextResolve(specifier, context);
    const name = WATCHED.exec(resolved.url)?.[1];
    if (name) watched.add(name);
    return resolved;
  },
});

const entry = process.argv[2];
const require = createRequire(entry);

let started = performance.now();
const functions = require(entry);
const moduleLoadMs = performance.now() - started;

// node:http rather than fetch() as the client: fetch's first call loads undici, which would be
// counted in the first render although the function itself does not pay for it there.
const express = require('express');
const app = express();
app.use((req, res) => functions.site(req, res));
const server = app.listen(0, '127.0.0.1');
await new Promise((resolveListening) => server.once('listening', resolveListening));
const origin = `http://127.0.0.1:${server.address().port}`;

/** A page as a browser gets it: the time until its last byte, its status and its <h1>. */
function render(path) {
  started = performance.now();
  return new Promise((resolvePage, reject) => {
    get(`${origin}${path}`, (res) => {
      let html = '';
      res.setEncoding('utf8');
      res.on('data', (chunk) => (html += chunk));
      res.on('end', () =>
        resolvePage({
          path,
          ms: performance.now() - started,
          status: res.statusCode,
          h1: /<h1[^>]*>([^<]*)</.exec(html)?.[1] ?? null,
        }),
      );
    }).on('error', reject);
  });
}

const first = await render('/product/1');
const warm = await render('/product/1');
const marathi = await render('/mr/product/1');
console.log(
  `COLD-START ${JSON.stringify({ node: process.version, moduleLoadMs, first, warm, marathi, watched: [...watched] })}`,
);
// Firestore's channels and the API's loopback server would keep the process alive.
process.exit(0);
