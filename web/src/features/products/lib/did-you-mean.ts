import type { Product } from '@contract/products';
import { foldText } from './search';

/**
 * "Did you mean …?" for a search that matches nothing (issue 36): the product names nearest to the
 * text by edit distance, so "hony" finds Honey and "jagery" Jaggery Cubes. Nothing is matched
 * by it: it only names products, and the shopper chooses.
 */

/** Edits allowed for text of this many letters: none below 3, then about one in four. */
export function allowedEdits(letters: number): number {
  if (letters < 3) return 0;
  if (letters <= 4) return 1;
  if (letters <= 8) return 2;
  return 3;
}

/**
 * Damerau–Levenshtein distance (optimal string alignment: insert, delete, replace, or swap two
 * neighbours), over code points, so a Devanagari vowel sign typed long for short counts as one.
 * Stops early once every path is over `max` (returns max + 1).
 */
export function editDistance(a: string, b: string, max = Infinity): number {
  const s = Array.from(a);
  const t = Array.from(b);
  if (Math.abs(s.length - t.length) > max) return max + 1;
  let before: number[] = [];
  let previous = Array.from({ length: t.length + 1 }, (_, j) => j);
  for (let i = 1; i <= s.length; i++) {
    const current = [i];
    let rowBest = i;
    for (let j = 1; j <= t.length; j++) {
      const cost = s[i - 1] === t[j - 1] ? 0 : 1;
      let value = Math.min(previous[j]! + 1, current[j - 1]! + 1, previous[j - 1]! + cost);
      if (i > 1 && j > 1 && s[i - 1] === t[j - 2] && s[i - 2] === t[j - 1])
        value = Math.min(value, before[j - 2]! + 1);
      current.push(value);
      rowBest = Math.min(rowBest, value);
    }
    if (rowBest > max) return max + 1;
    before = previous;
    previous = current;
  }
  return previous[t.length]!;
}

const words = (text: string) =>
  foldText(text)
    .split(/[^\p{L}\p{M}\p{N}\u200C\u200D]+/u)
    .filter(Boolean);

/**
 * How far a name is from the typed words: the best run of as many neighbouring words of the name
 * (each typed word against one name word), or the whole name against the whole text with the
 * spaces left out ("jamunhoney"). And how far the whole name is, to prefer "Honey" to "Tulsi
 * Honey" for "hony".
 */
function nameDistance(typed: string[], name: string, max: number): { words: number; whole: number } {
  const nameWords = words(name);
  let best = max + 1;
  for (let start = 0; start + typed.length <= nameWords.length; start++) {
    let sum = 0;
    for (let k = 0; k < typed.length && sum <= max; k++)
      sum += editDistance(typed[k]!, nameWords[start + k]!, max - sum);
    best = Math.min(best, sum);
  }
  const whole = editDistance(typed.join(''), nameWords.join(''));
  return { words: Math.min(best, whole), whole };
}

export const MAX_DID_YOU_MEAN = 3;

/**
 * The products whose name (either language's) is nearest to the text, within the edits its
 * length allows: the nearest first, then the name closest as a whole, then catalogue order.
 */
export function didYouMean<P extends Pick<Product, 'name'> & Partial<Pick<Product, 'englishName'>>>(
  products: readonly P[],
  text: string,
  limit = MAX_DID_YOU_MEAN,
): P[] {
  const typed = words(text);
  const max = allowedEdits(typed.join('').length);
  if (max === 0) return [];
  return products
    .map((product, index) => {
      const distances = [product.name, product.englishName]
        .filter((name): name is string => !!name)
        .map((name) => nameDistance(typed, name, max));
      const nearest = distances.reduce((a, b) =>
        b.words < a.words || (b.words === a.words && b.whole < a.whole) ? b : a,
      );
      return { product, index, ...nearest };
    })
    .filter(({ words }) => words <= max)
    .sort((a, b) => a.words - b.words || a.whole - b.whole || a.index - b.index)
    .slice(0, limit)
    .map(({ product }) => product);
}
