import { useEffect, useId, useRef, useState, type MouseEvent, type ReactNode, type RefObject } from 'react';
import { useHref } from 'react-router-dom';
import { CATALOGUE_MESSAGES } from '@/words/messages';
import { PRODUCT_PAGE_MESSAGES as TEXT } from '@/words/shop-messages';
import type { Product } from '@contract/products';
import { BoltIcon, CartIcon } from '@/components/ui/icons';
import { QuantityStepper } from '@/components/ui/quantity-stepper';
import { formatInr } from '@/shop/format';
import { clampQuantity, quantityCap } from '@/shop/quantity';
import { packState, validPrice } from '../lib/catalogue';
import { packUnavailableReason } from '../lib/product-details';
import { packLabel } from '../lib/pack-label';
import { usePurchaseHandlers, type AddToCart } from './use-purchase-handlers';

export interface PurchaseChoice {
  variantIndex: number;
  quantity: number;
}

/**
 * Buying one product (product.md §2, §4): its packs, the quantity and the total, Add to Cart and
 * Order Now (use-purchase-handlers.ts), why a pack cannot be bought, and (issue 14) the slim bar at
 * the bottom that offers Add to Cart once the main buttons have scrolled out of view.
 */
export function ProductPurchase({
  product,
  choice,
  onChoose,
  addToCart,
  description,
}: {
  product: Product;
  choice: PurchaseChoice;
  onChoose: (choice: PurchaseChoice) => void;
  addToCart: AddToCart;
  /** The product's short description, between the packs and the quantity. */
  description: ReactNode;
}) {
  const ids = useId();
  const { variantIndex, quantity } = choice;
  const variant = product.variants[variantIndex];
  const price = validPrice(variant ? variant.price : product.price);
  const stock = variant ? variant.stock : product.stock;
  const { onAddToCart, onOrderNow, adding } = usePurchaseHandlers({
    product,
    variant,
    quantity,
    addToCart,
    select: (index, count) => onChoose({ variantIndex: index, quantity: count }),
  });
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
  const actionsRef = useRef<HTMLFormElement>(null);
  const barShown = useOutOfViewAbove(actionsRef);

  return (
    <>
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
                    onChange={() => onChoose({ variantIndex: index, quantity: 1 })}
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

      {description}

      <div className="product-buy">
        <QuantityStepper
          id={`${ids}-quantity`}
          value={quantity}
          max={quantityCap(stock)}
          normalize={(raw) => clampQuantity(raw, stock)}
          onChange={(count) => onChoose({ variantIndex, quantity: count })}
        />
        <p className="product-total" aria-live="polite">
          <span>{TEXT.total}</span>{' '}
          <strong data-testid="product-total">{price !== null ? formatInr(price * quantity) : '—'}</strong>
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
    </>
  );
}

/**
 * Issue 14: whether the element has scrolled up out of view. The root reaches far below the
 * screen, so it counts as "out" only once it is above it: before a shopper reaches the buttons the
 * bar would just repeat them.
 */
function useOutOfViewAbove(ref: RefObject<HTMLElement | null>): boolean {
  const [out, setOut] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (!element || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      ([entry]) => {
        if (entry) setOut(!entry.isIntersecting);
      },
      { rootMargin: '0px 0px 100000px 0px' },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref]);
  return out;
}
