import { useCallback, useState } from 'react';
import type { Address, AddressInput } from '@contract/addresses';
import {
  ADDRESS_MESSAGES,
  createAddress,
  deleteAddress,
  setDefaultAddress,
} from '../../addresses/api/addresses-api';
import { useApiErrorHandler } from '../../account/use-api-error-handler';

export const CONFIRM_DELETE_ADDRESS = 'Are you sure you want to delete this address?';

/** The default address, else the first (spec §4 Checkout). */
export function initialSelection(addresses: readonly Address[]): string | null {
  return (addresses.find((a) => a.isDefault) ?? addresses[0])?._id ?? null;
}

/**
 * The checkout's address state and its rules (spec §4): a new address is appended (a new default
 * takes the badge) and selected when nothing was or when it is the default; Set as Default is
 * optimistic; deleting the selected address selects the first remaining one.
 */
export function useAddressBook() {
  const handleError = useApiErrorHandler();
  const [addresses, setAddresses] = useState<Address[]>([]);
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const load = useCallback((list: Address[]) => {
    setAddresses(list);
    setSelectedId(initialSelection(list));
  }, []);

  const add = async (input: AddressInput): Promise<boolean> => {
    try {
      const created = await createAddress(input);
      setAddresses((list) => [
        ...list.map((a) => (created.isDefault ? { ...a, isDefault: false } : a)),
        created,
      ]);
      setSelectedId((current) => (current === null || created.isDefault ? created._id : current));
      return true;
    } catch (error) {
      handleError(error, ADDRESS_MESSAGES.add);
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
      handleError(error, ADDRESS_MESSAGES.setDefault);
    } finally {
      setBusy(false);
    }
  };

  const remove = async (id: string) => {
    if (!window.confirm(CONFIRM_DELETE_ADDRESS)) return;
    setBusy(true);
    try {
      const rest = await deleteAddress(id);
      setAddresses(rest);
      setSelectedId((current) =>
        current === id || !rest.some((a) => a._id === current) ? (rest[0]?._id ?? null) : current,
      );
    } catch (error) {
      handleError(error, ADDRESS_MESSAGES.remove);
    } finally {
      setBusy(false);
    }
  };

  const selected = addresses.find((a) => a._id === selectedId) ?? null;
  return { addresses, selectedId, selected, busy, load, select: setSelectedId, add, makeDefault, remove };
}
