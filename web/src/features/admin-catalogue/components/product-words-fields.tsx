import { useId } from 'react';
import { BACK_OFFICE_MESSAGES as M } from '@/words/messages';
import { PhotoField } from '@/components/ui/photo-field';
import { categoryName } from '@/shop/categories';

/** A product's words and picture as the owner types them (a new product, or one she edits). */
export interface ProductWords {
  name: string;
  category: string;
  description: string;
  image: string;
}

export const NO_WORDS: ProductWords = { name: '', category: '', description: '', image: '' };

/** A product's Marathi words as the owner types them (empty: none yet, the English shows). */
export interface MarathiWords {
  name: string;
  description: string;
}

export const NO_MARATHI: MarathiWords = { name: '', description: '' };

const FIELDS = [
  { key: 'name', label: M.productName },
  { key: 'category', label: M.productCategory },
  { key: 'description', label: M.productDescription },
] as const;

/**
 * The words' three boxes, labelled (the description a few lines tall), then the picture: a photo
 * from the phone, or an address. Under the category, the name shoppers read for it (the shop's
 * filter and the product page name "sweetener" "Jaggery & Honey").
 */
export function ProductWordsFields({
  values,
  onChange,
  onPhotoBusy,
}: {
  values: ProductWords;
  onChange: (change: Partial<ProductWords>) => void;
  /** Told while a photo is made web-sized and sent: the form waits before it saves. */
  onPhotoBusy: (busy: boolean) => void;
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
              value={values[key]}
              aria-describedby={key === 'category' && values.category.trim() ? `${id}-shown-as` : undefined}
              onChange={(e) => onChange({ [key]: e.target.value })}
            />
          )}
          {key === 'category' && values.category.trim() && (
            <p id={`${id}-shown-as`} className="field-hint">
              {M.categoryShownAs(categoryName(values.category))}
            </p>
          )}
        </div>
      ))}
      <PhotoField
        label={M.productImage}
        value={values.image}
        onChange={(image) => onChange({ image })}
        onBusyChange={onPhotoBusy}
      />
    </>
  );
}

/** The Marathi name and description, typed in Marathi (`lang="mr"`), under the English words. */
export function MarathiWordsFields({
  values,
  onChange,
}: {
  values: MarathiWords;
  onChange: (change: Partial<MarathiWords>) => void;
}) {
  const id = useId();
  return (
    <fieldset className="admin-marathi-words">
      <legend lang="mr">{M.marathiWords}</legend>
      <div className="form-field">
        <label htmlFor={`${id}-name`}>{M.productNameMr}</label>
        <input
          id={`${id}-name`}
          className="field-input"
          lang="mr"
          value={values.name}
          onChange={(e) => onChange({ name: e.target.value })}
        />
      </div>
      <div className="form-field">
        <label htmlFor={`${id}-description`}>{M.productDescriptionMr}</label>
        <textarea
          id={`${id}-description`}
          className="field-input"
          lang="mr"
          rows={4}
          value={values.description}
          onChange={(e) => onChange({ description: e.target.value })}
        />
      </div>
    </fieldset>
  );
}
