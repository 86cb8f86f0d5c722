import type { Product } from '@contract/products';

/** A pack's name as the page's language says it (`500 ग्रॅम` on Marathi pages), or its unit. */
export const packLabel = (product: Pick<Product, 'unitLabels'>, unit: string): string =>
  product.unitLabels?.[unit] ?? unit;
