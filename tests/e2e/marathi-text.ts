/**
 * What makes a page "in Marathi" for the Marathi journeys (issue 27): at least 85% of its letters
 * are Devanagari, and at most 6 words are in Latin letters, besides the brand, units, payment and
 * licence names, e-mail addresses and ids (KO-1042, a certificate's number).
 */

/** What a reader sees of a page's HTML: its body's text, without scripts and styles. */
export function visibleText(html: string): string {
  return html
    .slice(html.indexOf('<body'))
    .replace(/<(script|style|noscript)[\s\S]*?<\/\1>/g, ' ')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/&[a-z#0-9]+;/gi, ' ')
    .replace(/\s+/g, ' ');
}

/** Latin-letter words a Marathi page may keep: the brand, units, payment and licence names. */
const ALLOWED = /^(Karad|Organic|English|UPI|UTR|FSSAI|OTP|WhatsApp|Google|A2|g|gm|kg|ml|ltr|KO|IN)$/i;

/** The share of Devanagari among the text's letters, and its words in Latin letters that count. */
export function marathiShare(text: string): { devanagari: number; english: string[] } {
  const letters = text.match(/\p{L}/gu) ?? [];
  const devanagari = text.match(/[\u0900-\u097F]/gu) ?? [];
  const words = text.replace(/\S+@\S+/g, ' ').replace(/\b[A-Z0-9]+(?:-[A-Z0-9]+)+\b/g, ' ');
  const english = (words.match(/[A-Za-z][A-Za-z0-9'’-]*/g) ?? []).filter((word) => !ALLOWED.test(word));
  return { devanagari: letters.length === 0 ? 1 : devanagari.length / letters.length, english };
}
