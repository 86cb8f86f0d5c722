import { useId } from 'react';
import { Link } from 'react-router-dom';
import { BACK_OFFICE_MESSAGES } from '@contract/messages';
import { useRequest } from '@/platform/use-request';
import { getSettingsStatus } from '../api/admin-settings-api';
import { useSettingsSaves } from '../lib/settings-saved';
import './settings-banner.css';

const B = BACK_OFFICE_MESSAGES.setupBanner;

/** Where the owner sets the UPI id: the Settings screen opens at its Payments section. */
export const PAYMENTS_SETTINGS = '/admin/settings#payments';

/**
 * On every back-office screen (app/layout/admin-layout.tsx), until it is fixed: shoppers cannot
 * pay by UPI (the farm's UPI id is not set, a sample, or not valid), or parts of the stored
 * settings could not be read and the shop uses safe values for them. It asks the server
 * (GET /admin/settings/status) when the back office opens and after each save of the settings;
 * while it cannot ask, it says nothing rather than something that may be untrue.
 */
export function SettingsBanner() {
  const id = useId();
  const saves = useSettingsSaves();
  const request = useRequest(`settings-status:${saves}`, getSettingsStatus);
  if (request.status !== 'success') return null;
  const { upi, brokenGroups } = request.data;
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
