import type { AdminProduct } from '@contract/admin';
import { BACK_OFFICE_MESSAGES as M } from '@/words/messages';
import { thumbnailOf } from '@contract/photos';
import { categoryName } from '@/shop/categories';
import { priceRangeOf, stockStateOf } from '../lib/product-row';
import { AdminProductCard } from './admin-product-card';

/**
 * One product of the owner's catalogue, folded to a row (its picture, name, category as the shop
 * names it, price range, how its stock stands, hidden or not) until she opens it to its card.
 * Folded, the catalogue fits a phone's screen a dozen products at a time.
 */
export function AdminProductRow({
  product,
  onSaved,
}: {
  product: AdminProduct;
  onSaved: (product: AdminProduct) => void;
}) {
  const stock = stockStateOf(product);
  return (
    <details
      className={`admin-product-row${product.hidden ? ' is-hidden' : ''}`}
      data-testid="admin-product"
      data-product-id={product.id}
    >
      <summary>
        <img
          className="admin-row-picture"
          src={thumbnailOf(product.image)}
          alt=""
          width={48}
          height={48}
          loading="lazy"
        />
        <span className="admin-row-name">{product.name}</span>
        <span className="admin-row-price">{priceRangeOf(product)}</span>
        <span className="admin-row-state">
          <span className="admin-row-category">{categoryName(product.category)}</span>
          {stock.level === 'ok' ? (
            <span className="admin-row-stock">{stock.text}</span>
          ) : (
            <span className={`admin-badge admin-badge-${stock.level}`}>{stock.text}</span>
          )}
          {product.hidden && <span className="admin-badge admin-badge-hidden">{M.hidden}</span>}
        </span>
      </summary>
      <AdminProductCard product={product} onSaved={onSaved} />
    </details>
  );
}
