import { createContext } from 'react';

// PLACEHOLDER until the seo branch lands (its version replaces this file).
export interface PageMeta {
  title: string;
  description: string;
}
export const DocumentMetaCollectorContext = createContext<((meta: PageMeta) => void) | null>(null);
export function renderHeadHtml(meta: PageMeta, origin: string): string {
  void origin;
  return `<title>${meta.title}</title>`;
}
