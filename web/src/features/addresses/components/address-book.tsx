import { countryName, stateName } from '@/shop/place-names';
import type { Address } from '@contract/addresses';
import { ADDRESS_MESSAGES } from '@/words/messages';
import { ADDRESS_BOOK_MESSAGES as M, SUMMARY_MESSAGES } from '@/words/account-messages';
import { formatPhone } from '@contract/india';

/**
 * The delivery address list (product.md §2 Checkout): the selected one highlighted, the default one
 * badged, each with Set as Default and delete; an empty state when there are none.
 */
export function AddressBook({
  addresses,
  selectedId,
  busy,
  onSelect,
  onSetDefault,
  onDelete,
  onAdd,
}: {
  addresses: readonly Address[];
  selectedId: string | null;
  busy: boolean;
  onSelect: (id: string) => void;
  onSetDefault: (id: string) => void;
  onDelete: (id: string) => void;
  onAdd: () => void;
}) {
  return (
    <section className="address-book" aria-labelledby="address-book-title">
      <div className="address-book-header">
        <h2 id="address-book-title">{M.heading}</h2>
        <button type="button" className="btn btn-small btn-secondary" onClick={onAdd}>
          {M.addNew}
        </button>
      </div>
      {addresses.length === 0 ? (
        <div className="address-empty">
          <h3>{ADDRESS_MESSAGES.noneSavedTitle}</h3>
          <p>{M.emptyDetail}</p>
        </div>
      ) : (
        <fieldset className="address-options">
          <legend className="visually-hidden">{M.choose}</legend>
          {addresses.map((address) => {
            const selected = address._id === selectedId;
            return (
              <div
                key={address._id}
                className={`address-option${selected ? ' is-selected' : ''}`}
                data-testid="address-option"
              >
                <label className="address-option-main">
                  <input
                    type="radio"
                    name="delivery-address"
                    value={address._id}
                    checked={selected}
                    onChange={() => onSelect(address._id)}
                  />
                  <span className="address-option-text">
                    <strong>
                      {address.name}
                      {address.isDefault && <span className="address-default-badge">{M.defaultBadge}</span>}
                    </strong>
                    <span>{address.street}</span>
                    {address.landmark && <span>{SUMMARY_MESSAGES.landmark(address.landmark)}</span>}
                    <span>
                      {address.city}, {stateName(address.state)} {address.postalCode}
                    </span>
                    <span>{countryName(address.country)}</span>
                    <span>{SUMMARY_MESSAGES.phone(formatPhone(address.phoneNumber))}</span>
                  </span>
                </label>
                <div className="address-option-actions">
                  {!address.isDefault && (
                    <button
                      type="button"
                      className="link-button"
                      disabled={busy}
                      onClick={() => onSetDefault(address._id)}
                    >
                      {M.setDefault}
                      <span className="visually-hidden"> ({address.name})</span>
                    </button>
                  )}
                  <button
                    type="button"
                    className="link-button address-delete"
                    disabled={busy}
                    onClick={() => onDelete(address._id)}
                  >
                    {ADDRESS_MESSAGES.confirmDeleteYes}
                    <span className="visually-hidden"> {M.addressOf(address.name)}</span>
                  </button>
                </div>
              </div>
            );
          })}
        </fieldset>
      )}
    </section>
  );
}
