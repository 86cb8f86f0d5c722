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
