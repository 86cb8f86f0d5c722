import { useEffect } from 'react';
import { shop } from '../config/shop';

/** Sets the tab title ('… | Karad Organic') and the meta description of the current screen. */
export function useDocumentMeta(title: string, description: string): void {
  useEffect(() => {
    document.title = title ? `${title} | ${shop.name}` : shop.name;
    let meta = document.querySelector<HTMLMetaElement>('meta[name="description"]');
    if (!meta) {
      meta = document.createElement('meta');
      meta.name = 'description';
      document.head.appendChild(meta);
    }
    meta.content = description;
  }, [title, description]);
}
