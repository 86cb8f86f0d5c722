/**
 * The server's render of a page (docs/decisions/013). The `site` Cloud Function
 * (functions/src/site) imports the bundle Vite builds from this file and calls renderPage for every
 * page request Hosting does not answer from a file. Public pages arrive as HTML with their content,
 * head tags and structured data; the browser hydrates them (main.tsx). The function's side of this
 * meeting is typed by the contract's EntryServer, which this module is.
 */
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import {
  createStaticHandler,
  createStaticRouter,
  StaticRouterProvider,
  type StaticHandlerContext,
} from 'react-router-dom';
import type {
  BuildManifest,
  EntryServer,
  PageRequest,
  RenderedAnswer,
  RenderedPage,
} from '@contract/page-data';
import { PAGE_META_MESSAGES } from '@/words/page-meta-messages';
import { routes, type RouteHandle } from './app/route-tree';
import {
  DocumentMetaCollectorContext,
  jsonForScript,
  renderHeadHtml,
  type PageMeta,
} from './seo/document-meta';
import { inlineStylesheet } from './platform/inline-stylesheet';
import { PAGE_DATA_ID, type PageData } from './platform/page-data';
import type { RenderContext } from './platform/route-data';
import { AppProviders } from './app/providers';
import { BASENAME } from './config/language';
import { shop } from './config/shop';

// The Marathi build's pages live under /mr (config/language.ts): its router reads paths below it.
const handler = createStaticHandler(routes, { basename: BASENAME });

/**
 * The shop's public origin (VITE_SITE_URL, compiled in): canonical, Open Graph and JSON-LD URLs
 * and the sitemap (functions/src/sitemap) all start with it. The one source of absolute URLs.
 */
export const siteOrigin = shop.siteUrl;

/** The page's URL: the site origin plus the path as asked, never resolved against a host. */
export function pageUrl(path: string): string {
  return `${siteOrigin}${path.startsWith('/') ? path : `/${path}`}`;
}

export async function renderPage(page: PageRequest): Promise<RenderedPage> {
  const request = new Request(pageUrl(page.path), { method: 'GET' });
  // The route loaders read the page's data through the render context (platform/route-data.ts).
  const requestContext: RenderContext = { readAnswer: page.readAnswer };
  const context = await handler.query(request, { requestContext });
  // The app's loaders never redirect or throw; a Response here would be a bug, shown as the shell.
  if (context instanceof Response) throw new Error(`Unexpected ${context.status} from the router`);

  const handles = context.matches.map((match) => (match.route.handle ?? {}) as RouteHandle);
  const data = context.matches.map(
    (match) => context.loaderData[match.route.id] as Record<string, unknown> | null | undefined,
  );
  // The page's subject is one read of the matched screen itself (the product, the post); the
  // layout's reads above it decorate every page.
  const subjectKey = handles.at(-1)?.subject;
  const subject = subjectKey ? (data.at(-1)?.[subjectKey] as RenderedAnswer | undefined) : undefined;
  const missing = handles.some((h) => h.notFound) || (subject !== undefined && !subject.ok);
  const status = missing ? 404 : 200;
  // An answer the API could not give (an outage: a 5xx) shows as failed, and is kept by no cache.
  const outage = data.some((reads) => Object.values(reads ?? {}).some(isOutage));
  const cacheable = !missing && !outage;

  const rendered = renderApp(context);
  const { html } = rendered;
  // A shopper's own page renders no screen here (who she is is known in the browser only): its
  // head comes from its route, in this build's language, kept out of search.
  const privateMeta = handles.at(-1)?.privateMeta;
  const meta: PageMeta | undefined =
    rendered.meta ??
    (privateMeta
      ? {
          ...PAGE_META_MESSAGES[privateMeta],
          path: context.location.pathname.slice(BASENAME.length) || '/',
          noindex: true,
        }
      : undefined);
  const modules = handles.map((h) => h.module).filter((m): m is string => Boolean(m));
  const wake = handles.at(-1)?.wakeOnIntent ? 'intent' : undefined;
  return { status, cacheable, html: assemble(page, html, meta, modules, context, wake) };
}

/** A read the API could not answer (an outage, a 5xx): not the asker's fault, and not for keeping. */
function isOutage(read: unknown): boolean {
  const answer = read as Partial<RenderedAnswer> | null;
  return answer?.ok === false && ((answer.status ?? 0) === 0 || (answer.status ?? 0) >= 500);
}

/** The `site` function loads this module as the contract's EntryServer: checked here, at build. */
const _entry: EntryServer = { siteOrigin, renderPage };

function renderApp(context: StaticHandlerContext) {
  let meta: PageMeta | undefined;
  const router = createStaticRouter(handler.dataRoutes, context);
  const html = renderToString(
    <StrictMode>
      <DocumentMetaCollectorContext value={(collected) => (meta = collected)}>
        <AppProviders>
          <StaticRouterProvider router={router} context={context} hydrate={false} />
        </AppProviders>
      </DocumentMetaCollectorContext>
    </StrictMode>,
  );
  return { html, meta };
}

const escapeAttribute = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;');

/**
 * The route's own CSS and code, and what they import, minus what the shell already loads. The CSS
 * goes in the page itself: a phone on slow 4G would otherwise wait a round trip for each small
 * stylesheet before it paints anything (platform/inline-stylesheet.ts). The code is listed for main.tsx,
 * which fetches it with the app's own once the page has painted.
 */
function routeAssets(
  manifest: BuildManifest,
  modules: string[],
  styles: Record<string, string>,
): { head: string; code: string[] } {
  const shell = new Set<string>();
  const addShell = (key: string) => {
    if (shell.has(key)) return;
    shell.add(key);
    manifest[key]?.imports?.forEach(addShell);
  };
  Object.entries(manifest)
    .filter(([, chunk]) => chunk.isEntry)
    .forEach(([key]) => addShell(key));

  const seen = new Set<string>();
  const css: string[] = [];
  const code: string[] = [];
  const visit = (key: string) => {
    if (seen.has(key) || shell.has(key)) return;
    seen.add(key);
    const chunk = manifest[key];
    if (!chunk) return;
    code.push(`/${chunk.file}`);
    css.push(...(chunk.css ?? []));
    chunk.imports?.forEach(visit);
  };
  modules.forEach(visit);
  const head = [...new Set(css)]
    .map((file) => {
      const href = `/${escapeAttribute(file)}`;
      const text = styles[file];
      return text === undefined ? `<link rel="stylesheet" href="${href}">` : inlineStylesheet(href, text);
    })
    .join('\n    ');
  return { head, code };
}

const ROOT_OPEN = '<div id="root">';
const ROOT_CLOSE = '<!--/root-->';

/**
 * `html` with `text` put in before the first `marker`. Plain concatenation, never
 * String.prototype.replace with a string: the page carries shoppers' text (reviews, names), and a
 * replacement string would read `$&`, `$'` or `` $` `` in it as patterns (docs/decisions/013).
 */
export function insertBefore(html: string, marker: string, text: string, last = false): string {
  const at = last ? html.lastIndexOf(marker) : html.indexOf(marker);
  if (at < 0) throw new Error(`The template has no ${marker}`);
  return html.slice(0, at) + text + html.slice(at);
}

/** `html` without the first match of `pattern` (the template's own title and description). */
function remove(html: string, pattern: RegExp): string {
  const match = pattern.exec(html);
  return match ? html.slice(0, match.index) + html.slice(match.index + match[0].length) : html;
}

function assemble(
  page: PageRequest,
  appHtml: string,
  meta: PageMeta | undefined,
  modules: string[],
  context: StaticHandlerContext,
  wake: PageData['wake'],
): string {
  let html = page.template;
  if (meta) {
    html = remove(html, /<title>[\s\S]*?<\/title>\s*/);
    html = remove(html, /<meta\s+name="description"[\s\S]*?\/>\s*/);
  }
  const assets = routeAssets(page.manifest, modules, page.styles ?? {});
  const head = [meta ? renderHeadHtml(meta, siteOrigin) : '', assets.head].filter(Boolean).join('\n    ');
  html = insertBefore(html, '</head>', `    ${head}\n  `);
  const open = html.indexOf(ROOT_OPEN);
  const close = open < 0 ? -1 : html.indexOf(ROOT_CLOSE, open);
  if (close < 0) throw new Error(`The template has no ${ROOT_OPEN}…${ROOT_CLOSE} to fill`);
  html = html.slice(0, open + ROOT_OPEN.length) + appHtml + html.slice(close);
  // A shopper's own page and the back office read nothing here (null): left out, so the
  // browser's router runs their loaders as it starts (platform/route-data.ts privateLoader).
  const loaderData = Object.fromEntries(
    Object.entries(context.loaderData).filter(([, value]) => value !== null),
  );
  const data: PageData = {
    router: { loaderData, actionData: context.actionData, errors: context.errors },
    modules: assets.code,
    ...(wake ? { wake } : {}),
  };
  return insertBefore(
    html,
    '</body>',
    `  <script id="${PAGE_DATA_ID}" type="application/json">${jsonForScript(data)}</script>\n  `,
    true,
  );
}
