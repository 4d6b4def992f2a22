import { HStack, NativeSelect, Text } from '@chakra-ui/react';
import { PAGE_SIZES } from '@shop/domain';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { memo, type ReactNode } from 'react';
import '../../components/shop-button.css';
import { Link, usePathname } from '../../lib/router-links';
import {
  catalogFormFields,
  catalogSearch,
  sameFormFields,
  scrollToTopSmoothly,
  type CatalogParams,
} from './catalog-params';
import './catalog-pagination.css';

// Plain elements with static CSS (catalog-pagination.css, ../../components/shop-button.css), not
// Chakra's Pagination, ButtonGroup and IconButtons: a page change draws the paging again inside the tap
// on "Page 2", and those were ~a fifth of its render (Pagination.Root runs a state machine on every
// render; each IconButton resolves its recipe). The markup and the styles are the ones they rendered.

/** a run of pages left out, between two page numbers */
export const ELLIPSIS = null;

const range = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => from + i);

/**
 * The page numbers the paging shows, `ELLIPSIS` where a run of pages is left out: the first and the
 * last page, the current one with `siblings` on each side, and as many pages in all as that takes
 * (2 x siblings + 5) when the current page is near either end. Chakra's Pagination (zag-js's getRange,
 * one boundary page) gives the same list.
 */
export function pageItems(page: number, totalPages: number, siblings = 1): (number | null)[] {
  const shown = Math.min(siblings * 2 + 5, totalPages);
  if (totalPages <= shown) return range(1, totalPages);
  const left = Math.max(page - siblings, 1);
  const right = Math.min(page + siblings, totalPages);
  // a left-out run is at least two pages long: otherwise the list starts or ends with `shown` pages
  if (left <= 3) return [...range(1, shown - 2), ELLIPSIS, totalPages];
  if (right >= totalPages - 2) return [1, ELLIPSIS, ...range(totalPages - shown + 3, totalPages)];
  return [1, ELLIPSIS, ...range(left, right), ELLIPSIS, totalPages];
}

const PREVIOUS = <ChevronLeft />;
const NEXT = <ChevronRight />;
const ICON_BUTTON = 'shop-button shop-button--ghost shop-button--brand shop-button--icon';

/** One page's link (a link before and without scripts; the router's once the app is live): drawn again only when it changes. */
const PageLink = memo(function PageLink({
  to,
  label,
  current = false,
  children,
}: {
  to: string;
  label: string;
  current?: boolean;
  children: ReactNode;
}) {
  return (
    <Link
      to={to}
      aria-label={label}
      aria-current={current ? 'page' : undefined}
      className={`shop-button shop-button--${current ? 'solid' : 'ghost'} shop-button--brand shop-button--icon`}
      onClick={scrollToTopSmoothly}
    >
      {children}
    </Link>
  );
});

interface PageSizeProps {
  size: number;
  formFields: [string, string][];
  onChange: (size: number) => void;
}

/** The page size as a GET form: the same on every page, so a page change does not draw it again. */
const PageSizeForm = memo(
  function PageSizeForm({ size, formFields, onChange }: PageSizeProps) {
    return (
      <HStack asChild gap="2">
        <form method="get" onSubmit={(event) => event.preventDefault()}>
          {formFields.map(([name, value]) => (
            <input key={name} type="hidden" name={name} value={value} />
          ))}
          <Text asChild fontSize="sm" color="fg.muted" whiteSpace="nowrap">
            <label htmlFor="page-size">Per page</label>
          </Text>
          <NativeSelect.Root size="sm" w="20">
            <NativeSelect.Field
              id="page-size"
              name="size"
              data-submit-on-change=""
              value={String(size)}
              onChange={(event) => onChange(Number(event.currentTarget.value))}
              bg="bg.panel"
            >
              {PAGE_SIZES.map((option) => (
                <option key={option} value={option}>
                  {option}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </form>
      </HStack>
    );
  },
  (a, b) => a.size === b.size && a.onChange === b.onChange && sameFormFields(a.formFields, b.formFields),
);

interface CatalogPaginationProps {
  total: number;
  params: CatalogParams;
  /** the same function from render to render (useCallback), or the page size is drawn on every page change */
  onPageSizeChange: (size: number) => void;
  showPageSize?: boolean;
}

/**
 * Paging as links (`?page=2`) and the page size as a GET form: both work before the app is live (the
 * server renders the page asked for; the boot script submits the form when the select changes) and
 * become router navigations once it is.
 */
export function CatalogPagination({ total, params, onPageSizeChange, showPageSize = true }: CatalogPaginationProps) {
  const pathname = usePathname();
  const { page, size: pageSize } = params;
  const lastPage = Math.max(1, Math.ceil(total / pageSize));
  const to = (target: number) => `${pathname}${catalogSearch(params, { page: target })}`;
  return (
    <div className="catalog-pagination" data-testid="pagination">
      {total > pageSize ? (
        <nav aria-label="pagination">
          <div className="catalog-pagination__pages">
            {page > 1 ? (
              <PageLink to={to(page - 1)} label="Previous page">
                {PREVIOUS}
              </PageLink>
            ) : (
              <button type="button" aria-label="Previous page" disabled className={ICON_BUTTON}>
                {PREVIOUS}
              </button>
            )}
            {pageItems(page, lastPage).map((item, index) =>
              item === ELLIPSIS ? (
                <div key={`ellipsis-${index}`} className="catalog-pagination__ellipsis" aria-hidden="true">
                  …
                </div>
              ) : (
                <PageLink key={item} to={to(item)} label={`Page ${item}`} current={item === page}>
                  {item}
                </PageLink>
              ),
            )}
            {page < lastPage ? (
              <PageLink to={to(page + 1)} label="Next page">
                {NEXT}
              </PageLink>
            ) : (
              <button type="button" aria-label="Next page" disabled className={ICON_BUTTON}>
                {NEXT}
              </button>
            )}
          </div>
        </nav>
      ) : (
        <span />
      )}
      {showPageSize && (
        <PageSizeForm size={pageSize} formFields={catalogFormFields(params, 'size')} onChange={onPageSizeChange} />
      )}
    </div>
  );
}
