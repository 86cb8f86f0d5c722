import { useId, useState, type FormEvent } from 'react';
import { AdminProductCreateSchema, type AdminProduct } from '@contract/admin';
import { BACK_OFFICE_MESSAGES as M } from '@contract/messages';
import { notify } from '@/platform/notify';
import { useApiErrorHandler } from '@/shop/use-api-error-handler';
import { createAdminProduct } from '../api/admin-products-api';
import { parsePrice, parseStock } from '../lib/pack-input';
import { NO_WORDS, ProductWordsFields, type ProductWords } from './product-words-fields';
import { FormError } from '@/components/ui/feedback-fields';

interface PackRow {
  key: number;
  unit: string;
  price: string;
  stock: string;
}

const emptyPack = (key: number): PackRow => ({ key, unit: '', price: '', stock: '' });

/** A pack's three boxes, in the order the shop lists them. */
const PACK_FIELDS = [
  { key: 'unit', label: M.packUnit, inputMode: undefined },
  { key: 'price', label: M.price, inputMode: 'decimal' },
  { key: 'stock', label: M.stock, inputMode: 'numeric' },
] as const;

/**
 * "Add a product": a new product of the season, in English, with its packs (added and removed
 * here). The same AdminProductCreateSchema the server applies checks it first, and the first
 * problem is shown; the server's answer joins the list.
 */
export function NewProductForm({ onAdded }: { onAdded: (product: AdminProduct) => void }) {
  const handleError = useApiErrorHandler();
  const id = useId();
  const [words, setWords] = useState<ProductWords>(NO_WORDS);
  const [hidden, setHidden] = useState(false);
  const [packs, setPacks] = useState<PackRow[]>([emptyPack(0)]);
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);

  const setPack = (key: number, change: Partial<PackRow>) =>
    setPacks((rows) => rows.map((row) => (row.key === key ? { ...row, ...change } : row)));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setError('');
    const variants = [];
    for (const row of packs) {
      const price = parsePrice(row.price);
      const stock = parseStock(row.stock);
      if (!price.ok) return setError(price.message);
      if (!stock.ok) return setError(stock.message);
      variants.push({ unit: row.unit, price: price.value, stock: stock.value });
    }
    const { image, ...text } = words;
    const checked = AdminProductCreateSchema.safeParse({
      ...text,
      ...(image.trim() ? { image } : {}),
      variants,
      hidden,
    });
    if (!checked.success) return setError(checked.error.issues[0]?.message ?? M.addProductFailed);
    setBusy(true);
    try {
      const product = await createAdminProduct(checked.data);
      notify.success(M.added(product.name), `added-${product.id}`);
      onAdded(product);
      setWords(NO_WORDS);
      setHidden(false);
      setPacks([emptyPack(0)]);
    } catch (caught) {
      if (!handleError(caught, M.addProductFailed))
        setError(caught instanceof Error && caught.message ? caught.message : M.addProductFailed);
    } finally {
      setBusy(false);
    }
  };

  return (
    <details className="admin-new-product">
      <summary>{M.addProduct}</summary>
      <form onSubmit={(e) => void submit(e)} noValidate aria-label={M.addProduct}>
        <p className="admin-new-product-intro">{M.addProductIntro}</p>
        <ProductWordsFields values={words} onChange={(change) => setWords((w) => ({ ...w, ...change }))} />
        <fieldset className="admin-new-product-packs">
          <legend>{M.packs}</legend>
          {packs.map((row, index) => (
            <div key={row.key} className="admin-new-pack" data-testid="new-pack">
              {PACK_FIELDS.map(({ key, label, inputMode }) => (
                <div key={key} className="form-field">
                  <label htmlFor={`${id}-${key}-${row.key}`}>{label}</label>
                  <input
                    id={`${id}-${key}-${row.key}`}
                    className="field-input"
                    inputMode={inputMode}
                    value={row[key]}
                    onChange={(e) => setPack(row.key, { [key]: e.target.value })}
                  />
                </div>
              ))}
              {packs.length > 1 && (
                <button
                  type="button"
                  className="btn btn-secondary btn-small"
                  aria-label={M.removePack(index + 1)}
                  onClick={() => setPacks((rows) => rows.filter((r) => r.key !== row.key))}
                >
                  ×
                </button>
              )}
            </div>
          ))}
          <button
            type="button"
            className="btn btn-secondary btn-small"
            onClick={() => setPacks((rows) => [...rows, emptyPack(Math.max(...rows.map((r) => r.key)) + 1)])}
          >
            {M.addPack}
          </button>
        </fieldset>
        <label className="admin-new-product-hidden">
          <input type="checkbox" checked={hidden} onChange={(e) => setHidden(e.target.checked)} />{' '}
          {M.addHidden}
        </label>
        <FormError message={error} />
        <button type="submit" className="btn" disabled={busy}>
          {busy ? M.adding : M.addProduct}
        </button>
      </form>
    </details>
  );
}
