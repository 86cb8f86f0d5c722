import type { ReactNode } from 'react';
import type { Address } from '@contract/addresses';

/**
 * The delivery-address part of both checkouts. The address book is its own feature, so the
 * checkout does not import it: the route renders it into this slot. The addresses are the
 * checkout route's data; the screen learns which one is chosen through `onChange`.
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

export const NO_ADDRESS_CHOSEN: AddressChoice = { id: null, address: null };
