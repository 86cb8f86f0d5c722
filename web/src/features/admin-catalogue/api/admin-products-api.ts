import type { AdminProduct, AdminProductCreate } from '@contract/admin';
import { BACK_OFFICE_MESSAGES as M } from '@contract/messages';
import type { Variant } from '@contract/products';
import { adminEndpoints } from '@contract/admin-endpoints';
import { apiGet, apiRequest } from '@/platform/api-client';

/** Every product, hidden ones included, as the owner edits them. */
export function getAdminProducts(signal?: AbortSignal): Promise<AdminProduct[]> {
  return apiGet(adminEndpoints.products(), {
    fallbackMessage: M.productsFailed,
    signal,
    cache: 'no-store',
  });
}

export interface ProductChange {
  variants?: { unit: string; price: number | null; stock: Exclude<Variant['stock'], null> }[];
  isPopular?: boolean;
  isNew?: boolean;
  isSeasonal?: boolean;
  hidden?: boolean;
}

export function updateAdminProduct(id: number, change: ProductChange): Promise<AdminProduct> {
  return apiRequest<AdminProduct>(`/admin/products/${id}`, {
    method: 'PATCH',
    body: change,
    fallbackMessage: M.saveFailed,
  });
}

/** A new product (POST /admin/products): answered as stored, with its id. */
export function createAdminProduct(product: AdminProductCreate): Promise<AdminProduct> {
  return apiRequest<AdminProduct>('/admin/products', {
    method: 'POST',
    body: product,
    fallbackMessage: M.addProductFailed,
  });
}
