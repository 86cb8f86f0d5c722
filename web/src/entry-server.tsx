/**
 * The server's render of a page (docs/decisions/013). The `site` Cloud Function
 * (functions/src/site) imports the bundle Vite builds from this file and calls renderPage for every
 * page request Hosting does not answer from a file. Public pages arrive as HTML with their content,
 * head tags and structured data; the browser hydrates them (main.tsx).
 */
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import {
  createStaticHandler,
  createStaticRouter,
  StaticRouterProvider,
  type StaticHandlerContext,
} from 'react-router-dom';
import { routes, type RouteHandle } from './app/route-tree';
import { setRenderedAnswers, type RenderedAnswer } from './lib/api-client';
import {
  DocumentMetaCollectorContext,
  jsonForScript,
  renderHeadHtml,
  type PageMeta,
} from './lib/document-meta';
import { inlineStylesheet } from './lib/inline-stylesheet';
import { PAGE_DATA_ID, type PageData } from './lib/page-data';
import { setSanitizerWindow } from './lib/sanitize-post-html';
import { AppProviders } from './app/providers';
import { shop } from './config/shop';

/** Vite's build manifest (build.manifest), the parts used here. */
export type BuildManifest = Record<
  string,
  { file: string; css?: string[]; imports?: string[]; isEntry?: boolean; isDynamicEntry?: boolean }
>;

export interface PageRequest {
  /** The page's URL as the shopper asked for it (path and query matter). */
  url: string;
  /** The shop's public origin, for canonical and Open Graph URLs. */
  origin: string;
  /** A public API call's answer: GET /api{path}, without a signed-in user. */
  fetchAnswer: (path: string) => Promise<RenderedAnswer>;
  /** The client build's index.html (its shell) and manifest. */
  template: string;
  manifest: BuildManifest;
  /** The client build's stylesheets by file ('assets/product-x.css'), to put in the page. */
  styles?: Record<string, string>;
}

export interface RenderedPage {
  status: number;
  html: string;
  /**
   * false when an API call failed for a reason other than "not found" (an outage): the page
   * then leaves that part to the browser, which asks again, and no cache may keep it.
   */
  cacheable: boolean;
}

const handler = createStaticHandler(routes);

let dom: Promise<void> | undefined;
/** jsdom's window for DOMPurify, loaded the first time a page needs it (the function has jsdom). */
function ensureDom(): Promise<void> {
  dom ??= import('jsdom').then(({ JSDOM }) => setSanitizerWindow(new JSDOM('').window));
  return dom;
}

export async function renderPage(page: PageRequest): Promise<RenderedPage> {
  const request = new Request(page.url, { method: 'GET' });
  const context = await handler.query(request);
  // The app's loaders never redirect or throw; a Response here would be a bug, shown as the shell.
  if (context instanceof Response) throw new Error(`Unexpected ${context.status} from the router`);

  const handles = context.matches.map((match) => (match.route.handle ?? {}) as RouteHandle);
  if (handles.some((h) => h.needsDom)) await ensureDom();
  const paths = context.matches.flatMap((match) => {
    const handle = (match.route.handle ?? {}) as RouteHandle;
    return handle.answers?.(match.params) ?? [];
  });
  const answers: Record<string, RenderedAnswer> = {};
  let cacheable = true;
  await Promise.all(
    [...new Set(paths)].map(async (path) => {
      const answer = await page.fetchAnswer(path);
      // A 4xx is the answer (e.g. no such product); a 5xx or no answer is an outage, which the
      // browser's own call may get past, so the page shows that part loading.
      if (answer.ok || (answer.status >= 400 && answer.status < 500)) answers[path] = answer;
      else cacheable = false;
    }),
  );

  // The page's subject is the first call of the matched screen itself (the product, the post);
  // the layout's calls above it decorate every page.
  const leaf = context.matches.at(-1);
  const leafPaths = leaf ? (((leaf.route.handle ?? {}) as RouteHandle).answers?.(leaf.params) ?? []) : [];
  const subject = leafPaths[0] === undefined ? undefined : answers[leafPaths[0]];
  const missing = handles.some((h) => h.notFound) || (subject !== undefined && !subject.ok);
  const status = missing ? 404 : 200;

  const { html, meta } = renderApp(context, answers);
  const modules = handles.map((h) => h.module).filter((m): m is string => Boolean(m));
  return {
    status,
    cacheable: cacheable && !missing,
    html: assemble(page, html, meta, modules, context, answers),
  };
}

function renderApp(context: StaticHandlerContext, answers: Record<string, RenderedAnswer>) {
  let meta: PageMeta | undefined;
  const router = createStaticRouter(handler.dataRoutes, context);
  // The answers are module state that the screens read while rendering: set, render, clear, all
  // synchronously, so requests the function serves at the same time never see each other's.
  setRenderedAnswers(answers);
  try {
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
  } finally {
    setRenderedAnswers({});
  }
}

const escapeAttribute = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;');

/**
 * The route's own CSS and code, and what they import, minus what the shell already loads. The CSS
 * goes in the page itself: a phone on slow 4G would otherwise wait a round trip for each small
 * stylesheet before it paints anything (lib/inline-stylesheet.ts). The code is listed for main.tsx,
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

const ROOT_CONTENT = /(<div id="root">)[\s\S]*?(<!--\/root-->)/;

function assemble(
  page: PageRequest,
  appHtml: string,
  meta: PageMeta | undefined,
  modules: string[],
  context: StaticHandlerContext,
  answers: Record<string, RenderedAnswer>,
): string {
  let html = page.template;
  if (meta) {
    html = html
      .replace(/<title>[\s\S]*?<\/title>\s*/, '')
      .replace(/<meta\s+name="description"[\s\S]*?\/>\s*/, '');
  }
  const assets = routeAssets(page.manifest, modules, page.styles ?? {});
  const head = [meta ? renderHeadHtml(meta, shop.siteUrl ?? page.origin) : '', assets.head]
    .filter(Boolean)
    .join('\n    ');
  html = html.replace('</head>', `    ${head}\n  </head>`);
  if (!ROOT_CONTENT.test(html)) throw new Error('The template has no <div id="root">…<!--/root--> to fill');
  html = html.replace(ROOT_CONTENT, (_, open: string, close: string) => `${open}${appHtml}${close}`);
  const data: PageData = {
    answers,
    router: { loaderData: context.loaderData, actionData: context.actionData, errors: context.errors },
    modules: assets.code,
  };
  return html.replace(
    '</body>',
    `  <script id="${PAGE_DATA_ID}" type="application/json">${jsonForScript(data)}</script>\n  </body>`,
  );
}
