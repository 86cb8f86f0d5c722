import { useId, useState, type FormEvent } from 'react';
import { thumbnailOf } from '@contract/photos';
import { AdminProductPatchSchema, type AdminProduct, type AdminProductPatch } from '@contract/admin';
import { ADMIN_MESSAGES, BACK_OFFICE_MESSAGES as M } from '@contract/messages';
import type { Variant } from '@contract/products';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { FormError } from '@/components/ui/feedback-fields';
import { notify } from '@/platform/notify';
import { useApiErrorHandler } from '@/shop/use-api-error-handler';
import { updateAdminProduct } from '../api/admin-products-api';
import { parsePrice, parseStock, priceText, stockLevel, stockText } from '../lib/pack-input';
import { AddPackForm } from './add-pack-form';
import {
  MarathiWordsFields,
  ProductWordsFields,
  type MarathiWords,
  type ProductWords,
} from './product-words-fields';

const FLAGS = [
  { key: 'isPopular', label: M.popular },
  { key: 'isNew', label: M.new },
  { key: 'isSeasonal', label: M.seasonal },
] as const;

/**
 * Sends one change and reports it: `done` (or "… saved.") as a toast on success; the server's
 * message on failure, both inline (the answer) and as a toast.
 */
function useSave(product: AdminProduct, onSaved: (product: AdminProduct) => void) {
  const handleError = useApiErrorHandler();
  return async (change: AdminProductPatch, done?: string): Promise<string> => {
    try {
      const next = await updateAdminProduct(product.id, change);
      onSaved(next);
      // One toast per message: a repeated save says it once, an added then removed pack says both.
      notify.success(
        done ?? M.saved(next.name),
        done ? `saved-${product.id}-${done}` : `saved-${product.id}`,
      );
      return '';
    } catch (error) {
      handleError(error, M.saveFailed);
      return error instanceof Error && error.message ? error.message : M.saveFailed;
    }
  };
}

export function AdminProductCard({
  product,
  onSaved,
}: {
  product: AdminProduct;
  onSaved: (product: AdminProduct) => void;
}) {
  const save = useSave(product, onSaved);
  const [busy, setBusy] = useState<string | null>(null);
  const [error, setError] = useState('');
  /**
   * The pack (its unit) asked about, and whether the question is open: the unit stays while the
   * dialog closes, so its words do not change under the owner's eyes.
   */
  const [removing, setRemoving] = useState({ unit: '', open: false });
  const [packsError, setPacksError] = useState('');
  const titleId = useId();

  const change = async (what: string, patch: AdminProductPatch) => {
    setBusy(what);
    setError(await save(patch));
    setBusy(null);
  };

  const remove = async (unit: string) => {
    setBusy('remove');
    try {
      setPacksError(await save({ removeVariants: [unit] }, M.packRemoved(product.name, unit)));
    } finally {
      setRemoving({ unit, open: false });
      setBusy(null);
    }
  };

  return (
    <article
      className={`admin-product${product.hidden ? ' is-hidden' : ''}`}
      aria-labelledby={titleId}
      data-testid="admin-product"
    >
      <header className="admin-product-header">
        <img src={thumbnailOf(product.image)} alt="" width={56} height={56} loading="lazy" />
        <div>
          <h2 id={titleId}>{product.name}</h2>
          <p className="admin-product-meta">
            #{product.id} · {product.category}
            {product.hidden && <span className="admin-badge admin-badge-hidden">{M.hidden}</span>}
          </p>
          {!product.mr?.name && <p className="admin-language-note">{M.noMarathi}</p>}
        </div>
      </header>

      <ul className="admin-packs">
        {product.variants.map((variant) => (
          <li key={`${variant.unit}|${variant.price}|${variant.stock}`}>
            <PackRow
              product={product}
              variant={variant}
              save={save}
              onRemove={() => {
                setPacksError('');
                setRemoving({ unit: variant.unit, open: true });
              }}
            />
          </li>
        ))}
      </ul>
      <FormError message={packsError} />
      <AddPackForm product={product} save={save} />

      <fieldset className="admin-flags" disabled={busy !== null}>
        <legend>{M.flags}</legend>
        {FLAGS.map((flag) => (
          <label key={flag.key} className="admin-flag">
            <input
              type="checkbox"
              checked={product[flag.key]}
              onChange={(e) => void change(flag.key, { [flag.key]: e.target.checked })}
            />
            {flag.label}
            {busy === flag.key && <span className="admin-busy"> {M.saving}</span>}
          </label>
        ))}
        <button
          type="button"
          className="btn btn-secondary btn-small admin-hide"
          onClick={() => void change('hidden', { hidden: !product.hidden })}
        >
          {busy === 'hidden' ? M.saving : product.hidden ? M.unhide : M.hide}
        </button>
      </fieldset>
      <FormError message={error} />
      <WordsEditor product={product} save={save} />
      <ConfirmDialog
        open={removing.open}
        title={M.confirmRemovePackTitle(removing.unit)}
        confirmLabel={M.confirmRemovePack}
        cancelLabel={M.keepPack}
        busy={busy === 'remove'}
        busyLabel={M.removing}
        onConfirm={() => void remove(removing.unit)}
        onCancel={() => setRemoving((asked) => ({ ...asked, open: false }))}
      >
        <p>{M.confirmRemovePackText(product.name, removing.unit)}</p>
      </ConfirmDialog>
    </article>
  );
}

const wordsOf = (product: AdminProduct): ProductWords => ({
  name: product.name,
  category: product.category,
  description: product.description,
  image: product.image,
});

const marathiOf = (product: AdminProduct): MarathiWords => ({
  name: product.mr?.name ?? '',
  description: product.mr?.description ?? '',
});

/**
 * "Edit name, description and picture": the product's words and picture, sent together (only
 * what changed), checked first by the API's own schema.
 */
function WordsEditor({
  product,
  save,
}: {
  product: AdminProduct;
  save: (change: AdminProductPatch) => Promise<string>;
}) {
  const [words, setWords] = useState(() => wordsOf(product));
  const [marathi, setMarathi] = useState(() => marathiOf(product));
  const [saving, setSaving] = useState(false);
  const [photoBusy, setPhotoBusy] = useState(false);
  const [error, setError] = useState('');
  const stored = wordsOf(product);
  const changed = (Object.keys(stored) as (keyof ProductWords)[]).filter(
    (key) => words[key].trim() !== stored[key],
  );
  const storedMarathi = marathiOf(product);
  const changedMarathi = (Object.keys(storedMarathi) as (keyof MarathiWords)[]).filter(
    (key) => marathi[key].trim() !== storedMarathi[key],
  );

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const checked = AdminProductPatchSchema.safeParse({
      ...Object.fromEntries(changed.map((key) => [key, words[key]])),
      ...(changedMarathi.length > 0
        ? { mr: Object.fromEntries(changedMarathi.map((key) => [key, marathi[key]])) }
        : {}),
    });
    if (!checked.success) {
      setError(checked.error.issues[0]?.message ?? M.saveFailed);
      return;
    }
    setSaving(true);
    setError('');
    setError(await save(checked.data));
    setSaving(false);
  };

  return (
    <details className="admin-product-edit">
      <summary>{M.editWords}</summary>
      <form onSubmit={(e) => void submit(e)} noValidate aria-label={M.editWordsOf(product.name)}>
        <ProductWordsFields
          values={words}
          onChange={(change) => setWords((w) => ({ ...w, ...change }))}
          onPhotoBusy={setPhotoBusy}
        />
        <MarathiWordsFields
          values={marathi}
          onChange={(change) => setMarathi((m) => ({ ...m, ...change }))}
        />
        <FormError message={error} />
        <button
          type="submit"
          className="btn btn-small"
          disabled={saving || photoBusy || changed.length + changedMarathi.length === 0}
        >
          {saving ? M.saving : M.saveWords}
        </button>
      </form>
    </details>
  );
}

/**
 * One pack: its price and stock boxes, its own Save, and Remove (which asks first, in the card's
 * dialog). The last pack cannot go: Remove then says why, in the server's words, at once.
 */
function PackRow({
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
      setError(checked.error.issues[0]?.message ?? M.saveFailed);
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
