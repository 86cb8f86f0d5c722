import type { Product } from '@contract/products';
import { categoryName } from '@/shop/categories';

/**
 * Product search (product.md §2 Search, Shop; issue 36). What matches stays the spec's rule: the
 * text is contained in a field, ignoring case. This file also says how well a product answers, so
 * that the closest answers come first:
 *
 *   the whole name ("Honey" for "honey")
 *   whole words of the name, at its end first ("Tulsi Honey" before "Lemon Ginger Honey Syrup":
 *     the last word says what the product is, in English and in Marathi alike)
 *   the start of a word of the name ("Jamun" for "jam")
 *   anywhere else in the name ("Gulkand" for "kand")
 *   the category, then the description, then (in the shop) the origin.
 *
 * Word starts are read in Devanagari too. A vowel sign, a virama or a nukta carries on the letter
 * before it, so "मध" inside "मध्ये" (मध + ् + ये) is not a word of its own, nor the start of one:
 * the match stops in the middle of a letter cluster and counts as "anywhere else".
 */

/** How the shop compares text: Unicode NFC (a typed Devanagari letter may arrive decomposed), lower case. */
export const foldText = (text: string): string => text.normalize('NFC').toLowerCase();

/** A letter, a sign joined to one, a digit, or a zero-width joiner: part of a word. */
const WORD_CHAR = /[\p{L}\p{M}\p{N}\u200C\u200D]/u;
/** What continues the letter before it (vowel signs, virama, nukta, joiners): never a cut. */
const JOINED = /[\p{M}\u200C\u200D]/u;
const isWordChar = (char: string | undefined) => char !== undefined && WORD_CHAR.test(char);

// Relevance, best first; 0 is no match. Plain numbers in the code (the navbar's search is in the
// start-up bundle, where every byte counts); RELEVANCE names them for the tests.
const NONE = 0;
const ORIGIN = 1;
const DESCRIPTION = 2;
const CATEGORY = 3;
const IN_NAME = 4;
const WORD_START = 5;
const WORD = 6;
const WORD_AT_END = 7;
const EXACT = 8;
export const RELEVANCE = {
  exactName: EXACT,
  nameWordAtEnd: WORD_AT_END,
  nameWord: WORD,
  nameWordStart: WORD_START,
  inName: IN_NAME,
  category: CATEGORY,
  description: DESCRIPTION,
  origin: ORIGIN,
  none: NONE,
} as const;

/** How well a name holds the (folded, trimmed) text: one of the name ranks, or 0. */
export function nameRelevance(name: string | undefined, needle: string): number {
  if (!name || !needle) return NONE;
  const hay = foldText(name).trim();
  if (hay === needle) return EXACT;
  let best = NONE;
  for (let at = hay.indexOf(needle); at !== -1; at = hay.indexOf(needle, at + 1)) {
    const end = at + needle.length;
    const startsWord = !isWordChar(hay[at - 1]);
    const endsWord = !isWordChar(hay[end]);
    const cutsCluster = !endsWord && JOINED.test(hay[end]!);
    const rank = !startsWord
      ? IN_NAME
      : endsWord
        ? end === hay.length
          ? WORD_AT_END
          : WORD
        : cutsCluster
          ? IN_NAME
          : WORD_START;
    best = Math.max(best, rank);
  }
  return best;
}

const holds = (field: string | undefined, needle: string) => !!field && foldText(field).includes(needle);

type Searchable = Pick<Product, 'name' | 'description' | 'category'> &
  Partial<Pick<Product, 'englishName' | 'origin'>>;

/**
 * How well a product answers the text, 0 when it does not match. `suggestions` (the navbar) match
 * the name, description or category; `shop` (the list) the name, description or origin, the
 * category only ordering what matched.
 */
export function searchRelevance(product: Searchable, text: string, scope: 'suggestions' | 'shop'): number {
  const needle = foldText(text).trim();
  if (!needle) return NONE;
  // On a Marathi page a product is found by its Marathi or its English name.
  const name = Math.max(nameRelevance(product.name, needle), nameRelevance(product.englishName, needle));
  if (name) return name;
  const category =
    holds(product.category, needle) || (!!product.category && holds(categoryName(product.category), needle));
  const description = holds(product.description, needle);
  if (scope === 'suggestions') return category ? CATEGORY : description ? DESCRIPTION : NONE;
  const origin = holds(product.origin, needle);
  if (!description && !origin) return NONE;
  return category ? CATEGORY : description ? DESCRIPTION : ORIGIN;
}

/**
 * Shop search: the text must appear in the name (on a Marathi page, the Marathi or the English
 * one), description or origin (case-insensitive).
 */
export function matchesSearch(product: Searchable, text: string): boolean {
  return !foldText(text).trim() || searchRelevance(product, text, 'shop') > 0;
}

/** The products that match, best first; equals keep the order they came in (stable sort). */
export function rankBySearch<P extends Searchable>(
  products: readonly P[],
  text: string,
  scope: 'suggestions' | 'shop',
): P[] {
  return products
    .map((product) => ({ product, relevance: searchRelevance(product, text, scope) }))
    .filter(({ relevance }) => relevance > 0)
    .sort((a, b) => b.relevance - a.relevance)
    .map(({ product }) => product);
}

export const MAX_SUGGESTIONS = 5;

/**
 * Navbar suggestions: at most 5 products whose name (either language's), description or category
 * holds the text, the closest first (above); catalogue order among equals.
 */
export function suggestProducts<P extends Searchable>(
  products: readonly P[],
  text: string,
  limit = MAX_SUGGESTIONS,
): P[] {
  return rankBySearch(products, text, 'suggestions').slice(0, limit);
}
