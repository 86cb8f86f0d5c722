/**
 * A note the farm wrote on an order (a move's note: "Sent by India Post, track it at
 * https://…"), cut into plain text, the web addresses in it and India Post article numbers, so
 * the shopper can tap the courier's tracking page instead of copying it. Only http(s) addresses
 * become links; a trailing full stop, comma or bracket stays text. An India Post number
 * (`EE123456789IN`: two letters, nine digits, IN) is marked, for its tracking page and a copy
 * button: India Post's tracking asks for the number behind a captcha, so no address carries it.
 */
export type NotePart = { text: string; href?: string; indiaPost?: true };

const ADDRESS = /https?:\/\/[^\s<>"“”]+/g;
const TRAILING = /[.,;:!?)\]'’]+$/;
const INDIA_POST = /\b[A-Z]{2}\d{9}IN\b/g;

/** India Post's own site, where its tracking page is. */
export const INDIA_POST_TRACKING = 'https://www.indiapost.gov.in/';

export function noteParts(note: string): NotePart[] {
  const parts: NotePart[] = [];
  let last = 0;
  for (const match of note.matchAll(ADDRESS)) {
    const raw = match[0];
    const trailing = TRAILING.exec(raw)?.[0] ?? '';
    const href = raw.slice(0, raw.length - trailing.length);
    if (!isWebAddress(href)) continue;
    if (match.index > last) parts.push(...textParts(note.slice(last, match.index)));
    parts.push({ text: href, href });
    last = match.index + href.length;
  }
  if (last < note.length) parts.push(...textParts(note.slice(last)));
  return parts;
}

/** Plain text, with any India Post number in it a part of its own. */
function textParts(text: string): NotePart[] {
  const parts: NotePart[] = [];
  let last = 0;
  for (const match of text.matchAll(INDIA_POST)) {
    if (match.index > last) parts.push({ text: text.slice(last, match.index) });
    parts.push({ text: match[0], indiaPost: true });
    last = match.index + match[0].length;
  }
  if (last < text.length) parts.push({ text: text.slice(last) });
  return parts;
}

/** The India Post numbers a note names, once each. */
export function indiaPostNumbers(note: string): string[] {
  return [...new Set(noteParts(note).flatMap((part) => (part.indiaPost ? [part.text] : [])))];
}

function isWebAddress(text: string): boolean {
  try {
    const url = new URL(text);
    return (url.protocol === 'https:' || url.protocol === 'http:') && url.hostname.includes('.');
  } catch {
    return false;
  }
}
