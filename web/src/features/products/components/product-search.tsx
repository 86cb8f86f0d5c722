import { useEffect, useId, useMemo, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { useFetcher, useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { CATALOGUE_MESSAGES } from '@/words/messages';
import { PRODUCT_SEARCH_MESSAGES } from '@/words/shop-messages';
import type { Product } from '@contract/products';
import { SearchIcon } from '@/components/ui/icons';
import { formatInr } from '@/shop/format';
import { dataOf, useSettled, type Pending } from '@/platform/route-data';
import { priceDisplay } from '../lib/catalogue';
import { suggestProducts } from '../lib/search';
import './product-search.css';
import { thumbnailOf } from '@contract/photos';
import { categoryName } from '@/shop/categories';

const SHOP_PATH = '/shop';
const shopSearch = (query: string) =>
  query ? `${SHOP_PATH}?search=${encodeURIComponent(query)}` : SHOP_PATH;

/** A row of the suggestions: a product, or the shop's whole list for the text. */
type Entry = { kind: 'product'; product: Product } | { kind: 'all' };

/**
 * The navbar search box (a combobox): up to 5 suggestions by name, description or category, the
 * closest first (lib/search.ts), then "See all results for “…”"; when nothing matches, the product
 * names nearest to the text ("Did you mean:", lib/did-you-mean.ts). Choosing a product opens it
 * and clears the box. On /shop the text is also the shop's `?search=` filter, so the list narrows
 * while typing and the link can be shared; Enter anywhere else opens the shop filtered by the text.
 * The catalogue is the shop's own data (its route's loader), read when the box is first used.
 */
export function ProductSearch({ variant }: { variant: 'desktop' | 'mobile' }) {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const [searchParams, setSearchParams] = useSearchParams();
  const onShop = pathname === SHOP_PATH;
  const urlSearch = onShop ? (searchParams.get('search') ?? '') : '';

  const [text, setText] = useState(urlSearch);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const catalogue = useFetcher<{ products: Pending<Product[]> }>();
  const read = useSettled(catalogue.data?.products);
  const products = dataOf(read) ?? null;
  const rootRef = useRef<HTMLFormElement>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const id = useId();
  const listId = `${id}-list`;

  // The box shows the shop's filter on /shop and starts empty on every other screen. On /shop
  // the typed text reaches the URL a moment later (the router navigates): a value this box put
  // there is its own, coming back, and leaves the box and its suggestions as they are, even when
  // more has been typed meanwhile; any other change (a link, Clear search) is shown.
  const [shownFor, setShownFor] = useState(`${pathname}?${urlSearch}`);
  const [typed, setTyped] = useState<string[]>([]);
  if (shownFor !== `${pathname}?${urlSearch}`) {
    setShownFor(`${pathname}?${urlSearch}`);
    const own = onShop ? typed.indexOf(urlSearch) : -1;
    if (own >= 0) setTyped(typed.slice(own + 1));
    else {
      setTyped([]);
      setText(urlSearch);
      setOpen(false);
    }
  }

  // Once, when the box is first used; again after a failed read.
  const loadProducts = () => {
    if (catalogue.state !== 'idle' || (catalogue.data !== undefined && read?.ok !== false)) return;
    void catalogue.load(SHOP_PATH);
  };

  const query = text.trim();
  const suggestions = useMemo(() => (products ? suggestProducts(products, text) : []), [products, text]);
  // The nearest names for a miss; their code loads with the first miss (the start-up budget).
  const [miss, setMiss] = useState<{ query: string; nearest: Product[] }>({ query: '', nearest: [] });
  const missed = products !== null && query !== '' && suggestions.length === 0;
  useEffect(() => {
    if (!missed) return;
    let current = true;
    import('../lib/did-you-mean').then(
      ({ didYouMean }) => current && setMiss({ query, nearest: didYouMean(products, query) }),
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, [missed, products, query]);
  const nearest = missed && miss.query === query ? miss.nearest : [];
  const entries: Entry[] =
    suggestions.length > 0
      ? [...suggestions.map((product) => ({ kind: 'product' as const, product })), { kind: 'all' }]
      : nearest.map((product) => ({ kind: 'product' as const, product }));
  const showList = open && query.length > 0 && products !== null;

  // Clicking or tapping anywhere outside closes the suggestions.
  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [open]);

  const updateText = (value: string) => {
    setText(value);
    setOpen(true);
    setActive(-1);
    loadProducts();
    if (onShop) {
      const next = new URLSearchParams(searchParams);
      if (value.trim()) next.set('search', value);
      else next.delete('search');
      setTyped((values) => [...values, value.trim() ? value : '']);
      setSearchParams(next, { replace: true, preventScrollReset: true });
    }
  };

  const choose = (product: Product) => {
    setText('');
    setOpen(false);
    setActive(-1);
    inputRef.current?.blur();
    navigate(`/product/${product.id}`);
  };

  // The shop's list for the text; on /shop it is the page itself, so the suggestions just close.
  const seeAll = () => {
    setOpen(false);
    setActive(-1);
    inputRef.current?.blur();
    if (!onShop) navigate(shopSearch(query));
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const chosen = active >= 0 ? entries[active] : undefined;
    if (chosen?.kind === 'product') return choose(chosen.product);
    seeAll();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      setOpen(true);
      loadProducts();
      if (entries.length === 0) return;
      const count = entries.length;
      const down = event.key === 'ArrowDown';
      setActive((current) =>
        current < 0 ? (down ? 0 : count - 1) : (current + (down ? 1 : -1) + count) % count,
      );
    } else if (event.key === 'Escape') {
      if (open) {
        event.preventDefault();
        setOpen(false);
        setActive(-1);
      }
    }
  };

  return (
    <form
      ref={rootRef}
      role="search"
      className={`product-search product-search-${variant}`}
      onSubmit={onSubmit}
      aria-label={
        variant === 'desktop' ? PRODUCT_SEARCH_MESSAGES.formLabel : PRODUCT_SEARCH_MESSAGES.formLabelMobile
      }
    >
      <label htmlFor={`${id}-input`} className="visually-hidden">
        {PRODUCT_SEARCH_MESSAGES.inputLabel}
      </label>
      <SearchIcon className="product-search-icon" size={18} />
      <input
        ref={inputRef}
        id={`${id}-input`}
        className="product-search-input"
        type="search"
        placeholder={PRODUCT_SEARCH_MESSAGES.placeholder}
        autoComplete="off"
        enterKeyHint="search"
        role="combobox"
        aria-expanded={showList}
        aria-controls={listId}
        aria-autocomplete="list"
        aria-activedescendant={showList && active >= 0 ? `${id}-option-${active}` : undefined}
        value={text}
        onChange={(event) => updateText(event.target.value)}
        onFocus={() => {
          loadProducts();
          setOpen(true);
        }}
        onKeyDown={onKeyDown}
      />
      <div className="product-search-popup" hidden={!showList}>
        {showList && suggestions.length === 0 && (
          <p className="product-search-empty" role="status">
            {PRODUCT_SEARCH_MESSAGES.noMatch(query)}
            {nearest.length > 0 && ` ${PRODUCT_SEARCH_MESSAGES.didYouMean}`}
          </p>
        )}
        <ul
          id={listId}
          role="listbox"
          aria-label={PRODUCT_SEARCH_MESSAGES.suggestionsLabel}
          className="product-search-list"
        >
          {entries.map((entry, index) => (
            <li
              key={entry.kind === 'product' ? entry.product.id : 'all'}
              id={`${id}-option-${index}`}
              role="option"
              aria-selected={index === active}
              className={`product-search-option${entry.kind === 'all' ? ' product-search-all' : ''}`}
              onPointerDown={(event) => event.preventDefault()}
              onClick={() => (entry.kind === 'product' ? choose(entry.product) : seeAll())}
              onMouseEnter={() => setActive(index)}
            >
              {entry.kind === 'product' ? (
                <ProductOption product={entry.product} />
              ) : (
                PRODUCT_SEARCH_MESSAGES.seeAll(query)
              )}
            </li>
          ))}
        </ul>
      </div>
    </form>
  );
}

/** A product among the suggestions: its picture, name, category and price. */
function ProductOption({ product }: { product: Product }) {
  const price = priceDisplay(product);
  return (
    <>
      <img
        src={thumbnailOf(product.image || '/images/placeholder.svg')}
        alt=""
        width={40}
        height={40}
        loading="lazy"
      />
      <span className="product-search-option-text">
        <span className="product-search-option-name">{product.name}</span>
        <span className="product-search-option-meta">
          {categoryName(product.category)}
          {price.kind !== 'view' &&
            ` · ${price.kind === 'from' ? `${CATALOGUE_MESSAGES.cardFromPrice} ` : ''}${formatInr(price.amount)}`}
        </span>
      </span>
    </>
  );
}
