// @vitest-environment happy-dom
import { act, useState } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { holdEarlyInput, releaseEarlyInput } from './early-input';

/** A stepper and a search box, as a server-rendered page shows them before its code runs. */
function Page({ onBuy }: { onBuy: () => void }) {
  const [count, setCount] = useState(1);
  const [search, setSearch] = useState('');
  const [sort, setSort] = useState('popularity');
  const [quantity, setQuantity] = useState('1');
  return (
    <form action="/auth">
      <button type="button" aria-label="more" onClick={() => setCount(count + 1)}>
        +
      </button>
      <output data-testid="count">{count}</output>
      <input aria-label="search" value={search} onChange={(e) => setSearch(e.target.value)} />
      <output data-testid="search">{search}</output>
      <select aria-label="sort" value={sort} onChange={(e) => setSort(e.target.value)}>
        <option value="popularity">Popularity</option>
        <option value="price-asc">Price Low to High</option>
      </select>
      <output data-testid="sort">{sort}</output>
      <input
        aria-label="quantity"
        type="number"
        value={quantity}
        onChange={(e) => setQuantity(e.target.value)}
      />
      <output data-testid="quantity">{quantity}</output>
      <button
        type="submit"
        onClick={(event) => {
          event.preventDefault();
          onBuy();
        }}
      >
        Buy
      </button>
      <a href="#elsewhere">A link</a>
    </form>
  );
}

let root: Root | undefined;
afterEach(() => {
  act(() => root?.unmount());
  root = undefined;
  releaseEarlyInput();
  document.body.innerHTML = '';
});

const byLabel = (label: string) => document.querySelector<HTMLElement>(`[aria-label="${label}"]`)!;
const text = (id: string) => document.querySelector(`[data-testid="${id}"]`)!.textContent;
const tasks = () => new Promise((resolve) => setTimeout(resolve, 20));

async function serverPage(onBuy = () => undefined) {
  const container = document.createElement('div');
  container.innerHTML = renderToString(<Page onBuy={onBuy} />);
  document.body.append(container);
  return () =>
    act(() => {
      root = hydrateRoot(container, <Page onBuy={onBuy} />);
    });
}

describe('taps and typing before the app is alive', () => {
  it('holds taps (waking the app once asked), and makes each again in order once it is alive', async () => {
    const buy = vi.fn();
    const hydrate = await serverPage(buy);
    const wake = vi.fn();
    holdEarlyInput(wake);
    const submitted = vi.fn((event: Event) => event.preventDefault());
    document.querySelector('form')!.addEventListener('submit', submitted);

    byLabel('more').click();
    byLabel('more').click();
    document.querySelector<HTMLButtonElement>('button[type="submit"]')!.click();
    expect(wake).toHaveBeenCalledTimes(3);
    // Nothing happened yet: no handler ran and the form was not sent.
    expect(text('count')).toBe('1');
    expect(submitted).not.toHaveBeenCalled();

    await hydrate();
    await act(async () => {
      releaseEarlyInput();
      await tasks();
    });
    // Each held tap is made in a task of its own: on a busy machine the last may come later.
    await vi.waitFor(() => expect(buy).toHaveBeenCalledOnce());
    // Two taps on + are two: each is made after React applied the last.
    expect(text('count')).toBe('3');
    expect(submitted).not.toHaveBeenCalled();
  });

  it('hands what was typed to React, which then holds it as its own', async () => {
    const hydrate = await serverPage();
    holdEarlyInput(() => undefined);
    const box = byLabel('search') as HTMLInputElement;
    box.value = 'gul';
    box.dispatchEvent(new Event('input', { bubbles: true }));

    await hydrate();
    await act(async () => {
      releaseEarlyInput();
      await tasks();
    });
    expect(text('search')).toBe('gul');
    expect(box.value).toBe('gul');
  });

  it('hands a select’s choice and a number field’s value to React (issue 36)', async () => {
    const hydrate = await serverPage();
    holdEarlyInput(() => undefined);
    const sort = byLabel('sort') as HTMLSelectElement;
    sort.value = 'price-asc';
    sort.dispatchEvent(new Event('change', { bubbles: true }));
    const quantity = byLabel('quantity') as HTMLInputElement;
    quantity.value = '4';
    quantity.dispatchEvent(new Event('input', { bubbles: true }));

    await hydrate();
    await act(async () => {
      releaseEarlyInput();
      await tasks();
    });
    expect(text('sort')).toBe('price-asc');
    expect(sort.value).toBe('price-asc');
    expect(text('quantity')).toBe('4');
  });

  it('leaves links alone, and once released holds nothing more', async () => {
    await serverPage();
    const wake = vi.fn();
    holdEarlyInput(wake);
    const followed = vi.fn((event: Event) => event.preventDefault());
    document.addEventListener('click', followed);
    document.querySelector('a')!.click();
    expect(followed).toHaveBeenCalledOnce();
    expect(wake).not.toHaveBeenCalled();

    releaseEarlyInput();
    byLabel('more').click();
    expect(wake).not.toHaveBeenCalled();
    document.removeEventListener('click', followed);
  });
});
