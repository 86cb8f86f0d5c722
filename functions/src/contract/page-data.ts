/**
 * How the `site` function and the storefront's server render meet (docs/decisions/013): the
 * function imports the bundle Vite builds from web/src/entry-server.tsx and calls renderPage for
 * every page request Hosting does not answer from a file. Both sides import these types; the
 * bundle's shape is written here once. Imports nothing.
 */

/**
 * A public API answer a server-rendered page was built from, as the `site` function got it: the
 * JSON body, or the API's error. Serializable, so the page can carry it to the browser, which
 * hydrates from it.
 */
export type RenderedAnswer =
  | { ok: true; data: unknown }
  | {
      ok: false;
      status: number;
      /** The API's error (contract/errors.ts): its words, its kind, and what it said by code. */
      message: string;
      code?: string;
      messageCode?: string;
      params?: Readonly<Record<string, string | number | readonly string[]>>;
    };

/** A public API call's answer: GET /api{path}, without a signed-in user. */
export type FetchAnswer = (path: string) => Promise<RenderedAnswer>;

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
  fetchAnswer: FetchAnswer;
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

/** web/src/entry-server.tsx, as its built bundle (entry-server.mjs) presents itself. */
export interface EntryServer {
  /** The shop's public origin (VITE_SITE_URL): every absolute URL the server writes. */
  siteOrigin: string;
  renderPage(page: PageRequest): Promise<RenderedPage>;
}
