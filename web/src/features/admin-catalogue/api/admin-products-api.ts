import type { AdminProduct, AdminProductCreate, AdminProductPatch } from '@contract/admin';
import { BACK_OFFICE_MESSAGES as M } from '@/words/messages';
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

/** Any of the product's packs, flags, words and picture (the API's own AdminProductPatch). */
export function updateAdminProduct(id: number, change: AdminProductPatch): Promise<AdminProduct> {
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
