import { useEffect, useState } from 'react';
import { SITE_MESSAGES } from '@contract/messages';
import { shopperEndpoints } from '@contract/endpoints';
import { apiGet } from '@/platform/api-client';
import { useSession } from '@/platform/session';
import { useShopPolicy } from './shop-policy';

/** One read per signed-in shopper and page load, shared by every part that states the offer. */
let asked: { uid: string; percent: Promise<number> } | undefined;

function offerOf(uid: string): Promise<number> {
  if (asked?.uid !== uid) {
    const percent = apiGet(shopperEndpoints.firstOrderOffer(), {
      fallbackMessage: SITE_MESSAGES.policyFailed,
    }).then((offer) => offer.firstOrderDiscountPercent);
    asked = { uid, percent };
    percent.catch(() => {
      if (asked?.percent === percent) asked = undefined;
    });
  }
  return asked.percent;
}

/** An order placed or cancelled changes whether the next one is her first: ask again next time. */
export function forgetFirstOrderOffer(): void {
  asked = undefined;
}

/**
 * The first-order discount this visitor can still get, in percent (issue 23 §12): the shop's offer
 * (settings/shop, through GET /shop/policy) for a visitor, 0 for a signed-in shopper once the
 * server says her next order is not her first (or when the owner has turned the offer off), and
 * null until the policy has arrived. A page rendered on the server shows the offer as a visitor
 * sees it; a returning customer's page drops it as soon as her answer is in.
 */
export function useFirstOrderOffer(): number | null {
  const policy = useShopPolicy();
  const session = useSession();
  const uid = session.status === 'success' && session.data.signedIn ? session.data.user?.uid : undefined;
  const [own, setOwn] = useState<{ uid: string; percent: number }>();
  useEffect(() => {
    if (!uid) return;
    let live = true;
    offerOf(uid).then(
      (percent) => live && setOwn({ uid, percent }),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [uid]);
  if (!policy) return null;
  if (uid && own?.uid === uid) return Math.min(own.percent, policy.firstOrderDiscountPercent);
  return policy.firstOrderDiscountPercent;
}
