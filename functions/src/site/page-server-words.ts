import type { Catalogue } from '../contract/catalogue.js';
import { splitLanguage, type Language } from '../contract/languages.js';

/**
 * The `site` function's own plain-text answers (docs/decisions/013): what a shopper reads when a
 * page cannot be rendered at all, in the language of the address she asked for. Never a stack
 * trace or an internal name. These are the function's own words, so they live beside it.
 */
const ENGLISH = {
  startingUp: 'The shop is starting up. Please try again in a moment.',
  methodNotAllowed: 'Method not allowed. Pages can only be read.',
  badRequest: 'This address is not one the shop can read. Please check the link.',
  notFound: 'Not found.',
  failed: 'Something went wrong on our side. Please try again in a moment.',
} as const;

const MARATHI = {
  startingUp: 'दुकान सुरू होत आहे. कृपया थोड्या वेळाने पुन्हा प्रयत्न करा.',
  methodNotAllowed: 'ही विनंती चालत नाही: पाने फक्त वाचता येतात.',
  badRequest: 'हा वेब पत्ता दुकानाला वाचता येत नाही. कृपया लिंक तपासा.',
  notFound: 'सापडले नाही.',
  failed: 'आमच्याकडे काहीतरी अडचण आली. कृपया थोड्या वेळाने पुन्हा प्रयत्न करा.',
} as const satisfies Catalogue<typeof ENGLISH>;

export const PAGE_SERVER_WORDS: Record<Language, Catalogue<typeof ENGLISH>> = { en: ENGLISH, mr: MARATHI };

/** The words for the page a path names (`/mr/…` → Marathi). */
export const pageServerWords = (path: string) => PAGE_SERVER_WORDS[splitLanguage(path).language];
