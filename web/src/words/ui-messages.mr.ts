/**
 * ui-messages.ts in Marathi (docs/decisions/016, docs/marathi-glossary.md). The English is
 * imported as types only.
 */
import type { Catalogue } from '@contract/catalogue';
import type * as EN from './ui-messages.js';

/** The shared pieces of UI (web/src/components/ui): page states, stepper, stars, pincode check, forms. */
export const UI_MESSAGES = {
  tryAgain: 'पुन्हा प्रयत्न करा',
  shopNow: 'खरेदी सुरू करा',
  loadingShop: 'Karad Organic उघडत आहोत…',
  cancel: 'रद्द करा',
  yourNameOptional: 'आपले नाव (ऐच्छिक)',
  quantity: 'संख्या',
  decreaseQuantity: 'संख्या कमी करा',
  increaseQuantity: 'संख्या वाढवा',
  rated: (rating: number, max: number) => `${max} पैकी ${rating} रेटिंग`,
  ratingsByStars: 'स्टारनुसार रेटिंग',
  starOption: (stars: number) => `${stars} स्टार`,
  deliveryCheck: 'डिलिव्हरी तपासा',
  check: 'तपासा',
  pincodeExample: 'उदा. 415110',
  notAPincode: (pincode: string) => `${pincode} हा भारतातील पिन कोड नाही. कृपया क्रमांक तपासा.`,
  pincodeAt: (pincode: string, city: string, state: string) => `${pincode} (${city}, ${state})`,
} as const satisfies Catalogue<typeof EN.UI_MESSAGES>;
