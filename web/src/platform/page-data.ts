import type { HydrationState } from 'react-router-dom';

/** The id of the JSON a server-rendered page carries for the browser to hydrate from. */
export const PAGE_DATA_ID = 'page-data';

/**
 * What the server rendered a page from (docs/decisions/013): the router's state (whose loader data
 * holds the public API answers the screens showed: platform/api-client.ts) and the page's code. A
 * JSON block, not a script that runs, so the Content-Security-Policy needs no 'unsafe-inline'.
 */
export interface PageData {
  router: HydrationState;
  /** The page's own code ('/assets/product-x.js' and what it imports), fetched with the app's. */
  modules?: string[];
  /**
   * 'intent': the HTML is the whole page until the visitor acts on it (a public page), so a
   * visitor who has never signed in here gets the code on her first tap, key or mouse move
   * (main.tsx, docs/decisions/017). Absent: the code comes once the page has painted.
   */
  wake?: 'intent';
}

export function readPageData(doc: Document): PageData | null {
  const element = doc.getElementById(PAGE_DATA_ID);
  if (!element?.textContent) return null;
  try {
    return JSON.parse(element.textContent) as PageData;
  } catch {
    return null;
  }
}
