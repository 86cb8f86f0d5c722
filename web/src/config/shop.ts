import type { ShopSettings } from '../../build/settings';
import { LANGUAGE } from './language';

/**
 * Everything about the shop that a visitor can read or tap: name, phone, WhatsApp, e-mail,
 * address, social links, and the licence and certificate ids. The owner's details come from the
 * build settings (web/.env.production.local, checked by web/build/settings.ts: a production build
 * refuses to start without them); local builds show clearly marked samples. The farm's UPI id is
 * not among them: it lives in settings/shop alone, and the pages show it only where the server's
 * answer carries it (an order's `payment.upiId` and `upiLink`).
 */
const settings: ShopSettings = __SHOP_SETTINGS__;

export const shop = {
  name: 'Karad Organic',
  tagline: 'Certified organic farm foods from Karad, Maharashtra',
  /** Shown as is and dialled from tel: links. */
  phone: settings.phone,
  /** Country code + number, digits only, as wa.me expects it. */
  whatsAppNumber: settings.whatsAppNumber,
  /** Two support addresses (product.md §2, Contact). */
  emails: settings.emails,
  /** In the page's language where the owner gave a Marathi address (VITE_SHOP_ADDRESS_MR). */
  address: (LANGUAGE === 'mr' && settings.addressMr) || settings.address,
  /** Only the networks the owner gave a link for. */
  social: settings.social,
  /** Food business licence (FSSAI), 14 digits. */
  fssaiLicence: settings.fssaiLicence,
  organicCertificate: settings.organicCertificate,
  /**
   * The shop's public origin, no trailing slash: the one source of every absolute URL (canonical
   * links, link previews, JSON-LD, the sitemap). https and required in production builds; a local
   * build names its own Hosting emulator, never a request's host.
   */
  siteUrl: settings.siteUrl,
} as const;

export type { SocialNetwork } from '../../build/settings';

/** Digits and a leading + only, for tel: links. */
export const telHref = `tel:${shop.phone.replace(/[^\d+]/g, '')}`;
