import type { KeyboardEvent } from 'react';
import { BACK_OFFICE_MESSAGES, SETTINGS_MESSAGES } from '@/words/messages';
import { PincodeSchema } from '@contract/common';
import { describedBy, FieldNotes } from './settings-fields';
import { splitPincodes } from '../lib/settings-form';

const M = BACK_OFFICE_MESSAGES.settings;

/**
 * The Karad PIN codes as chips, each with its own remove button, and a box to add more (several
 * at once, comma separated). Add checks each code with the contract's PincodeSchema, so a wrong
 * code is marked at once; what is still in the box when the owner saves is checked and saved with
 * the rest.
 */
export function PincodeList({
  id,
  pincodes,
  typed,
  error,
  onChange,
  onError,
}: {
  id: string;
  pincodes: string[];
  typed: string;
  error?: string;
  onChange: (change: { karadPincodes?: string[]; newPincodes?: string }) => void;
  onError: (message: string | undefined) => void;
}) {
  const add = () => {
    const texts = splitPincodes(typed);
    const wrong = texts.filter((text) => !PincodeSchema.safeParse(text).success);
    if (wrong.length > 0) {
      onError(SETTINGS_MESSAGES.pincodesInvalid(wrong));
      return;
    }
    const added = texts.map((text) => PincodeSchema.parse(text));
    onChange({ karadPincodes: [...new Set([...pincodes, ...added])], newPincodes: '' });
    onError(undefined);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    // Enter adds the code here rather than saving the whole form.
    if (event.key === 'Enter') {
      event.preventDefault();
      add();
    }
  };

  return (
    <div className="form-field admin-settings-field">
      <p className="admin-settings-list-label" id={`${id}-label`}>
        {M.karadPincodes} <span className="admin-settings-count">· {M.pincodeCount(pincodes.length)}</span>
      </p>
      <ul className="admin-pincodes" aria-labelledby={`${id}-label`} data-testid="karad-pincodes">
        {pincodes.map((pincode) => (
          <li key={pincode} className="admin-pincode">
            <span>{pincode}</span>
            <button
              type="button"
              className="admin-pincode-remove"
              aria-label={M.removePincode(pincode)}
              onClick={() => onChange({ karadPincodes: pincodes.filter((p) => p !== pincode) })}
            >
              <span aria-hidden="true">×</span>
            </button>
          </li>
        ))}
      </ul>
      <label htmlFor={id} className="admin-settings-sublabel">
        {M.addPincode}
      </label>
      <div className="admin-pincode-add">
        <input
          id={id}
          name="delivery.karadPincodes"
          className="field-input"
          inputMode="numeric"
          autoComplete="off"
          placeholder="e.g. 415124"
          value={typed}
          onChange={(e) => {
            onChange({ newPincodes: e.target.value });
            if (error) onError(undefined);
          }}
          onKeyDown={onKeyDown}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy(id, true, error)}
        />
        <button type="button" className="btn btn-secondary" onClick={add}>
          {M.add}
        </button>
      </div>
      <FieldNotes id={id} hint={M.pincodesHint} error={error} />
    </div>
  );
}
