import { useEffect, useState } from 'react';
import type { Product } from '@contract/products';
import { getProducts } from '../../features/products/api/get-products';

const inr = new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR', minimumFractionDigits: 2 });

export function CatalogueRoute() {
  const [products, setProducts] = useState<Product[] | null>(null);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    const controller = new AbortController();
    getProducts(controller.signal).then(setProducts, (e: unknown) => {
      if (!controller.signal.aborted) setError(e instanceof Error ? e.message : String(e));
    });
    return () => controller.abort();
  }, []);

  return (
    <main className="page">
      <h1>Karad Organic</h1>
      {error && <p role="alert">{error}</p>}
      {!products && !error && <p>Loading Farm Fresh Products...</p>}
      {products && (
        <>
          <p>Showing {products.length} organic items</p>
          <ul className="product-list" data-testid="product-list">
            {products.map((p) => (
              <li key={p.id} data-testid="product-card">
                <img src={p.image} alt={p.name} width={96} height={96} />
                <span>{p.name}</span>
                <span>{typeof p.price === 'number' ? inr.format(p.price) : 'View'}</span>
              </li>
            ))}
          </ul>
        </>
      )}
    </main>
  );
}
