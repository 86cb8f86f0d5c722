import { useState, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { CATALOGUE_MESSAGES, PRICING_MESSAGES } from '@/words/messages';
import { PRODUCT_PAGE_MESSAGES as TEXT } from '@/words/shop-messages';
import type { Product } from '@contract/products';
import type { RatingSummaries } from '@contract/reviews';
import { LeafIcon, ShieldIcon, TruckIcon } from '@/components/ui/icons';
import { PincodeCheck } from '@/components/ui/pincode-check';
import { RatingBadge } from '@/components/ui/rating-summary';
import { dataOf, useSettled, type Pending } from '@/platform/route-data';
import { useDocumentMeta } from '@/seo/use-document-meta';
import { categoryName } from '@/shop/categories';
import { useFirstOrderOffer } from '@/shop/first-order-offer';
import { formatInr } from '@/shop/format';
import { freeDeliveryText, useShopPolicy } from '@/shop/shop-policy';
import { validPrice } from '../lib/catalogue';
import { DEFAULT_SHORT_DESCRIPTION, stockLabel } from '../lib/product-details';
import { packLabel } from '../lib/pack-label';
import { productPageMeta } from '../lib/page-meta';
import { ProductGallery } from './product-gallery';
import { ProductPurchase } from './product-purchase';
import { ProductTabs } from './product-tabs';
import type { AddToCart } from './use-purchase-handlers';

/** What the route puts under the product: another feature's part (the reviews), given the product. */
export type BelowProduct = (product: Product) => ReactNode;

/**
 * One product (product.md §2 Product detail): breadcrumb, gallery, badges, name and rating, the
 * chosen pack's price and stock, the purchase (packs, quantity, Add to Cart, Order Now), the perks
 * the shop's settings promise, the PIN code check, the tabs and what the route puts below.
 */
export function ProductView({
  product,
  ratings,
  addToCart,
  below,
}: {
  product: Product;
  ratings: Pending<RatingSummaries>;
  addToCart: AddToCart;
  below: BelowProduct;
}) {
  // product.md §4: the first variant is preselected; choosing another resets the quantity to 1.
  const [choice, setChoice] = useState({ variantIndex: 0, quantity: 1 });
  const variant = product.variants[choice.variantIndex];
  // A pack's own price only: an unpriced pack never borrows the product's (first pack's) price.
  const price = validPrice(variant ? variant.price : product.price);
  const shown = variant ?? { unit: product.unit, stock: product.stock };
  const stockText = stockLabel({ ...shown, unit: packLabel(product, shown.unit) });
  // Ratings decorate the page: none until they are in, or when they cannot be read.
  const rating = dataOf(useSettled(ratings))?.[product.id];
  // The perks under the buttons state the shop's settings, and the first-order offer only where it
  // can still apply.
  const freeDelivery = freeDeliveryText(useShopPolicy());
  const firstOrder = useFirstOrderOffer();
  const meta = productPageMeta(product, rating);
  useDocumentMeta(meta.title, meta.description, meta);

  return (
    <div className="container product-page">
      <nav aria-label={TEXT.breadcrumbLabel} className="breadcrumb">
        <ol>
          <li>
            <Link to="/">{TEXT.home}</Link>
          </li>
          <li>
            <Link to={`/shop?category=${encodeURIComponent(product.category)}`}>
              {categoryName(product.category)}
            </Link>
          </li>
          <li aria-current="page">{product.name}</li>
        </ol>
      </nav>

      <div className="product-layout">
        <ProductGallery
          images={product.images.length ? product.images : [product.image]}
          name={product.name}
        />

        <div className="product-info">
          <ul className="product-badges" aria-label={TEXT.badgesLabel}>
            <li className="product-badge product-badge-organic">
              <ShieldIcon size={16} /> {TEXT.certifiedOrganic}
            </li>
            {product.isPopular && (
              <li className="product-badge product-badge-favorite">
                <LeafIcon size={16} /> {TEXT.customerFavorite}
              </li>
            )}
          </ul>

          <h1 className="product-name">{product.name}</h1>
          {rating && (
            <a href="#reviews-title" className="product-rating">
              <RatingBadge summary={rating} />
            </a>
          )}

          <p className="product-price" data-testid="product-price">
            {price !== null ? (
              <>
                <span className="product-price-amount">{formatInr(price)}</span>{' '}
                <span className="product-price-unit">{CATALOGUE_MESSAGES.perUnit}</span>
              </>
            ) : (
              <span className="product-price-missing">{CATALOGUE_MESSAGES.priceComingSoon}</span>
            )}
          </p>
          {stockText && (
            <p
              className={`product-stock${stockText === CATALOGUE_MESSAGES.outOfStock ? ' product-stock-out' : ''}`}
              data-testid="stock-label"
            >
              {stockText}
            </p>
          )}

          <ProductPurchase
            product={product}
            choice={choice}
            onChoose={setChoice}
            addToCart={addToCart}
            description={
              <p className="product-short">{product.shortDescription?.trim() || DEFAULT_SHORT_DESCRIPTION}</p>
            }
          />

          <ul className="product-perks" data-testid="product-perks">
            {freeDelivery && (
              <li>
                <TruckIcon size={18} /> {freeDelivery}
              </li>
            )}
            {firstOrder ? (
              <li>
                <LeafIcon size={18} /> {PRICING_MESSAGES.firstOrderDiscount(firstOrder)}
              </li>
            ) : null}
          </ul>
          <PincodeCheck />
        </div>
      </div>

      <ProductTabs product={product} />
      {below(product)}
    </div>
  );
}
