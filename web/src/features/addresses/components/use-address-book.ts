import { useState } from 'react';
import type { Address, AddressInput } from '@contract/addresses';
import { ADDRESS_MESSAGES } from '@/words/messages';
import { useApiErrorHandler } from '@/shop/use-api-error-handler';
import { createAddress, deleteAddress, setDefaultAddress } from '../api/addresses-api';

/** The default address, else the first (product.md §4 Checkout). */
export function initialSelection(addresses: readonly Address[]): string | null {
  return (addresses.find((a) => a.isDefault) ?? addresses[0])?._id ?? null;
}

/**
 * The saved addresses and the one chosen for delivery (product.md §4 Checkout), starting from the list
 * the screen loaded: the default (or else the first) is chosen; a new address is appended (a new
 * default takes the badge) and chosen; Set as Default
 * is optimistic; deleting the chosen address chooses the first remaining one.
 */
export function useAddressBook(initial: readonly Address[]) {
  const handleError = useApiErrorHandler();
  const [addresses, setAddresses] = useState<Address[]>(() => [...initial]);
  const [selectedId, setSelectedId] = useState<string | null>(() => initialSelection(initial));
  const [busy, setBusy] = useState(false);
  const add = async (input: AddressInput): Promise<boolean> => {
    try {
      const created = await createAddress(input);
      setAddresses((list) => [
        ...list.map((a) => (created.isDefault ? { ...a, isDefault: false } : a)),
        created,
      ]);
      // The address she just added is where she means this order to go.
      setSelectedId(created._id);
      return true;
    } catch (error) {
      handleError(error, ADDRESS_MESSAGES.addFailed);
      return false;
    }
  };

  const makeDefault = async (id: string) => {
    const before = addresses;
    setAddresses((list) => list.map((a) => ({ ...a, isDefault: a._id === id })));
    setBusy(true);
    try {
      setAddresses(await setDefaultAddress(id));
    } catch (error) {
      setAddresses(before);
      handleError(error, ADDRESS_MESSAGES.setDefaultFailed);
    } finally {
      setBusy(false);
    }
  };

  /** Deletes without asking: the caller asks first (DeliveryAddresses' dialog). */
  const remove = async (id: string) => {
    setBusy(true);
    try {
      const rest = await deleteAddress(id);
      setAddresses(rest);
      setSelectedId((current) =>
        current === id || !rest.some((a) => a._id === current) ? (rest[0]?._id ?? null) : current,
      );
    } catch (error) {
      handleError(error, ADDRESS_MESSAGES.deleteFailed);
    } finally {
      setBusy(false);
    }
  };

  const selected = addresses.find((a) => a._id === selectedId) ?? null;
  return { addresses, selectedId, selected, busy, select: setSelectedId, add, makeDefault, remove };
}
