import { useId, useState, type FormEvent } from 'react';
import {
  AdminProductPatchSchema,
  MAX_PACKS,
  type AdminProduct,
  type AdminProductPatch,
} from '@contract/admin';
import { ADMIN_MESSAGES, BACK_OFFICE_MESSAGES as M } from '@/words/messages';
import { FormError } from '@/components/ui/feedback-fields';
import { NO_PACK, parsePack, type PackText } from '../lib/pack-input';
import { PackFields } from './pack-fields';
import { issueWords } from '@/platform/api-words';

/**
 * A card's "Add a pack": a new pack of the season (unit, price, stock) after the product's others.
 * The API's own schema checks it first, and so do the product's rules the server applies (a unit
 * it has already, MAX_PACKS), in the server's words; folded until asked for.
 */
export function AddPackForm({
  product,
  save,
}: {
  product: AdminProduct;
  save: (change: AdminProductPatch, done: string) => Promise<string>;
}) {
  const id = useId();
  const [pack, setPack] = useState<PackText>(NO_PACK);
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState('');

  const problemWith = (change: AdminProductPatch): string => {
    const unit = change.addVariants?.[0]?.unit ?? '';
    if (product.variants.some((v) => v.unit === unit)) return ADMIN_MESSAGES.packExists(product.name, unit);
    if (product.variants.length >= MAX_PACKS) return ADMIN_MESSAGES.tooManyPacks(MAX_PACKS);
    return '';
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = parsePack(pack);
    if (!parsed.ok) return setError(parsed.message);
    const checked = AdminProductPatchSchema.safeParse({ addVariants: [parsed.value] });
    if (!checked.success) return setError(issueWords(checked.error.issues[0], M.saveFailed));
    const problem = problemWith(checked.data);
    if (problem) return setError(problem);
    setSaving(true);
    setError('');
    const unit = checked.data.addVariants![0]!.unit;
    const message = await save(checked.data, M.packAdded(product.name, unit));
    setSaving(false);
    setError(message);
    // Added: the boxes empty for the next one; refused: what was typed stays, to correct.
    if (!message) setPack(NO_PACK);
  };

  return (
    <details className="admin-add-pack">
      <summary>{M.addPack}</summary>
      <form onSubmit={(e) => void submit(e)} noValidate aria-label={M.addPackTo(product.name)}>
        <PackFields
          idPrefix={id}
          values={pack}
          onChange={(change) => setPack((typed) => ({ ...typed, ...change }))}
        />
        <button type="submit" className="btn btn-small" disabled={saving}>
          {saving ? M.saving : M.addThePack}
        </button>
        <FormError message={error} />
      </form>
    </details>
  );
}
