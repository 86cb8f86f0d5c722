import { useEffect, useId, useRef, useState, type MouseEvent, type ReactNode } from 'react';
import { Link, useHref } from 'react-router-dom';
import { CATALOGUE_MESSAGES, PRICING_MESSAGES } from '@contract/messages';
import { PRODUCT_PAGE_MESSAGES as TEXT } from '@contract/shop-messages';
import type { Product } from '@contract/products';
import { publicEndpoints } from '@contract/endpoints';
import { categoryName } from '@/shop/categories';
import { BoltIcon, CartIcon, LeafIcon, ShieldIcon, TruckIcon } from '@/components/ui/icons';
import { PageMessage } from '@/components/ui/page-states';
import { PincodeCheck } from '@/components/ui/pincode-check';
import { QuantityStepper } from '@/components/ui/quantity-stepper';
import { ApiError, useRouteAnswer } from '@/platform/api-client';
import { useFirstOrderOffer } from '@/shop/first-order-offer';
import { formatInr } from '@/shop/format';
import { notify } from '@/platform/notify';
import { clampQuantity, quantityCap } from '@/shop/quantity';
import { useDocumentMeta } from '@/seo/use-document-meta';
import { getRatingSummaries } from '@/shop/ratings';
import { freeDeliveryText, useShopPolicy } from '@/shop/shop-policy';
import { useRequest } from '@/platform/use-request';
import { RatingBadge } from '@/components/ui/rating-summary';
import { loadProduct } from '../api/get-product';
import {
  DEFAULT_SHORT_DESCRIPTION,
  packState,
  packUnavailableReason,
  stockLabel,
  validPrice,
} from '../lib/catalogue';
import { productPageMeta } from '../lib/page-meta';
import { ProductGallery } from './product-gallery';
import { ProductTabs } from './product-tabs';
import { usePurchaseHandlers, type AddToCart } from './use-purchase-handlers';
import './product-screen.css';
import { packLabel } from '../lib/pack-label';

/** What the route puts under the product: another feature's part (the reviews), given the product. */
export type BelowProduct = (product: Product) => ReactNode;

/**
 * The product page (product.md §2 Product detail): loading, not found, failed (with Retry), or the
 * product. Add to Cart uses the cart's call and the reviews come from their own feature; the
 * route hands both in.
 */
export function ProductScreen({
  id,
  addToCart,
  below,
}: {
  id: string;
  addToCart: AddToCart;
  below: BelowProduct;
}) {
  const request = useRequest(
    `product:${id}`,
    (signal) => loadProduct(id, signal),
    useRouteAnswer(publicEndpoints.product(id)),
  );
  // An id that is not a number (400) cannot name a product either.
  const notFound =
    request.status === 'error' &&
    request.error instanceof ApiError &&
    (request.error.status === 404 || request.error.status === 400);
  const failure =
    request.status === 'error' && !notFound
      ? request.error.message || CATALOGUE_MESSAGES.productFailed
      : null;

  // While it loads, or when it is missing; the product's own meta is set by ProductView, inside.
  useDocumentMeta(notFound ? TEXT.notFoundTitle : TEXT.loadingTitle, TEXT.loadingDescription, {
    noindex: notFound,
  });

  // product.md §8: a failed load also shows a toast.
  useEffect(() => {
    if (failure) notify.error(failure, 'product-load-error');
  }, [failure]);

  if (request.status === 'loading') return <ProductSkeleton />;

  if (notFound) {
    return (
      <PageMessage
        title={CATALOGUE_MESSAGES.productNotFoundTitle}
        link={{ to: '/shop', label: TEXT.backToShop }}
        illustration
      >
        <p className="state-detail">{TEXT.notFoundDetail}</p>
      </PageMessage>
    );
  }

  if (request.status === 'error') {
    return (
      <div className="container page state-panel" role="alert">
        <h1>{TEXT.failedTitle}</h1>
        <p className="state-detail">{failure}</p>
        <div className="state-actions">
          <button type="button" className="btn" onClick={request.retry}>
            {TEXT.retry}
          </button>
          <Link to="/shop" className="btn btn-secondary">
            {TEXT.backToShop}
          </Link>
        </div>
      </div>
    );
  }

  // Keyed by id: another product starts again from its first variant, quantity 1 and the Details tab.
  return <ProductView key={request.data.id} product={request.data} addToCart={addToCart} below={below} />;
}

/** The product page's shape while it loads, so nothing jumps when the product arrives. */
function ProductSkeleton() {
  return (
    <div className="container product-page" aria-busy="true">
      <p className="visually-hidden" role="status">
        {TEXT.loading}
      </p>
      <div className="skeleton skeleton-line" style={{ width: '12rem' }} />
      <div className="product-layout">
        <div className="skeleton skeleton-gallery" />
        <div className="product-info">
          <div className="skeleton skeleton-line" style={{ width: '9rem' }} />
          <div className="skeleton skeleton-title" />
          <div className="skeleton skeleton-line" style={{ width: '7rem', height: '2rem' }} />
          <div className="skeleton skeleton-block" />
          <div className="skeleton skeleton-block" />
        </div>
      </div>
    </div>
  );
}

function ProductView({
  product,
  addToCart,
  below,
}: {
  product: Product;
  addToCart: AddToCart;
  below: BelowProduct;
}) {
  const ids = useId();
  // product.md §4: the first variant is preselected; choosing another resets the quantity to 1.
  const [variantIndex, setVariantIndex] = useState(0);
  const [quantity, setQuantity] = useState(1);
  const variant = product.variants[variantIndex];
  // A pack's own price only: an unpriced pack never borrows the product's (first pack's) price.
  const price = validPrice(variant ? variant.price : product.price);
  const stock = variant ? variant.stock : product.stock;
  const shown = variant ?? { unit: product.unit, stock: product.stock };
  const stockText = stockLabel({ ...shown, unit: packLabel(product, shown.unit) });
  const { onAddToCart, onOrderNow, adding } = usePurchaseHandlers({
    product,
    variant,
    quantity,
    addToCart,
    select: (index, count) => {
      setVariantIndex(index);
      setQuantity(count);
    },
  });
  const rating = useRequest('ratings', getRatingSummaries, useRouteAnswer(publicEndpoints.ratings())).data?.[
    product.id
  ];
  // The perks under the buttons state the shop's settings, and the first-order offer only where it
  // can still apply.
  const freeDelivery = freeDeliveryText(useShopPolicy());
  const firstOrder = useFirstOrderOffer();
  const meta = productPageMeta(product, rating);
  useDocumentMeta(meta.title, meta.description, meta);
  // A pack at stock 0 or without a price cannot be bought: the buttons say why instead of a 409.
  const unavailable = packUnavailableReason(variant);
  const reasonId = `${ids}-unavailable`;
  // The main Add to Cart and the buy bar's are one button in two places: same action, same rules.
  // The buy buttons submit a form that leads to sign-in: a tap made before the page's code has
  // arrived (a slow phone) still goes somewhere (issue 28). Once the code runs, they do their work
  // and the form is never sent.
  const buyFormId = `${ids}-buy`;
  const signInHref = useHref('/auth');
  const addToCartButton = {
    type: 'submit',
    form: buyFormId,
    className: 'btn',
    onClick: (event: MouseEvent) => {
      event.preventDefault();
      onAddToCart();
    },
    disabled: adding || unavailable !== null,
    'aria-busy': adding,
    'aria-describedby': unavailable ? reasonId : undefined,
  } as const;
  // Issue 14: once the main buttons scroll up out of view, a slim bar at the bottom offers them.
  const actionsRef = useRef<HTMLFormElement>(null);
  const [barShown, setBarShown] = useState(false);
  useEffect(() => {
    const actions = actionsRef.current;
    if (!actions || typeof IntersectionObserver === 'undefined') return;
    // The root reaches far below the screen, so the buttons count as "out" only once they are
    // above it: before a shopper reaches them the bar would just repeat them.
    const observer = new IntersectionObserver(
      ([entry]) => {
        if (entry) setBarShown(!entry.isIntersecting);
      },
      { rootMargin: '0px 0px 100000px 0px' },
    );
    observer.observe(actions);
    return () => observer.disconnect();
  }, []);

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

          {product.variants.length > 1 && (
            <fieldset className="variant-picker">
              <legend>{TEXT.choosePack}</legend>
              <div className="variant-options">
                {product.variants.map((option, index) => {
                  const optionPrice = validPrice(option.price);
                  const state = packState(option);
                  return (
                    <label
                      key={option.unit + index}
                      className={`variant-option${state === 'buyable' ? '' : ' is-unavailable'}`}
                    >
                      <input
                        type="radio"
                        name={`${ids}-variant`}
                        value={option.unit}
                        checked={index === variantIndex}
                        onChange={() => {
                          setVariantIndex(index);
                          setQuantity(1);
                        }}
                      />
                      <span className="variant-option-box">
                        <span className="variant-option-unit">{packLabel(product, option.unit)}</span>
                        <span className="variant-option-price">
                          {optionPrice === null
                            ? CATALOGUE_MESSAGES.priceComingSoon
                            : state === 'out-of-stock'
                              ? CATALOGUE_MESSAGES.outOfStock
                              : formatInr(optionPrice)}
                        </span>
                      </span>
                    </label>
                  );
                })}
              </div>
            </fieldset>
          )}

          <p className="product-short">{product.shortDescription?.trim() || DEFAULT_SHORT_DESCRIPTION}</p>

          <div className="product-buy">
            <QuantityStepper
              id={`${ids}-quantity`}
              value={quantity}
              max={quantityCap(stock)}
              normalize={(raw) => clampQuantity(raw, stock)}
              onChange={setQuantity}
            />
            <p className="product-total" aria-live="polite">
              <span>{TEXT.total}</span>{' '}
              <strong data-testid="product-total">
                {price !== null ? formatInr(price * quantity) : '—'}
              </strong>
            </p>
          </div>

          <form id={buyFormId} className="product-actions" ref={actionsRef} method="get" action={signInHref}>
            <input type="hidden" name="returnTo" value={`/product/${product.id}`} />
            <button {...addToCartButton}>
              <CartIcon size={20} /> {adding ? TEXT.adding : TEXT.addToCart}
            </button>
            <button
              type="submit"
              className="btn btn-honey"
              onClick={(event) => {
                event.preventDefault();
                onOrderNow();
              }}
              disabled={unavailable !== null}
              aria-describedby={unavailable ? reasonId : undefined}
            >
              <BoltIcon size={20} /> {TEXT.orderNow}
            </button>
          </form>
          {unavailable && (
            <p id={reasonId} className="product-unavailable" role="status">
              {unavailable}
            </p>
          )}

          <div className="product-buy-bar" hidden={!barShown} data-testid="product-buy-bar">
            <div className="container product-buy-bar-inner">
              <p className="product-buy-bar-text">
                <span className="product-buy-bar-name">{product.name}</span>
                <span className="product-buy-bar-detail">
                  {variant ? `${packLabel(product, variant.unit)} · ` : ''}
                  {/* The short word here; the button points to the full reason below the main ones. */}
                  {price === null
                    ? CATALOGUE_MESSAGES.priceComingSoon
                    : unavailable
                      ? CATALOGUE_MESSAGES.outOfStock
                      : `${formatInr(price)} × ${quantity}`}
                </span>
              </p>
              <button
                {...addToCartButton}
                aria-label={TEXT.addLabel(
                  quantity,
                  `${product.name}${variant ? ` (${packLabel(product, variant.unit)})` : ''}`,
                )}
              >
                <CartIcon size={20} /> {adding ? TEXT.adding : TEXT.add}
              </button>
            </div>
          </div>

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
