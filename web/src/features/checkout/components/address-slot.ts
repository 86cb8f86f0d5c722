import type { ReactNode } from 'react';
import type { Address } from '@contract/addresses';

/**
 * The delivery-address part of both checkouts. The address book is its own feature, so the
 * checkout screens do not import it: the route renders it into this slot. The screen loads the
 * addresses with the rest of its data and learns which one is chosen through `onChange`.
 */
export interface AddressSlotProps {
  addresses: readonly Address[];
  disabled: boolean;
  openWhenEmpty: boolean;
  onChange: (choice: AddressChoice) => void;
}
export interface AddressChoice {
  id: string | null;
  address: Address | null;
}
export type AddressSlot = (props: AddressSlotProps) => ReactNode;
export type LoadAddresses = (signal: AbortSignal) => Promise<Address[]>;

export const NO_ADDRESS_CHOSEN: AddressChoice = { id: null, address: null };
