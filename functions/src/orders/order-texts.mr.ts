import type { Catalogue } from '../contract/catalogue.js';
import type * as EN from './order-texts.js';

/**
 * order-texts.ts's shopper texts in Marathi: the e-mails and the WhatsApp update of an order
 * placed on the Marathi pages (docs/marathi-glossary.md's terms: the shopper is आपण, the farm
 * speaks as आम्ही; "Karad Organic" stays in Latin letters). The English is imported as types only.
 */

/** An order's status by its key, for sentences like “… स्थितीत आहे”. */
const ORDER_STATUS: Readonly<Record<string, string>> = {
  Pending: 'प्रलंबित',
  Shipped: 'रवाना',
  Delivered: 'पोहोचली',
  Cancelled: 'रद्द',
};
const named = (status: string) => (Object.hasOwn(ORDER_STATUS, status) ? ORDER_STATUS[status]! : status);

export const SHOPPER_TEXT = {
  update: (name: string, number: string, status: string, note: string | undefined) =>
    [
      `नमस्कार ${name}! आपली Karad Organic ऑर्डर ${number} ${
        status === 'Shipped'
          ? 'रवाना झाली आहे.'
          : status === 'Delivered'
            ? 'आपल्यापर्यंत पोहोचली आहे. ती आपल्याला आवडेल अशी आशा आहे!'
            : status === 'Cancelled'
              ? 'रद्द झाली आहे.'
              : `आता “${named(status)}” स्थितीत आहे.`
      }`,
      ...(note ? [note] : []),
      'आमच्या शेतातून खरेदी केल्याबद्दल धन्यवाद.',
    ].join('\n'),
  mailSubject: (number: string, status: string) =>
    status === 'Shipped'
      ? `आपली Karad Organic ऑर्डर ${number} रवाना झाली आहे`
      : status === 'Delivered'
        ? `आपली Karad Organic ऑर्डर ${number} आपल्यापर्यंत पोहोचली आहे`
        : status === 'Cancelled'
          ? `आपली Karad Organic ऑर्डर ${number} रद्द झाली आहे`
          : `आपली Karad Organic ऑर्डर ${number} आता “${named(status)}” स्थितीत आहे`,
  paidSubject: (number: string) => `Karad Organic ऑर्डर ${number}: आपले पेमेंट मिळाले`,
  paid: (name: string, number: string, total: string) =>
    `नमस्कार ${name}! ऑर्डर ${number} साठी आपले ${total} चे पेमेंट आम्हाला मिळाले आहे. ऑर्डर रवाना झाली की आम्ही पुन्हा कळवू.\nआमच्या शेतातून खरेदी केल्याबद्दल धन्यवाद.`,
  mailFooter: 'आमच्या वेबसाइटवर “माझ्या ऑर्डर” मध्ये आपण आपली ऑर्डर कधीही पाहू शकता.',
} satisfies Catalogue<typeof EN.SHOPPER_TEXT>;
