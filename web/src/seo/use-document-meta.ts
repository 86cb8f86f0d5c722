import { useContext, useEffect, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { shop } from '@/config/shop';
import { applyHeadTags, DocumentMetaCollectorContext, headTags, type PageMeta } from './document-meta';

export type { PageMeta } from './document-meta';

/**
 * The pages whose meta is on screen, by mount order. A route and its screen may both set meta;
 * the innermost (mounted last) wins, as in the server render, where the last call wins.
 */
const active = new Map<number, PageMeta>();
let mounted = 0;
let scheduled = false;

/** Once per tick, after every meta of this commit has registered or left. */
function schedule() {
  if (scheduled) return;
  scheduled = true;
  queueMicrotask(applyLatest);
}

function applyLatest() {
  scheduled = false;
  const latest = Math.max(...active.keys());
  const meta = active.get(latest);
  if (!meta) return;
  applyHeadTags(document, headTags(meta, shop.siteUrl));
}

/**
 * Sets the page's title ('… | Karad Organic'), description, canonical URL, link-preview tags and
 * structured data. In the server render it reports them to the collector during render; in the
 * browser it replaces the head tags after each change.
 */
export function useDocumentMeta(
  title: string,
  description: string,
  extra: Omit<PageMeta, 'title' | 'description'> = {},
): void {
  const collect = useContext(DocumentMetaCollectorContext);
  const { pathname } = useLocation();
  const meta: PageMeta = { ...extra, title, description, path: extra.path ?? pathname };
  collect?.(meta);

  const [order] = useState(() => ++mounted);
  // Compared by content: callers build a fresh object (JSON-LD and all) on every render.
  const key = JSON.stringify(meta);
  useEffect(() => {
    active.set(order, JSON.parse(key) as PageMeta);
    schedule();
    return () => {
      active.delete(order);
      schedule();
    };
  }, [order, key]);
}
