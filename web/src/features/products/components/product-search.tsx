import { useEffect, useId, useMemo, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { CATALOGUE_MESSAGES } from '@contract/messages';
import { PRODUCT_SEARCH_MESSAGES } from '@contract/shop-messages';
import type { Product } from '@contract/products';
import { SearchIcon } from '@/components/ui/icons';
import { formatInr } from '@/shop/format';
import { getProductsCached } from '../api/get-products';
import { priceDisplay, suggestProducts } from '../lib/catalogue';
import './product-search.css';
import { thumbnailOf } from '@contract/photos';
import { categoryName } from '@/shop/categories';

const SHOP_PATH = '/shop';

/**
 * The navbar search box (a combobox): up to 5 suggestions by name, description or category;
 * choosing one opens the product and clears the box. On /shop the text is also the shop's
 * `?search=` filter, so the list narrows while typing and the link can be shared; Enter
 * anywhere else opens the shop filtered by the text.
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
  const [products, setProducts] = useState<Product[] | null>(null);
  const rootRef = useRef<HTMLFormElement>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const id = useId();
  const listId = `${id}-list`;

  // The box shows the shop's filter on /shop and starts empty on every other screen.
  const [shownFor, setShownFor] = useState(`${pathname}?${urlSearch}`);
  if (shownFor !== `${pathname}?${urlSearch}`) {
    setShownFor(`${pathname}?${urlSearch}`);
    setText(urlSearch);
    setOpen(false);
  }

  const loadProducts = () => {
    if (products) return;
    getProductsCached().then(setProducts, () => undefined);
  };

  const suggestions = useMemo(() => (products ? suggestProducts(products, text) : []), [products, text]);
  const showList = open && text.trim().length > 0 && products !== null;

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
      setShownFor(`${pathname}?${value.trim() ? value : ''}`);
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

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const chosen = active >= 0 ? suggestions[active] : undefined;
    if (chosen) return choose(chosen);
    setOpen(false);
    inputRef.current?.blur();
    const query = text.trim();
    if (!onShop) navigate(query ? `${SHOP_PATH}?search=${encodeURIComponent(query)}` : SHOP_PATH);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      setOpen(true);
      loadProducts();
      if (suggestions.length === 0) return;
      const count = suggestions.length;
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
        <ul
          id={listId}
          role="listbox"
          aria-label={PRODUCT_SEARCH_MESSAGES.suggestionsLabel}
          className="product-search-list"
        >
          {suggestions.map((product, index) => {
            const price = priceDisplay(product);
            return (
              <li
                key={product.id}
                id={`${id}-option-${index}`}
                role="option"
                aria-selected={index === active}
                className="product-search-option"
                onPointerDown={(event) => event.preventDefault()}
                onClick={() => choose(product)}
                onMouseEnter={() => setActive(index)}
              >
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
              </li>
            );
          })}
        </ul>
        {showList && suggestions.length === 0 && (
          <p className="product-search-empty" role="status">
            {PRODUCT_SEARCH_MESSAGES.noMatch(text.trim())}
          </p>
        )}
      </div>
    </form>
  );
}
