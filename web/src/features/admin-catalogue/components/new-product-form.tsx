import { useId, useState, type FormEvent } from 'react';
import { AdminProductCreateSchema, type AdminProduct } from '@contract/admin';
import { BACK_OFFICE_MESSAGES as M } from '@/words/messages';
import { notify } from '@/platform/notify';
import { useApiErrorHandler } from '@/shop/use-api-error-handler';
import { createAdminProduct } from '../api/admin-products-api';
import { NO_PACK, parsePack, type PackText } from '../lib/pack-input';
import { PackFields } from './pack-fields';
import {
  MarathiWordsFields,
  NO_MARATHI,
  NO_WORDS,
  ProductWordsFields,
  type MarathiWords,
  type ProductWords,
} from './product-words-fields';
import { FormError } from '@/components/ui/feedback-fields';
import { issueWords } from '@/platform/api-words';

interface PackRow extends PackText {
  key: number;
}

const emptyPack = (key: number): PackRow => ({ key, ...NO_PACK });

/**
 * "Add a product": a new product of the season, in English and (when she has them) its Marathi
 * name and description, with its packs (added and removed here). The same
 * AdminProductCreateSchema the server applies checks it first, and the first problem is shown;
 * the server's answer joins the list.
 */
export function NewProductForm({ onAdded }: { onAdded: (product: AdminProduct) => void }) {
  const handleError = useApiErrorHandler();
  const id = useId();
  const [words, setWords] = useState<ProductWords>(NO_WORDS);
  const [marathi, setMarathi] = useState<MarathiWords>(NO_MARATHI);
  const [hidden, setHidden] = useState(false);
  const [packs, setPacks] = useState<PackRow[]>([emptyPack(0)]);
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);
  const [photoBusy, setPhotoBusy] = useState(false);

  const setPack = (key: number, change: Partial<PackRow>) =>
    setPacks((rows) => rows.map((row) => (row.key === key ? { ...row, ...change } : row)));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setError('');
    const variants = [];
    for (const row of packs) {
      const pack = parsePack(row);
      if (!pack.ok) return setError(pack.message);
      variants.push(pack.value);
    }
    const { image, ...text } = words;
    // Marathi words left empty are not sent: the Marathi pages show the English until she adds them.
    const mr = Object.fromEntries(Object.entries(marathi).filter(([, value]) => value.trim() !== ''));
    const checked = AdminProductCreateSchema.safeParse({
      ...text,
      ...(Object.keys(mr).length > 0 ? { mr } : {}),
      ...(image.trim() ? { image } : {}),
      variants,
      hidden,
    });
    if (!checked.success) return setError(issueWords(checked.error.issues[0], M.addProductFailed));
    setBusy(true);
    try {
      const product = await createAdminProduct(checked.data);
      notify.success(M.added(product.name), `added-${product.id}`);
      onAdded(product);
      setWords(NO_WORDS);
      setMarathi(NO_MARATHI);
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
        <ProductWordsFields
          values={words}
          onChange={(change) => setWords((w) => ({ ...w, ...change }))}
          onPhotoBusy={setPhotoBusy}
        />
        <MarathiWordsFields
          values={marathi}
          onChange={(change) => setMarathi((m) => ({ ...m, ...change }))}
        />
        <fieldset className="admin-new-product-packs">
          <legend>{M.packs}</legend>
          {packs.map((row, index) => (
            <div key={row.key} className="admin-new-pack" data-testid="new-pack">
              <PackFields
                idPrefix={`${id}-${row.key}`}
                values={row}
                onChange={(change) => setPack(row.key, change)}
              />
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
        <button type="submit" className="btn" disabled={busy || photoBusy}>
          {busy ? M.adding : M.addProduct}
        </button>
      </form>
    </details>
  );
}
