/**
 * The HTML-only side of `npm run lighthouse -- --side-by-side`: a proxy in front of the running
 * shop that serves each page's server-rendered HTML without its scripts, and everything else
 * (CSS, fonts, images, /api) unchanged. Lighthouse on the proxy measures what the page costs
 * without the app, so the difference to the page as served is what the JavaScript adds.
 */
import { createServer, request, type IncomingHttpHeaders, type OutgoingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import {
  brotliCompressSync,
  brotliDecompressSync,
  constants,
  deflateSync,
  gunzipSync,
  gzipSync,
  inflateSync,
} from 'node:zlib';

const SCRIPT = /<script\b([^>]*)>[\s\S]*?<\/script\s*>/gi;
const LD_JSON = /\btype\s*=\s*["']?application\/ld\+json\b/i;
const MODULEPRELOAD = /<link\b[^>]*\brel\s*=\s*["']?modulepreload\b[^>]*>/gi;

/**
 * `html` without its `<script>` elements (the module entry and the page data alike) and
 * `<link rel="modulepreload">`s; everything else is left byte for byte. JSON-LD stays: the
 * browser never runs it, and it is part of the page search engines see.
 */
export function stripScripts(html: string): string {
  return html
    .replace(SCRIPT, (element, attributes: string) => (LD_JSON.test(attributes) ? element : ''))
    .replace(MODULEPRELOAD, '');
}

// Per connection, not per message: Node sets them itself for what it sends.
const HOP_BY_HOP = ['connection', 'keep-alive', 'transfer-encoding'];
const CODECS: Record<string, { decode: (body: Buffer) => Buffer; encode: (body: Buffer) => Buffer }> = {
  // Quality 4: what the shop's compression middleware uses for brotli (its default).
  br: {
    decode: brotliDecompressSync,
    encode: (body) => brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } }),
  },
  gzip: { decode: gunzipSync, encode: gzipSync },
  deflate: { decode: inflateSync, encode: deflateSync },
};

function withoutHopByHop(headers: IncomingHttpHeaders): OutgoingHttpHeaders {
  return Object.fromEntries(Object.entries(headers).filter(([name]) => !HOP_BY_HOP.includes(name)));
}

export interface StripScriptsProxy {
  /** e.g. http://127.0.0.1:40123 */
  origin: string;
  close(): Promise<void>;
}

/** Starts the proxy on a free loopback port, forwarding to `base` (the running shop). */
export async function startStripScriptsProxy(base: string): Promise<StripScriptsProxy> {
  const target = new URL(base);
  const server = createServer((req, res) => {
    const upstream = request(
      {
        hostname: target.hostname,
        port: target.port,
        method: req.method,
        path: req.url,
        headers: { ...withoutHopByHop(req.headers), host: target.host },
      },
      (response) => {
        const headers = withoutHopByHop(response.headers);
        const location = response.headers.location;
        // A redirect to the shop's own origin must keep the browser on the proxy.
        if (location?.startsWith(target.origin))
          headers['location'] = origin + location.slice(target.origin.length);
        if (!/^text\/html\b/i.test(response.headers['content-type'] ?? '')) {
          res.writeHead(response.statusCode ?? 502, headers);
          response.pipe(res);
          return;
        }
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => {
          // Compressed again the way the shop compressed it, so both sides transfer alike.
          const codec = CODECS[response.headers['content-encoding'] ?? ''];
          const raw = Buffer.concat(chunks);
          if (raw.length === 0) {
            // HEAD, 304 and the like: nothing to strip.
            res.writeHead(response.statusCode ?? 502, headers);
            res.end();
            return;
          }
          const html = (codec ? codec.decode(raw) : raw).toString('utf8');
          const stripped = Buffer.from(stripScripts(html), 'utf8');
          const body = codec ? codec.encode(stripped) : stripped;
          // Not the shop's body any more: its validator would claim otherwise.
          delete headers['etag'];
          headers['content-length'] = body.length;
          res.writeHead(response.statusCode ?? 502, headers);
          res.end(body);
        });
      },
    );
    upstream.on('error', (error) => {
      if (!res.headersSent) res.writeHead(502, { 'content-type': 'text/plain' });
      res.end(`Proxy to ${base} failed: ${error.message}`);
    });
    req.pipe(upstream);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    origin,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
