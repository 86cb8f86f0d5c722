import { useId } from 'react';
import { Link } from 'react-router-dom';
import { BACK_OFFICE_MESSAGES } from '@/words/messages';
import type { SettingsStatus } from '@contract/settings';
import { useSettled, type Pending } from '@/platform/route-data';
import './settings-banner.css';

const B = BACK_OFFICE_MESSAGES.setupBanner;

/** Where the owner sets the UPI id: the Settings screen opens at its Payments section. */
export const PAYMENTS_SETTINGS = '/admin/settings#payments';

/**
 * On every back-office screen (app/layout/admin-layout.tsx), until it is fixed: shoppers cannot
 * pay by UPI (the farm's UPI id is not set, a sample, or not valid), or parts of the stored
 * settings could not be read and the shop uses safe values for them. What the server says
 * (GET /admin/settings/status) is the back office route's data, read when the back office opens
 * and again after each save of the settings; until it is in, or when it cannot be read, the banner
 * says nothing rather than something that may be untrue.
 */
export function SettingsBanner({ status }: { status: Pending<SettingsStatus> }) {
  const id = useId();
  const answer = useSettled(status);
  if (!answer?.ok) return null;
  const { upi, brokenGroups } = answer.data;
  const upiOff = !upi.payable;
  if (!upiOff && brokenGroups.length === 0) return null;
  return (
    <aside className="settings-banner" aria-labelledby={id} data-testid="settings-banner">
      <h2 id={id}>{upiOff ? B.upiTitle : B.brokenTitle}</h2>
      {upiOff && <p>{B.upi[upi.problem ?? 'invalid']}</p>}
      {brokenGroups.length > 0 && <p>{B.broken(brokenGroups.map((group) => B.groups[group]).join('; '))}</p>}
      <Link className="settings-banner-link" to={upiOff ? PAYMENTS_SETTINGS : '/admin/settings'}>
        {upiOff ? B.fixUpi : B.fixBroken}
      </Link>
    </aside>
  );
}
