import { useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import type { CartItem, CartUpdate } from '@contract/cart';
import type { FirstOrderOffer } from '@contract/pricing';
import {
  CART_MESSAGES,
  CATALOGUE_MESSAGES,
  OFFER_MESSAGES,
  OFFLINE_MESSAGES,
  PRICING_MESSAGES,
} from '@/words/messages';
import { CART_PAGE_MESSAGES as M, SUMMARY_MESSAGES } from '@/words/account-messages';
import { UI_MESSAGES } from '@/words/ui-messages';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { cartSummaryLines, OrderSummary } from '@/components/ui/order-summary';
import { Loaded, PageLoading } from '@/components/ui/page-states';
import { PageMessage } from '@/components/ui/page-message';
import { PincodeCheck } from '@/components/ui/pincode-check';
import { QuantityStepper } from '@/components/ui/quantity-stepper';
import { useCartChanged } from '@/shop/cart-data';
import { useOfferOf } from '@/shop/first-order-offer';
import { formatInr, packOf } from '@/shop/format';
import { noticeWords } from '@/platform/api-client';
import { notify } from '@/platform/notify';
import { quantityCap } from '@/shop/quantity';
import { useApiErrorHandler } from '@/shop/use-api-error-handler';
import type { Pending } from '@/platform/route-data';
import { clearCart, removeCartItem, setCartQuantity } from '../api/cart-api';
import './cart-screen.css';
import { thumbnailOf } from '@contract/photos';

/** Quantities typed into the cart's stepper: whole numbers up to the cap, 0 meaning "remove". */
function cartQuantity(raw: unknown, cap: number): number {
  const n = Math.floor(Number(raw));
  if (!Number.isFinite(n)) return 1;
  return Math.max(0, Math.min(n, cap));
}

/**
 * The cart (product.md §2 Cart, §4, §5): lines with steppers, Clear Cart, the Order Summary. Her
 * cart and her first-order offer are the cart route's data.
 */
export function CartScreen({ cart, offer }: { cart: Pending<CartItem[]>; offer: Pending<FirstOrderOffer> }) {
  const handleError = useApiErrorHandler();
  return (
    <Loaded
      answer={cart}
      loading={<PageLoading text={M.loading} />}
      offline={{ title: M.title, message: OFFLINE_MESSAGES.cart }}
      failed={{ title: M.title, fallback: CART_MESSAGES.loadFailed }}
      onFailed={(error) => handleError(error, CART_MESSAGES.loadFailed)}
    >
      {(items) => <CartLines loaded={items} offer={offer} />}
    </Loaded>
  );
}

/** The cart as loaded, then as each change answers it. */
function CartLines({ loaded, offer }: { loaded: CartItem[]; offer: Pending<FirstOrderOffer> }) {
  const navigate = useNavigate();
  const handleError = useApiErrorHandler();
  const cartChanged = useCartChanged();
  const [items, setItems] = useState(loaded);
  const [busy, setBusy] = useState(false);
  // The question on screen: removing one line (typed 0) or clearing the cart.
  const [asking, setAsking] = useState<{ remove: CartItem } | 'clear' | null>(null);
  // A returning customer's cart promises no first-order discount.
  const firstOrder = useOfferOf(offer);

  const apply = async (action: () => Promise<CartUpdate>, fallback: string) => {
    setBusy(true);
    try {
      const update = await action();
      setItems(update.items);
      cartChanged();
      if (update.notice) {
        const words = await noticeWords(update.notice);
        notify.info(words, words);
      }
    } catch (error) {
      handleError(error, fallback);
    } finally {
      setBusy(false);
    }
  };

  const changeQuantity = (line: CartItem, quantity: number) => {
    if (quantity === line.quantity) return;
    if (quantity <= 0) {
      setAsking({ remove: line });
      return;
    }
    void apply(() => setCartQuantity(line, quantity), CART_MESSAGES.updateFailed);
  };

  const answer = async () => {
    if (asking === 'clear') await apply(clearCart, CART_MESSAGES.clearFailed);
    else if (asking) {
      const line = asking.remove;
      await apply(() => removeCartItem(line), CART_MESSAGES.removeFailed);
    }
    setAsking(null);
  };

  const onProceed = () => {
    if (items.length === 0) {
      notify.warning(CART_MESSAGES.emptyOnProceed, CART_MESSAGES.emptyOnProceed);
      return;
    }
    navigate('/checkout');
  };

  if (items.length === 0) {
    return (
      <PageMessage title={M.emptyTitle} link={{ to: '/shop', label: UI_MESSAGES.shopNow }} illustration>
        <p className="state-detail">{M.emptyDetail}</p>
      </PageMessage>
    );
  }

  const subtotal = items.reduce((sum, item) => sum + item.lineTotal, 0);
  return (
    <div className="container page cart-page">
      <h1>{M.title}</h1>
      <div className="cart-layout">
        <section className="cart-items" aria-labelledby="cart-items-title">
          <div className="cart-items-header">
            <h2 id="cart-items-title">{CART_MESSAGES.itemsHeading(items.length)}</h2>
            <button
              type="button"
              className="link-button cart-clear"
              onClick={() => setAsking('clear')}
              disabled={busy}
            >
              {CART_MESSAGES.confirmClearYes}
            </button>
          </div>
          <ul className="cart-lines">
            {items.map((line) => (
              <li key={line.id} className="cart-line" data-testid="cart-line">
                <img src={thumbnailOf(line.image)} alt="" width={88} height={88} loading="lazy" />
                <div className="cart-line-info">
                  <h3>
                    <Link to={`/product/${line.productId}`}>{line.name}</Link>
                  </h3>
                  <p className="cart-line-option">{SUMMARY_MESSAGES.option(packOf(line))}</p>
                  <p className="cart-line-price">
                    {formatInr(line.price)} {CATALOGUE_MESSAGES.perUnit}
                  </p>
                  {!line.available && <p className="cart-line-warning">{M.unavailable}</p>}
                </div>
                <div className="cart-line-controls">
                  <QuantityStepper
                    id={`qty-${line.id}`}
                    label={M.quantityOf(line.name, packOf(line))}
                    value={line.quantity}
                    max={quantityCap(line.stock)}
                    normalize={(raw) => cartQuantity(raw, quantityCap(line.stock))}
                    onChange={(next) => changeQuantity(line, next)}
                    disabled={busy}
                  />
                  <p className="cart-line-total" aria-label={M.lineTotal(formatInr(line.lineTotal))}>
                    {formatInr(line.lineTotal)}
                  </p>
                  <button
                    type="button"
                    className="link-button cart-remove"
                    onClick={() => void apply(() => removeCartItem(line), CART_MESSAGES.removeFailed)}
                    disabled={busy}
                  >
                    {CART_MESSAGES.confirmRemoveYes}
                    <span className="visually-hidden">
                      {' '}
                      {line.name} ({packOf(line)})
                    </span>
                  </button>
                </div>
              </li>
            ))}
          </ul>
        </section>
        <OrderSummary
          lines={cartSummaryLines(items)}
          subtotal={subtotal}
          price={{
            state: 'none',
            note: firstOrder === 0 ? OFFER_MESSAGES.cartNoteWithoutOffer : PRICING_MESSAGES.cartNote,
          }}
          extra={<PincodeCheck />}
        >
          <button type="button" className="btn btn-block" onClick={onProceed} disabled={busy}>
            {M.proceed}
          </button>
          <Link to="/shop" className="btn btn-secondary btn-block">
            {M.continueShopping}
          </Link>
        </OrderSummary>
      </div>
      {/* Phones (issue 14): the total and the way to checkout stay at the bottom of the screen,
          however long the cart; the full summary above says the rest. */}
      <div className="cart-sticky-bar" data-testid="cart-sticky-bar">
        <p className="cart-sticky-total">
          <span>{SUMMARY_MESSAGES.subtotal}</span> <strong>{formatInr(subtotal)}</strong>
        </p>
        <button type="button" className="btn" onClick={onProceed} disabled={busy}>
          {M.checkout}
        </button>
      </div>
      <ConfirmDialog
        open={asking !== null}
        title={asking === 'clear' ? CART_MESSAGES.confirmClearTitle : CART_MESSAGES.confirmRemove}
        confirmLabel={asking === 'clear' ? CART_MESSAGES.confirmClearYes : CART_MESSAGES.confirmRemoveYes}
        cancelLabel={asking === 'clear' ? CART_MESSAGES.keepAll : CART_MESSAGES.keep}
        busy={busy}
        onConfirm={() => void answer()}
        onCancel={() => setAsking(null)}
      >
        <p>
          {asking === 'clear'
            ? CART_MESSAGES.confirmClear
            : asking
              ? CART_MESSAGES.confirmRemoveLine(asking.remove.name, packOf(asking.remove))
              : ''}
        </p>
      </ConfirmDialog>
    </div>
  );
}
