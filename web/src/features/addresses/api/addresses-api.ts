import type { Address, AddressInput } from '@contract/addresses';
import { ADDRESS_MESSAGES } from '@/words/messages';
import { shopperEndpoints } from '@contract/endpoints';
import { apiGet, apiRequest } from '@/platform/api-client';

export function getAddresses(signal?: AbortSignal): Promise<Address[]> {
  return apiGet(shopperEndpoints.addresses(), { fallbackMessage: ADDRESS_MESSAGES.loadFailed, signal });
}

export function createAddress(input: AddressInput): Promise<Address> {
  return apiRequest<Address>('/addresses', {
    method: 'POST',
    body: input,
    fallbackMessage: ADDRESS_MESSAGES.addFailed,
  });
}

export function setDefaultAddress(id: string): Promise<Address[]> {
  return apiRequest<Address[]>(`/addresses/${encodeURIComponent(id)}`, {
    method: 'PUT',
    body: { isDefault: true },
    fallbackMessage: ADDRESS_MESSAGES.setDefaultFailed,
  });
}

export function deleteAddress(id: string): Promise<Address[]> {
  return apiRequest<Address[]>(`/addresses/${encodeURIComponent(id)}`, {
    method: 'DELETE',
    fallbackMessage: ADDRESS_MESSAGES.deleteFailed,
  });
}
