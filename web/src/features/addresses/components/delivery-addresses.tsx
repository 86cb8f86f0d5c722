import { useEffect, useState } from 'react';
import type { Address } from '@contract/addresses';
import { AddressBook } from './address-book';
import { AddressFormDialog } from './address-form-dialog';
import { useAddressBook } from './use-address-book';
import './address-book.css';

/**
 * The address book as a checkout shows it: the saved addresses, Add New Address and its dialog
 * (opened by itself when there are none and `openWhenEmpty`). Mounted once the screen has loaded
 * the list; tells the screen which address is chosen.
 */
export function DeliveryAddresses({
  addresses,
  disabled,
  openWhenEmpty,
  onChange,
}: {
  addresses: readonly Address[];
  /** E.g. while an order is being placed. */
  disabled: boolean;
  openWhenEmpty: boolean;
  /** Called with the chosen address whenever it changes; pass a stable function (a state setter). */
  onChange: (choice: { id: string | null; address: Address | null }) => void;
}) {
  const book = useAddressBook(addresses);
  const [dialogOpen, setDialogOpen] = useState(openWhenEmpty && addresses.length === 0);
  const { selectedId, selected } = book;
  useEffect(() => onChange({ id: selectedId, address: selected }), [selectedId, selected, onChange]);

  return (
    <>
      <AddressBook
        addresses={book.addresses}
        selectedId={book.selectedId}
        busy={book.busy || disabled}
        onSelect={book.select}
        onSetDefault={(id) => void book.makeDefault(id)}
        onDelete={(id) => void book.remove(id)}
        onAdd={() => setDialogOpen(true)}
      />
      <AddressFormDialog open={dialogOpen} onClose={() => setDialogOpen(false)} onSave={book.add} />
    </>
  );
}
