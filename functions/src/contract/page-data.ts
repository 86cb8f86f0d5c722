/**
 * How the `site` function and the storefront's server render meet (docs/decisions/013): the
 * function imports the bundle Vite builds from web/src/entry-server.tsx and calls renderPage for
 * every page request Hosting does not answer from a file. Both sides import these types; the
 * bundle's shape is written here once. Imports only the endpoints' types.
 */
import type { AnswerOf, PublicEndpoint } from './endpoints.js';

/**
 * An API answer as a page's data holds it: the JSON body, or the API's error (its status, message
 * in the page's language, and code). Serializable, so a server-rendered page carries it to the
 * browser, which hydrates from it; in the browser the route loaders hold the same shape.
 */
export type RenderedAnswer<T = unknown> =
  | { ok: true; data: T }
  | {
      ok: false;
      status: number;
      /** The API's error (contract/errors.ts): its words, its kind, and what it said by code. */
      message: string;
      code?: string;
      messageCode?: string;
      params?: Readonly<Record<string, string | number | readonly string[]>>;
    };

/**
 * A public endpoint answered in process, without a signed-in user, in the page's language: what
 * GET /api{endpoint.path} answers, computed by the same code the API's route runs
 * (functions/src/site/public-reads.ts). Never rejects: a failure is an answer.
 */
export type ReadAnswer = <E extends PublicEndpoint>(endpoint: E) => Promise<RenderedAnswer<AnswerOf<E>>>;

/** Vite's build manifest (build.manifest), the parts the render reads. */
export type BuildManifest = Record<
  string,
  { file: string; css?: string[]; imports?: string[]; isEntry?: boolean; isDynamicEntry?: boolean }
>;

export interface PageRequest {
  /**
   * The path and query the shopper asked for (`/product/1?x=y`). The page's absolute URL is
   * always the configured site origin plus this path: nothing the request says about its host
   * reaches a page or a cache.
   */
  path: string;
  /** The page's public API answers, read in process (no HTTP), in the page's language. */
  readAnswer: ReadAnswer;
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
   * false when an API answer failed for a reason other than the asker's (an outage: a 5xx): the
   * page shows that part as failed, with Retry, and no cache may keep it.
   */
  cacheable: boolean;
}

/** web/src/entry-server.tsx, as its built bundle (entry-server.mjs) presents itself. */
export interface EntryServer {
  /** The shop's public origin (VITE_SITE_URL): every absolute URL the server writes. */
  siteOrigin: string;
  renderPage(page: PageRequest): Promise<RenderedPage>;
}
