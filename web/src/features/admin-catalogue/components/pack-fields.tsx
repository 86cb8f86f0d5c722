import { BACK_OFFICE_MESSAGES as M } from '@/words/messages';
import type { PackText } from '../lib/pack-input';

/** A pack's three boxes, in the order the shop lists them. */
const PACK_FIELDS = [
  { key: 'unit', label: M.packUnit, inputMode: undefined, hint: undefined },
  { key: 'price', label: M.price, inputMode: 'decimal', hint: undefined },
  { key: 'stock', label: M.stock, inputMode: 'numeric', hint: M.stockHint },
] as const;

/**
 * A new pack's unit, price and stock boxes, labelled: the rows of "Add a product" and a card's
 * "Add a pack". The parent lays them out (they are its grid's cells); `idPrefix` keeps the labels
 * of several rows apart.
 */
export function PackFields({
  idPrefix,
  values,
  onChange,
}: {
  idPrefix: string;
  values: PackText;
  onChange: (change: Partial<PackText>) => void;
}) {
  return (
    <>
      {PACK_FIELDS.map(({ key, label, inputMode, hint }) => (
        <div key={key} className="form-field">
          <label htmlFor={`${idPrefix}-${key}`}>{label}</label>
          <input
            id={`${idPrefix}-${key}`}
            className="field-input"
            inputMode={inputMode}
            title={hint}
            value={values[key]}
            onChange={(e) => onChange({ [key]: e.target.value })}
          />
        </div>
      ))}
    </>
  );
}
