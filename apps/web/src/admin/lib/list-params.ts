import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';

export const PAGE_SIZES = [20, 50, 100] as const;

export interface ListParams<K extends string> {
  /** a parameter's value ('' when absent) */
  get(key: K): string;
  page: number;
  pageSize: number;
  /** sets parameters ('' or null removes one); any change but the page's own goes back to page 1 */
  set(patch: Partial<Record<K | 'page' | 'size', string | number | null>>): void;
  /** the URL query of the current list (for links that keep it, e.g. the CSV export) */
  search: URLSearchParams;
}

function positive(value: string | null, fallback: number, max = Number.MAX_SAFE_INTEGER): number {
  const n = Number(value);
  return Number.isInteger(n) && n >= 1 ? Math.min(n, max) : fallback;
}

/**
 * A list screen's state (filters, sort, page) in the URL query, so every view is a link that can be
 * shared, bookmarked and reloaded: `?status=pending&q=ada&sort=TOTAL&dir=ASC&page=2&size=50`.
 */
export function useListParams<K extends string>(
  defaultPageSize: (typeof PAGE_SIZES)[number] = PAGE_SIZES[0],
): ListParams<K> {
  const [search, setSearch] = useSearchParams();
  const page = positive(search.get('page'), 1);
  const pageSize = PAGE_SIZES.find((size) => size === Number(search.get('size'))) ?? defaultPageSize;
  const get = useCallback((key: K) => search.get(key) ?? '', [search]);
  const set = useCallback(
    (patch: Partial<Record<K | 'page' | 'size', string | number | null>>) => {
      setSearch(
        (current) => {
          const next = new URLSearchParams(current);
          for (const [key, value] of Object.entries(patch)) {
            if (value === null || value === undefined || value === '') next.delete(key);
            else next.set(key, String(value));
          }
          if (!('page' in patch)) next.delete('page');
          if (next.get('page') === '1') next.delete('page');
          return next;
        },
        { replace: false },
      );
    },
    [setSearch],
  );
  return useMemo(() => ({ get, page, pageSize, set, search }), [get, page, pageSize, set, search]);
}
