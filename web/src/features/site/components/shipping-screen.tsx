import { Link } from 'react-router-dom';
import { SITE_MESSAGES } from '@/words/messages';
import type { ShopPolicy } from '@contract/settings';
import { SHIPPING_PAGE_MESSAGES as M } from '@/words/pages-messages';
import { Loaded, PageLoading } from '@/components/ui/page-states';
import { shop, telHref } from '@/config/shop';
import { formatInr } from '@/shop/format';
import { arrivalSentence } from '@/shop/delivery';
import { useShopPolicyAnswer } from '@/shop/shop-policy';
import './legal.css';

/**
 * Shipping & Returns: where the farm delivers, what it costs, the first-order offer and how an
 * order is cancelled, with the figures the server applies (the owner's settings), so this page
 * can never promise what checkout does not keep.
 */
export function ShippingScreen() {
  return (
    <Loaded
      // The layout reads the policy for every page (app/route-tree.tsx).
      answer={useShopPolicyAnswer()}
      loading={<PageLoading text={M.loading} />}
      failed={{ title: SITE_MESSAGES.shippingTitle, fallback: SITE_MESSAGES.policyFailed }}
    >
      {(policy) => <ShippingTerms policy={policy} />}
    </Loaded>
  );
}

function ShippingTerms({ policy }: { policy: ShopPolicy }) {
  const { delivery, cod } = policy;
  return (
    <div className="container page legal">
      <h1>{SITE_MESSAGES.shippingTitle}</h1>
      <p className="legal-updated">{M.lead}</p>

      <h2>{M.whereTitle}</h2>
      <ul>
        <li>
          <strong>{M.inKarad}</strong>
          {M.karadTerms(
            delivery.karadPincodes.length,
            delivery.karadPincodes.join(', '),
            formatInr(delivery.freeShippingOver),
            formatInr(delivery.karadFee),
          )}
          {arrivalSentence(policy.etaDays.karad)}
        </li>
        <li>
          <strong>{M.elsewhere}</strong>
          {delivery.shipsOutsideKarad ? (
            <>
              {M.courier(formatInr(delivery.indiaFee))}
              {arrivalSentence(policy.etaDays.india)}
            </>
          ) : (
            M.notShipping
          )}
        </li>
      </ul>
      <p>{M.checkPincode}</p>

      {policy.firstOrderDiscountPercent > 0 && (
        <>
          <h2>{M.firstOrderTitle}</h2>
          <p>{M.firstOrder(policy.firstOrderDiscountPercent)}</p>
        </>
      )}

      {cod.enabled && (
        <>
          <h2>{M.codTitle}</h2>
          <p>{M.cod(cod.karadOnly, formatInr(cod.maxTotal))}</p>
        </>
      )}

      <h2>{M.cancelTitle}</h2>
      <p>
        {M.cancelBefore}
        <Link to="/orders">{M.cancelLink}</Link>
        {M.cancelAfter(policy.staleOrderHours)}
      </p>

      <h2>{M.problemTitle}</h2>
      <p>
        {M.problemBefore}
        <a href={telHref}>{shop.phone}</a>
        {M.problemAfter}
      </p>
    </div>
  );
}
