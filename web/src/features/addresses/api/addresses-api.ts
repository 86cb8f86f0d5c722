import type { Address, AddressInput } from '@contract/addresses';
import { apiRequest } from '../../../lib/api-client';

export const ADDRESS_MESSAGES = {
  load: 'Failed to load addresses. Please try again.',
  add: 'Failed to add address. Please try again.',
  remove: 'Failed to delete address.',
  setDefault: 'Failed to set default address.',
} as const;

export function getAddresses(signal?: AbortSignal): Promise<Address[]> {
  return apiRequest<Address[]>('/addresses', { fallbackMessage: ADDRESS_MESSAGES.load, signal });
}

export function createAddress(input: AddressInput): Promise<Address> {
  return apiRequest<Address>('/addresses', {
    method: 'POST',
    body: input,
    fallbackMessage: ADDRESS_MESSAGES.add,
  });
}

export function setDefaultAddress(id: string): Promise<Address[]> {
  return apiRequest<Address[]>(`/addresses/${encodeURIComponent(id)}`, {
    method: 'PUT',
    body: { isDefault: true },
    fallbackMessage: ADDRESS_MESSAGES.setDefault,
  });
}

export function deleteAddress(id: string): Promise<Address[]> {
  return apiRequest<Address[]>(`/addresses/${encodeURIComponent(id)}`, {
    method: 'DELETE',
    fallbackMessage: ADDRESS_MESSAGES.remove,
  });
}
