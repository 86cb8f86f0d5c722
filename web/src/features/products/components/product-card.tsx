import { Link } from 'react-router-dom';
import { CATALOGUE_MESSAGES } from '@/words/messages';
import { PRODUCT_CARD_MESSAGES } from '@/words/shop-messages';
import type { Product } from '@contract/products';
import type { RatingSummary } from '@contract/reviews';
import { RatingBadge } from '@/components/ui/rating-summary';
import { formatInr } from '@/shop/format';
import { isBuyable, priceDisplay } from '../lib/catalogue';
import { benefitPreview } from '../lib/product-details';
import './product-card.css';
import { photoSrcSet } from '@contract/photos';
import { categoryName } from '@/shop/categories';
import { packLabel } from '../lib/pack-label';

/**
 * A shop card (product.md §2 Shop): image, badges, name, its reviews' average and count, price rule, two
 * benefits, View Details. `eager`: the card is in the first row, so its picture loads at once (it
 * is the largest paint).
 */
export function ProductCard({
  product,
  rating,
  eager = false,
}: {
  product: Product;
  rating?: RatingSummary | undefined;
  eager?: boolean;
}) {
  const price = priceDisplay(product);
  const benefits = benefitPreview(product.benefits);
  const href = `/product/${product.id}`;
  const onlyPack = product.variants.length === 1 ? product.variants[0]?.unit : undefined;
  const singleUnit = onlyPack === undefined ? undefined : packLabel(product, onlyPack);
  const soldOut = !isBuyable(product);

  return (
    <article className={`product-card${soldOut ? ' is-sold-out' : ''}`} data-testid="product-card">
      <div className="product-card-media">
        <img
          src={product.image || '/images/placeholder.svg'}
          srcSet={photoSrcSet(product.image)}
          sizes="(max-width: 40rem) 50vw, 20rem"
          alt={product.name}
          width={600}
          height={600}
          loading={eager ? 'eager' : 'lazy'}
          fetchPriority={eager ? 'high' : 'auto'}
          decoding="async"
        />
        {(product.isNew || product.isSeasonal) && (
          <div className="product-card-overlays">
            {product.isNew && (
              <span className="overlay overlay-new">{CATALOGUE_MESSAGES.cardNewHarvest}</span>
            )}
            {product.isSeasonal && (
              <span className="overlay overlay-seasonal">{CATALOGUE_MESSAGES.cardSeasonal}</span>
            )}
          </div>
        )}
        {product.isPopular && <span className="badge-popular">{PRODUCT_CARD_MESSAGES.popular}</span>}
        {soldOut && <span className="badge-sold-out">{CATALOGUE_MESSAGES.soldOut}</span>}
      </div>
      <div className="product-card-body">
        <p className="product-card-category">{categoryName(product.category)}</p>
        <h3 className="product-card-name">
          <Link to={href}>{product.name}</Link>
        </h3>
        {rating && <RatingBadge summary={rating} className="product-card-rating" />}
        <p className="product-card-price" data-testid="product-price">
          {price.kind === 'view' ? (
            <span className="price-view">{CATALOGUE_MESSAGES.cardNoPrice}</span>
          ) : (
            <>
              {price.kind === 'from' && (
                <span className="price-from">{CATALOGUE_MESSAGES.cardFromPrice} </span>
              )}
              <span className="price-amount">{formatInr(price.amount)}</span>
              {singleUnit && (
                <>
                  {' '}
                  <span className="price-unit">/ {singleUnit}</span>
                </>
              )}
            </>
          )}
        </p>
        {benefits.shown.length > 0 && (
          <ul className="product-card-benefits" aria-label={PRODUCT_CARD_MESSAGES.benefitsLabel}>
            {benefits.shown.map((benefit) => (
              <li key={benefit}>{benefit}</li>
            ))}
            {benefits.more > 0 && (
              <li className="benefit-more" aria-label={PRODUCT_CARD_MESSAGES.moreBenefits(benefits.more)}>
                +{benefits.more}
              </li>
            )}
          </ul>
        )}
        <Link to={href} className="btn btn-secondary btn-small product-card-cta">
          {PRODUCT_CARD_MESSAGES.viewDetails}
          <span className="visually-hidden">: {product.name}</span>
        </Link>
      </div>
    </article>
  );
}
