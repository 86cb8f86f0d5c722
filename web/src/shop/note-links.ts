/**
 * A note the farm wrote on an order (a move's note: "Sent by India Post, track it at
 * https://…"), cut into plain text and the web addresses in it, so the shopper can tap the
 * courier's tracking page instead of copying it. Only http(s) addresses become links; a trailing
 * full stop, comma or bracket stays text.
 */
export type NotePart = { text: string; href?: string };

const ADDRESS = /https?:\/\/[^\s<>"“”]+/g;
const TRAILING = /[.,;:!?)\]'’]+$/;

export function noteParts(note: string): NotePart[] {
  const parts: NotePart[] = [];
  let last = 0;
  for (const match of note.matchAll(ADDRESS)) {
    const raw = match[0];
    const trailing = TRAILING.exec(raw)?.[0] ?? '';
    const href = raw.slice(0, raw.length - trailing.length);
    if (!isWebAddress(href)) continue;
    if (match.index > last) parts.push({ text: note.slice(last, match.index) });
    parts.push({ text: href, href });
    last = match.index + href.length;
  }
  if (last < note.length) parts.push({ text: note.slice(last) });
  return parts;
}

function isWebAddress(text: string): boolean {
  try {
    const url = new URL(text);
    return (url.protocol === 'https:' || url.protocol === 'http:') && url.hostname.includes('.');
  } catch {
    return false;
  }
}
