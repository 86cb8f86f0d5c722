import { useId, useState, type FormEvent } from 'react';
import { AdminProductPatchSchema, type AdminProduct, type AdminProductPatch } from '@contract/admin';
import { BACK_OFFICE_MESSAGES as M } from '@/words/messages';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { FormError } from '@/components/ui/feedback-fields';
import { notify } from '@/platform/notify';
import { categoryName } from '@/shop/categories';
import { useApiErrorHandler } from '@/shop/use-api-error-handler';
import { updateAdminProduct } from '../api/admin-products-api';
import { AddPackForm } from './add-pack-form';
import { PackRow } from './pack-row';
import {
  MarathiWordsFields,
  ProductWordsFields,
  type MarathiWords,
  type ProductWords,
} from './product-words-fields';
import { issueWords } from '@/platform/api-words';

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

/**
 * A product as the owner edits it, once its row is opened (admin-product-row.tsx, which shows its
 * picture and name): its number and category as shoppers read it, its packs, flags and words.
 */
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
    <article className={`admin-product${product.hidden ? ' is-hidden' : ''}`} aria-labelledby={titleId}>
      <header className="admin-product-header">
        {/* The row above shows the name: here it names the card for screen readers only. */}
        <h2 id={titleId} className="visually-hidden">
          {product.name}
        </h2>
        <p className="admin-product-meta">
          {M.productNumber(product.id)} · {categoryName(product.category)}
          {product.hidden && <span className="admin-badge admin-badge-hidden">{M.hidden}</span>}
        </p>
        {!product.mr?.name && <p className="admin-language-note">{M.noMarathi}</p>}
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
      setError(issueWords(checked.error.issues[0], M.saveFailed));
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
