import { describe, expect, it } from 'vitest';
import { productInLanguage, type Product } from '@contract/products';
import { products as catalogue } from '../../../../../seed/src/data/products';
import { productsMarathi } from '../../../../../seed/src/data/products-mr';
import { filterProducts, sortProducts } from './catalogue';
import { allowedEdits, didYouMean, editDistance } from './did-you-mean';
import { nameRelevance, RELEVANCE, searchRelevance, suggestProducts } from './search';

const names = (list: readonly Pick<Product, 'name'>[]) => list.map((p) => p.name);
const marathi = catalogue.map((product) =>
  productInLanguage({ ...product, mr: productsMarathi[product.id] }, 'mr'),
);
const shopList = (
  products: readonly Product[],
  search: string,
  sort: 'popularity' | 'price-asc' = 'popularity',
) => sortProducts(filterProducts(products, { category: 'all', search }), sort, search);

describe('how well a name holds the text', () => {
  it('ranks the whole name, then whole words (the last word first), word starts, then anywhere', () => {
    expect(nameRelevance('Honey', 'honey')).toBe(RELEVANCE.exactName);
    expect(nameRelevance('  Honey ', 'honey')).toBe(RELEVANCE.exactName);
    expect(nameRelevance('Tulsi Honey', 'honey')).toBe(RELEVANCE.nameWordAtEnd);
    expect(nameRelevance('Lemon Ginger Honey Syrup', 'honey')).toBe(RELEVANCE.nameWord);
    expect(nameRelevance('Wild Forest Honey', 'forest honey')).toBe(RELEVANCE.nameWordAtEnd);
    expect(nameRelevance('Jamun Juice', 'jam')).toBe(RELEVANCE.nameWordStart);
    expect(nameRelevance('Gulkand', 'kand')).toBe(RELEVANCE.inName);
    expect(nameRelevance('Ragi Laddu', 'ghee')).toBe(RELEVANCE.none);
  });

  it('reads Devanagari word starts: a vowel sign or a virama after the text carries on its letter', () => {
    expect(nameRelevance('मध', 'मध')).toBe(RELEVANCE.exactName);
    expect(nameRelevance('तुळस मध', 'मध')).toBe(RELEVANCE.nameWordAtEnd);
    expect(nameRelevance('लिंबू-आले मध सिरप', 'मध')).toBe(RELEVANCE.nameWord);
    // After a hyphen a word starts too.
    expect(nameRelevance('लिंबू-आले मध सिरप', 'आले')).toBe(RELEVANCE.nameWord);
    // मध + म…: the start of a longer word (bee), after its own whole letters.
    expect(nameRelevance('मधमाशी', 'मध')).toBe(RELEVANCE.nameWordStart);
    // मध + ् + ये ("in"), मध + ु ("madhu"): the match ends inside a letter, so it starts no word.
    expect(nameRelevance('शेतांमध्ये', 'मध')).toBe(RELEVANCE.inName);
    expect(nameRelevance('मध्ये', 'मध')).toBe(RELEVANCE.inName);
    expect(nameRelevance('मधु', 'मध')).toBe(RELEVANCE.inName);
    // A letter typed with its nukta apart (क + ़) is the same letter (NFC).
    expect(nameRelevance('\u0958 \u092E\u0927', '\u0915\u093C')).toBe(RELEVANCE.nameWord);
  });

  it('matches suggestions by name, category (as the shop names it) or description, and the shop by name, description or origin', () => {
    const gulkand = catalogue.find((p) => p.id === 1)!;
    expect(searchRelevance(gulkand, 'petal jam', 'suggestions')).toBe(RELEVANCE.category);
    expect(searchRelevance(gulkand, 'petal jam', 'shop')).toBe(RELEVANCE.none);
    expect(searchRelevance(gulkand, 'khadisakhar', 'shop')).toBe(RELEVANCE.description);
    const jaggery = catalogue.find((p) => p.id === 6)!; // 'sweetener', shown as "Jaggery & Honey"
    expect(searchRelevance(jaggery, 'HONEY', 'suggestions')).toBe(RELEVANCE.category);
    const chia = catalogue.find((p) => p.id === 3)!;
    expect(searchRelevance(chia, 'partner organic farms', 'shop')).toBe(RELEVANCE.origin);
    expect(searchRelevance(chia, 'partner organic farms', 'suggestions')).toBe(RELEVANCE.none);
  });
});

describe('suggestions and the shop list, closest first', () => {
  it('suggests Honey first for "honey", then the honeys, the syrup made with it after them', () => {
    expect(names(suggestProducts(catalogue, 'honey'))).toEqual([
      'Honey',
      'Tulsi Honey',
      'Wild Forest Honey',
      'Jamun Honey',
      'Nilgiri Honey',
    ]);
    // The shop list: the same tiers, popularity among equals.
    const list = names(shopList(catalogue, 'honey'));
    expect(list[0]).toBe('Honey');
    expect(list.slice(1, 5).sort()).toEqual([
      'Jamun Honey',
      'Nilgiri Honey',
      'Tulsi Honey',
      'Wild Forest Honey',
    ]);
    expect(list.slice(5)).toEqual(['Lemon Ginger Honey Syrup']);
    expect(names(suggestProducts(catalogue, 'JAGGERY')).slice(0, 2)).toEqual([
      'Jaggery Cubes',
      'Jaggery Powder',
    ]);
  });

  it('puts मध (honey) first in Marathi, and never the ghee whose description says मध्ये', () => {
    const ghee = 'देशी गाईचे तूप';
    const honeys = ['मध', 'तुळस मध', 'जंगली मध', 'जांभूळ मध', 'नीलगिरी डोंगरातील मध'];
    expect(names(suggestProducts(marathi, 'मध'))).toEqual(honeys);
    const list = names(shopList(marathi, 'मध'));
    expect(list[0]).toBe('मध');
    expect(list.slice(1, 5).sort()).toEqual(honeys.slice(1).sort());
    expect(list[5]).toBe('लिंबू-आले मध सिरप');
    // The ghee still matches (its description contains the letters, the spec's rule), below every name.
    expect(list).toContain(ghee);
    expect(list.indexOf(ghee)).toBeGreaterThan(5);
    // The English name finds it on a Marathi page too.
    expect(names(suggestProducts(marathi, 'honey'))[0]).toBe('मध');
  });

  it('keeps the shop’s own order without a search, and a price sort the shopper chose', () => {
    expect(shopList(catalogue, '')).toEqual(sortProducts(catalogue, 'popularity'));
    const cheapest = shopList(catalogue, 'honey', 'price-asc');
    expect(names(cheapest)).toEqual(names(sortProducts(cheapest, 'price-asc')));
    expect(cheapest[0]!.name).not.toBe('Honey');
  });

  it('still puts what can be bought before what is sold out', () => {
    const soldOut = catalogue.map((p) =>
      p.id === 15 ? { ...p, variants: p.variants.map((v) => ({ ...v, stock: 0 })) } : p,
    );
    const list = names(shopList(soldOut, 'honey'));
    expect(list.at(-1)).toBe('Honey');
    expect(list[0]).toBe('Tulsi Honey');
  });
});

describe('did you mean', () => {
  it('counts edits, a swap of neighbours as one', () => {
    expect(editDistance('hony', 'honey')).toBe(1);
    expect(editDistance('honye', 'honey')).toBe(1);
    expect(editDistance('kitten', 'sitting')).toBe(3);
    expect(editDistance('', 'abc')).toBe(3);
    expect(editDistance('तुप', 'तूप')).toBe(1);
    expect(editDistance('abcdef', 'uvwxyz', 2)).toBe(3); // gave up past 2
  });

  it('allows more edits for longer text, none for one or two letters', () => {
    expect([1, 2, 3, 4, 5, 8, 9].map(allowedEdits)).toEqual([0, 0, 1, 1, 2, 2, 3]);
  });

  it('names the nearest products for a near miss', () => {
    expect(suggestProducts(catalogue, 'hony')).toEqual([]);
    expect(names(didYouMean(catalogue, 'hony'))[0]).toBe('Honey');
    expect(names(didYouMean(catalogue, 'Hunny'))[0]).toBe('Honey');
    expect(names(didYouMean(catalogue, 'jagery'))).toEqual(['Jaggery Cubes', 'Jaggery Powder']);
    expect(names(didYouMean(catalogue, 'tulsi hony'))[0]).toBe('Tulsi Honey');
    expect(names(didYouMean(catalogue, 'jamunhoney'))[0]).toBe('Jamun Honey');
    expect(names(didYouMean(catalogue, 'moringa powdr'))).toEqual(['Moringa Powder']);
    expect(didYouMean(catalogue, 'hony')).toHaveLength(3);
  });

  it('names nothing for text too short or too far from every name', () => {
    expect(didYouMean(catalogue, 'hx')).toEqual([]);
    expect(didYouMean(catalogue, 'zzzz')).toEqual([]);
    expect(didYouMean(catalogue, 'television')).toEqual([]);
    expect(didYouMean(catalogue, '!!!')).toEqual([]);
  });

  it('works in Marathi, and from the English name on a Marathi page', () => {
    expect(names(didYouMean(marathi, 'तुप'))).toEqual(['देशी गाईचे तूप']);
    expect(names(didYouMean(marathi, 'hony'))[0]).toBe('मध');
  });
});
