/**
 * What docs/marathi-glossary.md rules out, for the tests of every Marathi catalogue
 * (messages.mr.test.ts, api-text.test.ts, functions/src/orders/order-texts.test.ts): a change of
 * a term is made there, in the catalogues and here.
 */

/** Words the glossary rejects, with the one it chose. */
export const REJECTED_WORDS: readonly (readonly [RegExp, string])[] = [
  [/लॉग ?इन|लॉगिन/, 'साइन इन'],
  [/पिनकोड/, 'पिन कोड'],
  [/टोपली|बास्केट/, 'कार्ट'],
  [/ऑर्डर्स|मागणी/, 'ऑर्डर'],
  [/प्रॉडक्ट|उत्पाद(?!न)/, 'उत्पादन'],
  [/डिस्काउंट|सूट/, 'सवलत'],
  [/डिलीवरी|डिलेव्हरी|डिलिवरी/, 'डिलिव्हरी'],
  [/पेमेन्ट/, 'पेमेंट'],
  [/अ‍ॅप|अॅप|ऍप/, 'ॲप'],
  [/मोबाईल/, 'मोबाइल'],
  [/ई-मेल|इमेल|ईमेइल/, 'ईमेल'],
  [/विनामूल्य|फ्री/, 'मोफत'],
  [/चेकआउट/, 'ऑर्डर करणे'],
  [/माफ करा|सॉरी/, 'क्षमस्व'],
  [/कराड ऑरगॅनिक|कराड ऑर्गेनिक/, 'Karad Organic'],
];

/** The shopper is आपण: never तू or तुम्ही. */
export const CASUAL_ADDRESS = /तुम्ह|तुमच|तुमच्|तुझ|तुला|(?<![\u0900-\u097F])तू(?![\u0900-\u097F])/;
