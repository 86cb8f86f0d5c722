import { useId } from 'react';
import { BACK_OFFICE_MESSAGES as M } from '@contract/messages';

/** A product's words and picture as the owner types them (a new product, or one she edits). */
export interface ProductWords {
  name: string;
  category: string;
  description: string;
  image: string;
}

export const NO_WORDS: ProductWords = { name: '', category: '', description: '', image: '' };

const FIELDS = [
  { key: 'name', label: M.productName },
  { key: 'category', label: M.productCategory },
  { key: 'description', label: M.productDescription },
  { key: 'image', label: M.productImage },
] as const;

/** The four boxes, labelled; the description is a few lines tall, the picture a web address. */
export function ProductWordsFields({
  values,
  onChange,
}: {
  values: ProductWords;
  onChange: (change: Partial<ProductWords>) => void;
}) {
  const id = useId();
  return (
    <>
      {FIELDS.map(({ key, label }) => (
        <div key={key} className="form-field">
          <label htmlFor={`${id}-${key}`}>{label}</label>
          {key === 'description' ? (
            <textarea
              id={`${id}-${key}`}
              className="field-input"
              rows={4}
              value={values[key]}
              onChange={(e) => onChange({ [key]: e.target.value })}
            />
          ) : (
            <input
              id={`${id}-${key}`}
              className="field-input"
              inputMode={key === 'image' ? 'url' : undefined}
              autoCapitalize={key === 'image' ? 'none' : undefined}
              value={values[key]}
              onChange={(e) => onChange({ [key]: e.target.value })}
            />
          )}
        </div>
      ))}
    </>
  );
}
