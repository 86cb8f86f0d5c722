import { useId, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { CATALOGUE_MESSAGES } from '@/words/messages';
import { SHOP_MESSAGES } from '@/words/shop-messages';
import type { Product } from '@contract/products';
import type { RatingSummaries } from '@contract/reviews';
import { categoryName } from '@/shop/categories';
import { HandsIcon, LeafIcon, SunIcon } from '@/components/ui/icons';
import { Loaded, PageLoading } from '@/components/ui/page-states';
import { useDocumentMeta } from '@/seo/use-document-meta';
import { dataOf, useSettled, type Pending } from '@/platform/route-data';
import {
  ALL_CATEGORIES,
  DEFAULT_SORT,
  filterProducts,
  isSortKey,
  sortProducts,
  SORTS,
  type SortKey,
} from '../lib/catalogue';
import { categoryOptions } from '../lib/product-details';
import { shopPageMeta } from '../lib/page-meta';
import { ProductResults } from './product-results';
import './shop-screen.css';

/**
 * The shop (product.md §2 Shop): category and sort, the navbar's search text, the grid of cards.
 * With a search, the results are the page: its heading says what was searched, the products come
 * right under the filters (the closest first, lib/search.ts), and the shop's banner moves below
 * them; a search that matches nothing offers the nearest names (lib/did-you-mean.ts). The
 * catalogue and its ratings are the shop route's data; the filters show the categories once the
 * catalogue is in.
 */
export function ShopScreen({
  products,
  ratings,
}: {
  products: Pending<Product[]>;
  ratings: Pending<RatingSummaries>;
}) {
  const [searchParams, setSearchParams] = useSearchParams();
  const category = searchParams.get('category')?.trim() || ALL_CATEGORIES;
  const search = searchParams.get('search') ?? '';
  const [sort, setSort] = useState<SortKey>(DEFAULT_SORT);
  const catalogue = useSettled(products);
  const loaded = dataOf(catalogue);
  // Ratings decorate the cards: none until they are in.
  const rated = dataOf(useSettled(ratings));
  const ids = useId();

  const options = useMemo(() => {
    const list = categoryOptions(loaded ?? []);
    // A shared link may name a category the catalogue no longer has: keep it visible and selected.
    if (!list.some((o) => o.value.toLowerCase() === category.toLowerCase()))
      list.push({ value: category, label: categoryName(category) });
    return list;
  }, [loaded, category]);
  const selectedCategory =
    options.find((o) => o.value.toLowerCase() === category.toLowerCase())?.value ?? category;

  // Each category is a page of its own for search; one the catalogue does not have is the shop's.
  const known =
    catalogue === undefined ||
    categoryOptions(loaded ?? []).some((o) => o.value.toLowerCase() === category.toLowerCase());
  const meta = shopPageMeta(known ? (options.find((o) => o.value === selectedCategory) ?? null) : null);
  useDocumentMeta(meta.title, meta.description, meta);

  const shown = useMemo(
    () => (loaded ? sortProducts(filterProducts(loaded, { category, search }), sort, search) : []),
    [loaded, category, search, sort],
  );
  const searching = search.trim() !== '';

  const setCategory = (value: string) => {
    const next = new URLSearchParams(searchParams);
    if (value === ALL_CATEGORIES) next.delete('category');
    else next.set('category', value);
    setSearchParams(next, { preventScrollReset: true });
  };

  const resetFilters = () => {
    setSort(DEFAULT_SORT);
    setSearchParams(new URLSearchParams(), { preventScrollReset: true });
  };

  const clearSearch = () => {
    const next = new URLSearchParams(searchParams);
    next.delete('search');
    setSearchParams(next, { preventScrollReset: true });
  };

  return (
    <div className="shop">
      {searching ? (
        <div className="container search-summary">
          <h1>
            {SHOP_MESSAGES.resultsBefore && `${SHOP_MESSAGES.resultsBefore} `}
            <strong>“{search.trim()}”</strong>
            {SHOP_MESSAGES.resultsAfter && ` ${SHOP_MESSAGES.resultsAfter}`}
          </h1>
          <button type="button" className="link-button" onClick={clearSearch}>
            {SHOP_MESSAGES.clearSearch}
          </button>
        </div>
      ) : (
        <ShopBanner heading="h1" />
      )}

      <div className="filter-bar">
        <div className="container filter-bar-inner">
          <div className="filter-field">
            <label htmlFor={`${ids}-category`}>{SHOP_MESSAGES.categoryLabel}</label>
            <select
              id={`${ids}-category`}
              className="field-input filter-select"
              value={selectedCategory}
              onChange={(event) => setCategory(event.target.value)}
            >
              {options.map((option) => (
                <option key={option.value} value={option.value}>
                  {option.label}
                </option>
              ))}
            </select>
          </div>
          <div className="filter-field">
            <label htmlFor={`${ids}-sort`}>{SHOP_MESSAGES.sortLabel}</label>
            <select
              id={`${ids}-sort`}
              className="field-input filter-select"
              value={sort}
              onChange={(event) => isSortKey(event.target.value) && setSort(event.target.value)}
            >
              {SORTS.map((option) => (
                <option key={option.value} value={option.value}>
                  {option.label}
                </option>
              ))}
            </select>
          </div>
          <p className="filter-count" aria-live="polite">
            {loaded && CATALOGUE_MESSAGES.listCount(shown.length)}
          </p>
        </div>
      </div>

      <div className="container shop-body">
        <Loaded
          answer={products}
          as="part"
          loading={<PageLoading text={CATALOGUE_MESSAGES.listLoading} part />}
          failed={{
            title: CATALOGUE_MESSAGES.listFailedTitle,
            fallback: CATALOGUE_MESSAGES.listFailed,
            retry: SHOP_MESSAGES.tryAgain,
          }}
        >
          {(all) => (
            <ProductResults all={all} shown={shown} search={search} ratings={rated} onReset={resetFilters} />
          )}
        </Loaded>
      </div>

      {searching && <ShopBanner heading="h2" />}

      <section className="promise-strip" aria-label={SHOP_MESSAGES.promiseLabel}>
        <ul className="container promise-strip-list">
          <li>
            <LeafIcon />
            <span>
              <strong>{SHOP_MESSAGES.chemicalFree}</strong> {SHOP_MESSAGES.chemicalFreeRest}
            </span>
          </li>
          <li>
            <HandsIcon />
            <span>
              <strong>{SHOP_MESSAGES.handmade}</strong> {SHOP_MESSAGES.handmadeRest}
            </span>
          </li>
          <li>
            <SunIcon />
            <span>
              <strong>{SHOP_MESSAGES.packedFresh}</strong> {SHOP_MESSAGES.packedFreshRest}
            </span>
          </li>
        </ul>
      </section>
    </div>
  );
}

/** The shop's own banner: on top of the page, or under the results of a search. */
function ShopBanner({ heading: Heading }: { heading: 'h1' | 'h2' }) {
  return (
    <header className="shop-header">
      <div className="container">
        <span className="eyebrow">{SHOP_MESSAGES.eyebrow}</span>
        <Heading className="shop-heading">{SHOP_MESSAGES.heading}</Heading>
        <p>{SHOP_MESSAGES.intro}</p>
      </div>
    </header>
  );
}
