import { useEffect, useState } from 'react';
import type { Address } from '@contract/addresses';
import { ADDRESS_MESSAGES as M } from '@/words/messages';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
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
  // The address the shopper asked to delete, while the shop asks "are you sure?".
  const [doomed, setDoomed] = useState<Address | null>(null);
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
        onDelete={(id) => setDoomed(book.addresses.find((a) => a._id === id) ?? null)}
        onAdd={() => setDialogOpen(true)}
      />
      <AddressFormDialog open={dialogOpen} onClose={() => setDialogOpen(false)} onSave={book.add} />
      <ConfirmDialog
        open={doomed !== null}
        title={M.confirmDeleteTitle}
        confirmLabel={M.confirmDeleteYes}
        cancelLabel={M.keep}
        busy={book.busy}
        busyLabel={M.deleting}
        onConfirm={() => {
          if (doomed) void book.remove(doomed._id).then(() => setDoomed(null));
        }}
        onCancel={() => setDoomed(null)}
      >
        <p>{M.confirmDelete}</p>
        {doomed && (
          <p>
            <strong>{doomed.name}</strong>, {doomed.street}, {doomed.city} {doomed.postalCode}
          </p>
        )}
      </ConfirmDialog>
    </>
  );
}
