/** the shop's order statuses (lower case, as the API takes them) with their labels */
export const ORDER_STATUSES: readonly (readonly [string, string])[] = [
  ['pending', 'Pending'],
  ['processing', 'Processing'],
  ['completed', 'Completed'],
  ['cancelled', 'Cancelled'],
  ['refunded', 'Refunded'],
];

export const ORDER_SORTS = ['CREATED_AT', 'NUMBER', 'TOTAL', 'STATUS'] as const;
export type OrderSortKey = (typeof ORDER_SORTS)[number];

/** the CSV export of the list as filtered (GET /admin/orders.csv?status=&search=&from=&to=) */
export function ordersCsvHref(filter: { status: string; search: string; from: string; to: string }): string {
  const params = new URLSearchParams({
    status: filter.status,
    search: filter.search,
    from: filter.from,
    to: filter.to,
  });
  return `/admin/orders.csv?${params.toString()}`;
}
