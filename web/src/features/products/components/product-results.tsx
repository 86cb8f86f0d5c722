import { useMemo } from 'react';
import { Link } from 'react-router-dom';
import { CATALOGUE_MESSAGES } from '@/words/messages';
import { PRODUCT_SEARCH_MESSAGES, SHOP_MESSAGES } from '@/words/shop-messages';
import type { Product } from '@contract/products';
import type { RatingSummaries } from '@contract/reviews';
import { didYouMean } from '../lib/did-you-mean';
import { matchesSearch } from '../lib/search';
import { ProductCard } from './product-card';

/**
 * The shop's grid of cards (the first two pictures fetched at once), or, when the filters leave
 * nothing, the empty state with Reset Farm Filters; a search that matches nothing in the whole
 * catalogue offers the nearest names ("Did you mean").
 */
export function ProductResults({
  all,
  shown,
  search,
  ratings,
  onReset,
}: {
  /** The whole catalogue. */
  all: readonly Product[];
  /** What the filters, the search and the sort leave, in order. */
  shown: readonly Product[];
  search: string;
  ratings: RatingSummaries | undefined;
  onReset: () => void;
}) {
  // Only when the text matches nothing in the whole catalogue: a category that hides the matches
  // has Reset Farm Filters.
  const nearest = useMemo(
    () =>
      search.trim() !== '' && !all.some((p) => matchesSearch(p, search))
        ? didYouMean(all, search.trim())
        : [],
    [all, search],
  );

  if (shown.length === 0) {
    return (
      <div className="state-panel container">
        <img className="state-illustration" src="/images/placeholder.svg" alt="" width={120} height={120} />
        <h2>{CATALOGUE_MESSAGES.listEmptyTitle}</h2>
        {nearest.length > 0 && (
          <div className="did-you-mean" data-testid="did-you-mean">
            <p>{PRODUCT_SEARCH_MESSAGES.didYouMean}</p>
            <ul>
              {nearest.map((product) => (
                <li key={product.id}>
                  <Link to={`/shop?search=${encodeURIComponent(product.name)}`}>{product.name}</Link>
                </li>
              ))}
            </ul>
          </div>
        )}
        <p className="state-detail">{SHOP_MESSAGES.emptyDetail}</p>
        <div className="state-actions">
          <button type="button" className="btn" onClick={onReset}>
            {SHOP_MESSAGES.resetFilters}
          </button>
        </div>
      </div>
    );
  }
  return (
    <>
      <h2 className="visually-hidden">{SHOP_MESSAGES.productsHeading}</h2>
      <ul className="product-grid">
        {shown.map((product, index) => (
          <li key={product.id}>
            <ProductCard product={product} rating={ratings?.[product.id]} eager={index < 2} />
          </li>
        ))}
      </ul>
    </>
  );
}
