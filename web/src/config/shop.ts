/**
 * Everything about the shop that a visitor can read or tap: name, phone, WhatsApp, e-mail,
 * address and social links. The spec names none of them, so these are PLACEHOLDERS: the owner
 * replaces them here, in one place, before going live.
 */
export const shop = {
  name: 'Karad Organic',
  tagline: 'Certified organic farm foods from Karad, Maharashtra',
  /** Shown as is and dialled from tel: links. PLACEHOLDER. */
  phone: '+91 98765 43210',
  /** Country code + number, digits only, as wa.me expects it. PLACEHOLDER. */
  whatsAppNumber: '919876543210',
  /** Two support addresses (spec §2, Contact). PLACEHOLDERS. */
  emails: {
    general: 'hello@karadorganic.in',
    orders: 'orders@karadorganic.in',
  },
  /** PLACEHOLDER. */
  address: {
    lines: ['Karad Organic Farm', 'Karad, Satara district', 'Maharashtra 415110'],
    oneLine: 'Karad, Satara district, Maharashtra 415110',
  },
  /** PLACEHOLDERS: leave a link out by deleting its line. */
  social: [
    { name: 'Instagram', url: 'https://www.instagram.com/karadorganic' },
    { name: 'Facebook', url: 'https://www.facebook.com/karadorganic' },
    { name: 'YouTube', url: 'https://www.youtube.com/@karadorganic' },
  ] as const,
} as const;

export type SocialNetwork = (typeof shop.social)[number]['name'];

/** Digits and a leading + only, for tel: links. */
export const telHref = `tel:${shop.phone.replace(/[^\d+]/g, '')}`;
