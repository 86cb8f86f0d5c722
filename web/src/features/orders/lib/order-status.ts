import { ORDERS_PAGE_MESSAGES } from '@/words/account-messages';

/** Status colours (product.md §4): the list colours all four; the detail page only Delivered and Pending. */
export function statusTone(
  status: string,
  page: 'list' | 'detail',
): 'green' | 'blue' | 'yellow' | 'red' | 'grey' {
  if (status === 'Delivered') return 'green';
  if (status === 'Pending') return 'yellow';
  if (page === 'detail') return 'grey';
  if (status === 'Shipped') return 'blue';
  if (status === 'Cancelled') return 'red';
  return 'grey';
}

/** A status as the page's language names it; one it does not know (an older one) as the API sent it. */
export function statusName(status: string): string {
  const names: Readonly<Record<string, string>> = ORDERS_PAGE_MESSAGES.statuses;
  return Object.hasOwn(names, status) ? (names[status] ?? status) : status;
}
