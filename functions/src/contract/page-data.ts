/**
 * A public API answer a server-rendered page was built from (docs/decisions/013), as the `site`
 * function got it: the JSON body, or the API's error. Serializable, so the page can carry it to
 * the browser, which hydrates from it. Imports nothing.
 */
export type RenderedAnswer =
  { ok: true; data: unknown } | { ok: false; status: number; message: string; code?: string };
