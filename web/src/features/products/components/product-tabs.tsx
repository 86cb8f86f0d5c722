import { useState } from 'react';
import type { Product } from '@contract/products';
import { PRODUCT_TABS_MESSAGES as TEXT } from '@/words/shop-messages';
import { TabPanel, Tabs } from '@/components/ui/tabs';
import { hasFarmInfo, nutritionRows, productTabs, type ProductTab } from '../lib/product-details';
import './product-tabs.css';

const LABELS: Record<ProductTab, string> = {
  details: TEXT.details,
  benefits: TEXT.benefits,
  nutrition: TEXT.nutrition,
  farm: TEXT.farm,
};

/** The detail tabs. Mount with key={product.id} so each product starts on Product Details. */
export function ProductTabs({ product }: { product: Product }) {
  const tabs = productTabs(product);
  const [selected, setSelected] = useState<ProductTab>('details');
  const active = tabs.includes(selected) ? selected : 'details';
  const prefix = `product-${product.id}`;

  return (
    <section className="product-tabs" aria-label={TEXT.sectionLabel}>
      <Tabs
        idPrefix={prefix}
        label={TEXT.tabsLabel}
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
                <strong>{TEXT.ingredients}</strong> {product.ingredients}
              </p>
            )}
          </>
        )}
        {active === 'benefits' && (
          <div className="two-lists">
            {product.benefits.length > 0 && (
              <div>
                <h2 className="h3">{TEXT.benefitsHeading}</h2>
                <ul className="check-list">
                  {product.benefits.map((benefit) => (
                    <li key={benefit}>{benefit}</li>
                  ))}
                </ul>
              </div>
            )}
            {(product.uses?.length ?? 0) > 0 && (
              <div>
                <h2 className="h3">{TEXT.usesHeading}</h2>
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
            <h2 className="h3">{TEXT.nutritionHeading}</h2>
            <table className="nutrition-table">
              <caption>{TEXT.nutritionCaption}</caption>
              <thead>
                <tr>
                  <th scope="col">{TEXT.nutrientColumn}</th>
                  <th scope="col">{TEXT.per100gColumn}</th>
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
            <p className="nutrition-note">{TEXT.nutritionNote}</p>
          </>
        )}
        {active === 'farm' && (
          <>
            <h2 className="h3">{TEXT.farmHeading}</h2>
            {hasFarmInfo(product.farmInfo) && <p>{product.farmInfo}</p>}
            {product.origin?.trim() && (
              <p>
                <strong>{TEXT.origin}</strong> {product.origin}
              </p>
            )}
            {(product.methods?.length ?? 0) > 0 && (
              <>
                <h3 className="h4">{TEXT.methodsHeading}</h3>
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
