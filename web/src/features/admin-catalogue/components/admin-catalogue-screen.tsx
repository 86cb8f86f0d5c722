import { useId, useState } from 'react';
import type { AdminProduct } from '@contract/admin';
import { BACK_OFFICE_MESSAGES as M } from '@contract/messages';
import { PageLoadFailed } from '@/components/ui/page-states';
import { useRequest } from '@/platform/use-request';
import { getAdminProducts } from '../api/admin-products-api';
import { AdminProductCard } from './admin-product-card';
import { NewProductForm } from './new-product-form';
import './admin-catalogue.css';

/**
 * The owner's catalogue: every product (hidden ones too) with each pack's price and stock editable
 * in place, low stock flagged, the Popular / New / Seasonal flags and hide / show; and a form to
 * add a product.
 */
export function AdminCatalogueScreen() {
  const request = useRequest('admin-products', getAdminProducts);
  const [saved, setSaved] = useState<Record<number, AdminProduct>>({});
  const [added, setAdded] = useState<AdminProduct[]>([]);
  const [filter, setFilter] = useState('');
  const filterId = useId();

  if (request.status === 'loading') {
    return (
      <p className="loading-text" role="status">
        {M.loadingProducts}
      </p>
    );
  }
  if (request.status === 'error') {
    return (
      <PageLoadFailed
        title={M.catalogueTitle}
        message={request.error.message || M.productsFailed}
        onRetry={request.retry}
      />
    );
  }

  const wanted = filter.trim().toLowerCase();
  const products = [...request.data, ...added]
    .map((product) => saved[product.id] ?? product)
    .filter((product) => !wanted || product.name.toLowerCase().includes(wanted));

  return (
    <div className="admin-catalogue">
      <NewProductForm onAdded={(product) => setAdded((list) => [...list, product])} />
      <div className="form-field admin-catalogue-filter">
        <label htmlFor={filterId}>{M.findProduct}</label>
        <input
          id={filterId}
          type="search"
          className="field-input"
          value={filter}
          onChange={(e) => setFilter(e.target.value)}
        />
      </div>
      <ul className="admin-product-list">
        {products.map((product) => (
          <li key={product.id}>
            <AdminProductCard
              product={product}
              onSaved={(next) => setSaved((all) => ({ ...all, [next.id]: next }))}
            />
          </li>
        ))}
      </ul>
    </div>
  );
}
