import type { Product } from '@contract/products';
import { apiRequest } from '../../../lib/api-client';

export function getProducts(signal?: AbortSignal): Promise<Product[]> {
  return apiRequest<Product[]>('/products', {
    fallbackMessage: 'Failed to load products. Please try again.',
    signal,
  });
}
