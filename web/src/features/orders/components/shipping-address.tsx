import { countryName, stateName } from '@/shop/place-names';
import { formatPhone } from '@contract/india';
import { SUMMARY_MESSAGES as S } from '@/words/account-messages';
import type { ShippingAddress } from '@contract/orders';

/** An order's Shipping To address as the shopper reads it, with its landmark when it has one. */
export function ShippingAddressLines({ address }: { address: ShippingAddress }) {
  return (
    <address className="order-address">
      <strong>{address.name}</strong>
      <span>{address.street}</span>
      {address.landmark && <span>{S.landmark(address.landmark)}</span>}
      <span>
        {address.city}, {stateName(address.state)} {address.postalCode}
      </span>
      <span>{countryName(address.country)}</span>
      {address.phoneNumber && <span>{S.phone(formatPhone(address.phoneNumber))}</span>}
    </address>
  );
}
