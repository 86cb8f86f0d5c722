import { Link } from 'react-router-dom';
import { SITE_MESSAGES } from '@contract/messages';
import type { ShopPolicy } from '@contract/settings';
import { publicEndpoints } from '@contract/endpoints';
import { PageLoadFailed, PageLoading } from '@/components/ui/page-states';
import { shop, telHref } from '@/config/shop';
import { formatInr } from '@/shop/format';
import { arrivalSentence } from '@/shop/delivery';
import { useLayoutAnswer } from '@/platform/api-client';
import { useRequest } from '@/platform/use-request';
import { getShopPolicy } from '@/shop/shop-policy';
import './legal.css';

/**
 * Shipping & Returns: where the farm delivers, what it costs, the first-order offer and how an
 * order is cancelled, with the figures the server applies (the owner's settings), so this page
 * can never promise what checkout does not keep.
 */
export function ShippingScreen() {
  const policy = useRequest('shop-policy', getShopPolicy, useLayoutAnswer(publicEndpoints.shopPolicy()));
  if (policy.status === 'loading') return <PageLoading text="Loading our delivery terms…" />;
  if (policy.status === 'error')
    return (
      <PageLoadFailed
        title={SITE_MESSAGES.shippingTitle}
        message={policy.error.message || SITE_MESSAGES.policyFailed}
        onRetry={policy.retry}
      />
    );
  return <ShippingTerms policy={policy.data} />;
}

function ShippingTerms({ policy }: { policy: ShopPolicy }) {
  const { delivery, cod } = policy;
  return (
    <div className="container page legal">
      <h1>{SITE_MESSAGES.shippingTitle}</h1>
      <p className="legal-updated">How your order reaches you, and what to do if something is not right.</p>

      <h2>Where we deliver</h2>
      <ul>
        <li>
          <strong>In Karad</strong> (PIN code{delivery.karadPincodes.length === 1 ? '' : 's'}{' '}
          {delivery.karadPincodes.join(', ')}): we bring your order ourselves. Delivery is free when your
          order comes to {formatInr(delivery.freeShippingOver)} or more after any discount, and{' '}
          {formatInr(delivery.karadFee)} below that. {arrivalSentence(policy.etaDays.karad)}
        </li>
        <li>
          {delivery.shipsOutsideKarad ? (
            <>
              <strong>Elsewhere in India</strong>: we send it by courier for {formatInr(delivery.indiaFee)} an
              order. {arrivalSentence(policy.etaDays.india)}
            </>
          ) : (
            <>
              <strong>Elsewhere in India</strong>: we are not shipping outside Karad at the moment. Please
              check back soon.
            </>
          )}
        </li>
      </ul>
      <p>
        Check your PIN code on any product page or in your cart; checkout shows the delivery charge for your
        address before you order.
      </p>

      {policy.firstOrderDiscountPercent > 0 && (
        <>
          <h2>Your first order</h2>
          <p>
            Your first order gets {policy.firstOrderDiscountPercent}% off its subtotal, once per account
            (again only if that first order was cancelled).
          </p>
        </>
      )}

      {cod.enabled && (
        <>
          <h2>Paying on delivery</h2>
          <p>
            Cash on delivery is offered {cod.karadOnly ? 'in Karad ' : ''}for orders up to{' '}
            {formatInr(cod.maxTotal)}.
          </p>
        </>
      )}

      <h2>Cancelling an order</h2>
      <p>
        Until we ship it, you can cancel an order yourself from its page in{' '}
        <Link to="/orders">My Orders</Link>. An order we have not confirmed within {policy.staleOrderHours}{' '}
        hours is cancelled for you, so nothing stays reserved for nobody.
      </p>

      <h2>If something is not right</h2>
      <p>
        Our foods cannot be returned once opened. If a jar arrives broken, or it is not what you ordered, call
        or WhatsApp us within two days of delivery on <a href={telHref}>{shop.phone}</a> with a photo, and we
        will replace it or refund you.
      </p>
    </div>
  );
}
