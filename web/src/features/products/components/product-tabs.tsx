import { useState } from 'react';
import type { Product } from '@contract/products';
import { TabPanel, Tabs } from '@/components/ui/tabs';
import { hasFarmInfo, nutritionRows, productTabs, type ProductTab } from '../lib/catalogue';
import './product-tabs.css';

const LABELS: Record<ProductTab, string> = {
  details: 'Product Details',
  benefits: 'Benefits & Uses',
  nutrition: 'Nutrition Facts',
  farm: 'Farm & Origin',
};

/** The detail tabs. Mount with key={product.id} so each product starts on Product Details. */
export function ProductTabs({ product }: { product: Product }) {
  const tabs = productTabs(product);
  const [selected, setSelected] = useState<ProductTab>('details');
  const active = tabs.includes(selected) ? selected : 'details';
  const prefix = `product-${product.id}`;

  return (
    <section className="product-tabs" aria-label="About this product">
      <Tabs
        idPrefix={prefix}
        label="Product information"
        items={tabs.map((id) => ({ id, label: LABELS[id] }))}
        selected={active}
        onSelect={setSelected}
      />
      <TabPanel idPrefix={prefix} id={active} className="product-tab-panel">
        {active === 'details' && (
          <>
            <h2 className="visually-hidden">{LABELS.details}</h2>
            <p className="product-description">{product.description}</p>
            {product.ingredients?.trim() && (
              <p>
                <strong>Ingredients:</strong> {product.ingredients}
              </p>
            )}
          </>
        )}
        {active === 'benefits' && (
          <div className="two-lists">
            {product.benefits.length > 0 && (
              <div>
                <h2 className="h3">Benefits</h2>
                <ul className="check-list">
                  {product.benefits.map((benefit) => (
                    <li key={benefit}>{benefit}</li>
                  ))}
                </ul>
              </div>
            )}
            {(product.uses?.length ?? 0) > 0 && (
              <div>
                <h2 className="h3">How to use it</h2>
                <ul className="check-list check-list-honey">
                  {product.uses!.map((use) => (
                    <li key={use}>{use}</li>
                  ))}
                </ul>
              </div>
            )}
          </div>
        )}
        {active === 'nutrition' && (
          <>
            <h2 className="h3">Nutrition facts</h2>
            <table className="nutrition-table">
              <caption>Typical values per 100g</caption>
              <thead>
                <tr>
                  <th scope="col">Nutrient</th>
                  <th scope="col">Per 100g</th>
                </tr>
              </thead>
              <tbody>
                {nutritionRows(product.nutrition).map((row) => (
                  <tr key={row.label}>
                    <th scope="row">{row.label}</th>
                    <td>{row.value}</td>
                  </tr>
                ))}
              </tbody>
            </table>
            <p className="nutrition-note">
              Values are approximate and vary naturally from batch to batch and season to season.
            </p>
          </>
        )}
        {active === 'farm' && (
          <>
            <h2 className="h3">From our farm</h2>
            {hasFarmInfo(product.farmInfo) && <p>{product.farmInfo}</p>}
            {product.origin?.trim() && (
              <p>
                <strong>Origin:</strong> {product.origin}
              </p>
            )}
            {(product.methods?.length ?? 0) > 0 && (
              <>
                <h3 className="h4">How we make it</h3>
                <ol className="method-list">
                  {product.methods!.map((method) => (
                    <li key={method}>{method}</li>
                  ))}
                </ol>
              </>
            )}
          </>
        )}
      </TabPanel>
    </section>
  );
}
