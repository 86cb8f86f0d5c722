import { useId, useState } from 'react';
import type { AdminProduct } from '@contract/admin';
import { BACK_OFFICE_MESSAGES as M } from '@/words/messages';
import { Loaded } from '@/components/ui/page-states';
import type { Pending } from '@/platform/route-data';
import { matchesProduct } from '../lib/product-row';
import { AdminProductRow } from './admin-product-row';
import { NewProductForm } from './new-product-form';
import './admin-catalogue.css';

/**
 * The owner's catalogue: a search box (name, category, pack), a form to add a product, and every
 * product (hidden ones too), each folded to a row until opened to its card: each pack's price and
 * stock editable in place, low stock flagged, the Popular / New / Seasonal flags and hide / show.
 * Every product is the route's data.
 */
export function AdminCatalogueScreen({ products }: { products: Pending<AdminProduct[]> }) {
  return (
    <Loaded
      answer={products}
      as="part"
      loading={
        <p className="loading-text" role="status">
          {M.loadingProducts}
        </p>
      }
      failed={{ title: M.catalogueTitle, fallback: M.productsFailed }}
    >
      {(loaded) => <Catalogue loaded={loaded} />}
    </Loaded>
  );
}

/** The catalogue as loaded, then as each save and each new product answers it. */
function Catalogue({ loaded }: { loaded: AdminProduct[] }) {
  const [saved, setSaved] = useState<Record<number, AdminProduct>>({});
  const [added, setAdded] = useState<AdminProduct[]>([]);
  const [filter, setFilter] = useState('');
  const filterId = useId();

  const all = [...loaded, ...added].map((product) => saved[product.id] ?? product);
  const products = all.filter((product) => matchesProduct(product, filter));

  return (
    <div className="admin-catalogue">
      <div className="form-field admin-catalogue-filter" role="search">
        <label htmlFor={filterId}>{M.findProduct}</label>
        <input
          id={filterId}
          type="search"
          className="field-input"
          value={filter}
          aria-describedby={`${filterId}-hint`}
          onChange={(e) => setFilter(e.target.value)}
        />
        <p id={`${filterId}-hint`} className="field-hint">
          {M.findProductHint}
        </p>
      </div>
      <NewProductForm onAdded={(product) => setAdded((list) => [...list, product])} />
      <p className="admin-catalogue-count" aria-live="polite" data-testid="admin-product-count">
        {products.length === 0
          ? M.noProductsMatch(filter.trim())
          : M.productsShown(products.length, all.length)}
      </p>
      <ul className="admin-product-list">
        {products.map((product) => (
          <li key={product.id}>
            <AdminProductRow
              product={product}
              onSaved={(next) => setSaved((kept) => ({ ...kept, [next.id]: next }))}
            />
          </li>
        ))}
      </ul>
    </div>
  );
}
