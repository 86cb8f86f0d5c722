import { useId, useState, type FormEvent } from 'react';
import { AdminProductPatchSchema, type AdminProduct, type AdminProductPatch } from '@contract/admin';
import { ADMIN_MESSAGES, BACK_OFFICE_MESSAGES as M } from '@/words/messages';
import type { Variant } from '@contract/products';
import { parsePrice, parseStock, priceText, stockLevel, stockText } from '../lib/pack-input';
import { issueWords } from '@/platform/api-words';

/**
 * One pack: its price and stock boxes, its own Save, and Remove (which asks first, in the card's
 * dialog). The last pack cannot go: Remove then says why, in the server's words, at once.
 */
export function PackRow({
  product,
  variant,
  save,
  onRemove,
}: {
  product: AdminProduct;
  variant: Variant;
  save: (change: AdminProductPatch) => Promise<string>;
  onRemove: () => void;
}) {
  const [price, setPrice] = useState(priceText(variant.price));
  const [stock, setStock] = useState(stockText(variant.stock));
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState('');
  const id = useId();
  const level = stockLevel(variant.stock);
  const changed = price !== priceText(variant.price) || stock !== stockText(variant.stock);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const parsedPrice = parsePrice(price);
    const parsedStock = parseStock(stock);
    if (!parsedPrice.ok || !parsedStock.ok) {
      setError(!parsedPrice.ok ? parsedPrice.message : !parsedStock.ok ? parsedStock.message : '');
      return;
    }
    // Only this pack: the others keep what the server has (orders change stock meanwhile).
    const change = { variants: [{ unit: variant.unit, price: parsedPrice.value, stock: parsedStock.value }] };
    // The API's own schema, so its limits (and words) apply before the call.
    const checked = AdminProductPatchSchema.safeParse(change);
    if (!checked.success) {
      setError(issueWords(checked.error.issues[0], M.saveFailed));
      return;
    }
    setSaving(true);
    setError('');
    const message = await save(change);
    // On success the row is replaced (its key holds the saved values); on failure it stays.
    setSaving(false);
    setError(message);
  };

  return (
    <form
      className={`admin-pack level-${level}`}
      onSubmit={(e) => void submit(e)}
      noValidate
      aria-label={`${product.name}, ${variant.unit}`}
      data-testid="admin-pack"
    >
      <span className="admin-pack-unit">
        {variant.unit}
        {level !== 'ok' && (
          <span className={`admin-badge admin-badge-${level}`}>
            {level === 'out' ? M.outOfStock : M.lowStock}
          </span>
        )}
      </span>
      <div className="admin-pack-field">
        <label htmlFor={`${id}-price`}>{M.price}</label>
        <input
          id={`${id}-price`}
          className="field-input"
          inputMode="decimal"
          value={price}
          onChange={(e) => setPrice(e.target.value)}
          aria-invalid={error === ADMIN_MESSAGES.priceInvalid || undefined}
        />
      </div>
      <div className="admin-pack-field">
        <label htmlFor={`${id}-stock`}>{M.stock}</label>
        <input
          id={`${id}-stock`}
          className="field-input"
          inputMode="numeric"
          value={stock}
          title={M.stockHint}
          onChange={(e) => setStock(e.target.value)}
          aria-invalid={error === ADMIN_MESSAGES.stockInvalid || undefined}
        />
      </div>
      <button type="submit" className="btn btn-small admin-pack-save" disabled={saving || !changed}>
        {saving ? M.saving : M.save}
      </button>
      <button
        type="button"
        className="btn btn-secondary btn-small admin-pack-remove"
        disabled={saving}
        onClick={() => {
          if (product.variants.length > 1) return onRemove();
          setError(ADMIN_MESSAGES.lastPack(product.name));
        }}
      >
        {M.removeThePack}
        <span className="visually-hidden"> {M.removeWhichPack(variant.unit)}</span>
      </button>
      {error && (
        <p className="form-error admin-pack-error" role="alert">
          {error}
        </p>
      )}
    </form>
  );
}
