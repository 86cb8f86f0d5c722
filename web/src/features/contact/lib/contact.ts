/** The contact form's rules (product.md §2 Contact, §5): pure, so they are tested without a browser. */
import { CONTACT_MESSAGES as M } from '@/words/messages';
import { CONTACT_PAGE_MESSAGES as P } from '@/words/pages-messages';

export interface ContactValues {
  name: string;
  email: string;
  subject: string;
  message: string;
}

export type ContactErrors = Partial<Record<keyof ContactValues, string>>;

export const EMPTY_CONTACT: ContactValues = { name: '', email: '', subject: '', message: '' };

// One @, something on both sides, a dot in the domain, no spaces: what people mistype, not RFC 5322.
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function isValidEmail(email: string): boolean {
  return EMAIL.test(email.trim());
}

/** All four fields are required, and the e-mail must look like one. Empty object means valid. */
export function validateContact(values: ContactValues): ContactErrors {
  const errors: ContactErrors = {};
  if (!values.name.trim()) errors.name = M.nameRequired;
  if (!values.email.trim()) errors.email = M.emailRequired;
  else if (!isValidEmail(values.email)) errors.email = M.emailInvalid;
  if (!values.subject.trim()) errors.subject = M.subjectRequired;
  if (!values.message.trim()) errors.message = M.messageRequired;
  return errors;
}

/** The prefilled WhatsApp chat to the shop's number, holding name, email, subject and message. */
export function contactWhatsAppLink(whatsAppNumber: string, values: ContactValues): string {
  const text = [
    P.whatsAppGreeting,
    P.whatsAppName(values.name.trim()),
    P.whatsAppEmail(values.email.trim()),
    P.whatsAppSubject(values.subject.trim()),
    P.whatsAppMessage(values.message.trim()),
  ].join('\n');
  return `https://wa.me/${whatsAppNumber.replace(/\D/g, '')}?text=${encodeURIComponent(text)}`;
}
