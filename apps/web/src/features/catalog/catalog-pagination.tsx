import { ButtonGroup, Flex, HStack, IconButton, NativeSelect, Pagination, Text } from '@chakra-ui/react';
import { PAGE_SIZES } from '@shop/domain';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { Fragment, type ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { catalogFormFields, catalogSearch, scrollToTopSmoothly, type CatalogParams } from './catalog-params';

interface CatalogPaginationProps {
  total: number;
  params: CatalogParams;
  onPageSizeChange: (size: number) => void;
  showPageSize?: boolean;
}

/**
 * Paging as links (`?page=2`) and the page size as a GET form: both work before the app is live (the
 * server renders the page asked for; the boot script submits the form when the select changes) and
 * become router navigations once it is.
 */
export function CatalogPagination({ total, params, onPageSizeChange, showPageSize = true }: CatalogPaginationProps) {
  const { page, size: pageSize } = params;
  const lastPage = Math.max(1, Math.ceil(total / pageSize));
  const pageLink = (target: number, label: string, children: ReactNode, current = false) => (
    <IconButton
      asChild
      variant={current ? 'solid' : 'ghost'}
      aria-label={label}
      aria-current={current ? 'page' : undefined}
    >
      <RouterLink to={{ search: catalogSearch(params, { page: target }) }} onClick={scrollToTopSmoothly}>
        {children}
      </RouterLink>
    </IconButton>
  );
  return (
    <Flex justify="space-between" align="center" gap="4" wrap="wrap" data-testid="pagination">
      {total > pageSize ? (
        <Pagination.Root count={total} pageSize={pageSize} page={page} siblingCount={1} type="link">
          <ButtonGroup variant="ghost" size="sm" colorPalette="brand" gap="1" flexWrap="wrap">
            {page > 1 ? (
              pageLink(page - 1, 'Previous page', <ChevronLeft />)
            ) : (
              <IconButton aria-label="Previous page" disabled>
                <ChevronLeft />
              </IconButton>
            )}
            <Pagination.Context>
              {({ pages }) =>
                pages.map((item, index) =>
                  item.type === 'page' ? (
                    <Fragment key={item.value}>
                      {pageLink(item.value, `Page ${item.value}`, item.value, item.value === page)}
                    </Fragment>
                  ) : (
                    <Pagination.Ellipsis key={`ellipsis-${index}`} index={index} px="2" aria-hidden="true">
                      …
                    </Pagination.Ellipsis>
                  ),
                )
              }
            </Pagination.Context>
            {page < lastPage ? (
              pageLink(page + 1, 'Next page', <ChevronRight />)
            ) : (
              <IconButton aria-label="Next page" disabled>
                <ChevronRight />
              </IconButton>
            )}
          </ButtonGroup>
        </Pagination.Root>
      ) : (
        <span />
      )}
      {showPageSize && (
        <HStack asChild gap="2">
          <form method="get" onSubmit={(event) => event.preventDefault()}>
            {catalogFormFields(params, 'size').map(([name, value]) => (
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
                value={String(pageSize)}
                onChange={(event) => onPageSizeChange(Number(event.currentTarget.value))}
                bg="bg.panel"
              >
                {PAGE_SIZES.map((size) => (
                  <option key={size} value={size}>
                    {size}
                  </option>
                ))}
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
          </form>
        </HStack>
      )}
    </Flex>
  );
}
