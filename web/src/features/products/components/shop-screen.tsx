import { useId, useMemo, useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { CATALOGUE_MESSAGES } from '@contract/messages';
import { PRODUCT_SEARCH_MESSAGES, SHOP_MESSAGES } from '@contract/shop-messages';
import { publicEndpoints } from '@contract/endpoints';
import { categoryName } from '@/shop/categories';
import { HandsIcon, LeafIcon, SunIcon } from '@/components/ui/icons';
import { getRatingSummaries } from '@/shop/ratings';
import { useDocumentMeta } from '@/seo/use-document-meta';
import { useRouteAnswer } from '@/platform/api-client';
import { useRequest } from '@/platform/use-request';
import { getProductsCached } from '../api/get-products';
import {
  ALL_CATEGORIES,
  categoryOptions,
  DEFAULT_SORT,
  filterProducts,
  isSortKey,
  sortProducts,
  SORTS,
  type SortKey,
} from '../lib/catalogue';
import { didYouMean } from '../lib/did-you-mean';
import { matchesSearch } from '../lib/search';
import { shopPageMeta } from '../lib/page-meta';
import { ProductCard } from './product-card';
import './shop-screen.css';

/**
 * The shop (product.md §2 Shop): category and sort, the navbar's search text, the grid of cards.
 * With a search, the results are the page: its heading says what was searched, the products come
 * right under the filters (the closest first, lib/search.ts), and the shop's banner moves below
 * them; a search that matches nothing offers the nearest names (lib/did-you-mean.ts).
 */
export function ShopScreen() {
  const [searchParams, setSearchParams] = useSearchParams();
  const category = searchParams.get('category')?.trim() || ALL_CATEGORIES;
  const search = searchParams.get('search') ?? '';
  const [sort, setSort] = useState<SortKey>(DEFAULT_SORT);
  const products = useRequest(
    'products',
    () => getProductsCached(),
    useRouteAnswer(publicEndpoints.products()),
  );
  const ratings = useRequest('ratings', getRatingSummaries, useRouteAnswer(publicEndpoints.ratings()));
  const ids = useId();

  const options = useMemo(() => {
    const list = categoryOptions(products.data ?? []);
    // A shared link may name a category the catalogue no longer has: keep it visible and selected.
    if (!list.some((o) => o.value.toLowerCase() === category.toLowerCase()))
      list.push({ value: category, label: categoryName(category) });
    return list;
  }, [products.data, category]);
  const selectedCategory =
    options.find((o) => o.value.toLowerCase() === category.toLowerCase())?.value ?? category;

  // Each category is a page of its own for search; one the catalogue does not have is the shop's.
  const known =
    products.status === 'loading' ||
    categoryOptions(products.data ?? []).some((o) => o.value.toLowerCase() === category.toLowerCase());
  const meta = shopPageMeta(known ? (options.find((o) => o.value === selectedCategory) ?? null) : null);
  useDocumentMeta(meta.title, meta.description, meta);

  const shown = useMemo(
    () =>
      products.data ? sortProducts(filterProducts(products.data, { category, search }), sort, search) : [],
    [products.data, category, search, sort],
  );
  const searching = search.trim() !== '';
  // Only when the text matches nothing in the whole catalogue: a category that hides the matches
  // has Reset Farm Filters.
  const nearest = useMemo(
    () =>
      products.data && searching && !products.data.some((p) => matchesSearch(p, search))
        ? didYouMean(products.data, search.trim())
        : [],
    [products.data, search, searching],
  );

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
            {products.status === 'success' && CATALOGUE_MESSAGES.listCount(shown.length)}
          </p>
        </div>
      </div>

      <div className="container shop-body">
        {products.status === 'loading' && <p className="loading-text">{CATALOGUE_MESSAGES.listLoading}</p>}

        {products.status === 'error' && (
          <div className="state-panel container" role="alert">
            <h2>{CATALOGUE_MESSAGES.listFailedTitle}</h2>
            <p className="state-detail">{products.error.message || CATALOGUE_MESSAGES.listFailed}</p>
            <div className="state-actions">
              <button type="button" className="btn" onClick={products.retry}>
                {SHOP_MESSAGES.tryAgain}
              </button>
            </div>
          </div>
        )}

        {products.status === 'success' && shown.length === 0 && (
          <div className="state-panel container">
            <img
              className="state-illustration"
              src="/images/placeholder.svg"
              alt=""
              width={120}
              height={120}
            />
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
              <button type="button" className="btn" onClick={resetFilters}>
                {SHOP_MESSAGES.resetFilters}
              </button>
            </div>
          </div>
        )}

        {shown.length > 0 && <h2 className="visually-hidden">{SHOP_MESSAGES.productsHeading}</h2>}
        {shown.length > 0 && (
          <ul className="product-grid">
            {shown.map((product, index) => (
              <li key={product.id}>
                <ProductCard product={product} rating={ratings.data?.[product.id]} eager={index < 2} />
              </li>
            ))}
          </ul>
        )}
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
