import { Button, HStack, NativeSelect, Text } from '@chakra-ui/react';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { Link as RouterLink, useLocation } from 'react-router-dom';
import { PAGE_SIZES } from '../lib/list-params';

export interface PagerProps {
  page: number;
  pageSize: number;
  totalCount: number;
  /** what is counted ("orders") */
  noun: string;
  onPageSizeChange?: (size: number) => void;
}

/** the same URL with another page (links, so paging works with the keyboard, new tabs and history) */
function pageHref(pathname: string, search: string, page: number): string {
  const params = new URLSearchParams(search);
  if (page <= 1) params.delete('page');
  else params.set('page', String(page));
  const query = params.toString();
  return query ? `${pathname}?${query}` : pathname;
}

/** "21–40 of 95 orders", previous/next page links and the page size. */
export function Pager({ page, pageSize, totalCount, noun, onPageSizeChange }: PagerProps) {
  const { pathname, search } = useLocation();
  const pages = Math.max(1, Math.ceil(totalCount / pageSize));
  const first = totalCount === 0 ? 0 : (page - 1) * pageSize + 1;
  const last = Math.min(totalCount, page * pageSize);
  return (
    <HStack as="nav" aria-label={`Pages of ${noun}`} justify="space-between" flexWrap="wrap" gap="3" py="3">
      <Text color="fg.muted" fontSize="sm" aria-live="polite">
        {totalCount === 0 ? `No ${noun}` : `${first}–${last} of ${totalCount} ${noun}`}
      </Text>
      <HStack gap="2">
        {onPageSizeChange ? (
          <NativeSelect.Root size="sm" width="auto">
            <NativeSelect.Field
              aria-label="Rows per page"
              value={String(pageSize)}
              onChange={(event) => onPageSizeChange(Number(event.currentTarget.value))}
            >
              {PAGE_SIZES.map((size) => (
                <option key={size} value={size}>
                  {size} per page
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        ) : null}
        {page > 1 ? (
          <Button asChild size="sm" variant="outline">
            <RouterLink to={pageHref(pathname, search, page - 1)} rel="prev">
              <ChevronLeft aria-hidden="true" /> Previous
            </RouterLink>
          </Button>
        ) : (
          <Button size="sm" variant="outline" disabled>
            <ChevronLeft aria-hidden="true" /> Previous
          </Button>
        )}
        <Text fontSize="sm" whiteSpace="nowrap">
          Page {Math.min(page, pages)} of {pages}
        </Text>
        {page < pages ? (
          <Button asChild size="sm" variant="outline">
            <RouterLink to={pageHref(pathname, search, page + 1)} rel="next">
              Next <ChevronRight aria-hidden="true" />
            </RouterLink>
          </Button>
        ) : (
          <Button size="sm" variant="outline" disabled>
            Next <ChevronRight aria-hidden="true" />
          </Button>
        )}
      </HStack>
    </HStack>
  );
}
