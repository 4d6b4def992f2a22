import { ButtonGroup, Flex, HStack, IconButton, NativeSelect, Pagination, Text } from '@chakra-ui/react';
import { PAGE_SIZES } from '@shop/domain';
import { ChevronLeft, ChevronRight } from 'lucide-react';

interface CatalogPaginationProps {
  total: number;
  page: number;
  pageSize: number;
  onPageChange: (page: number) => void;
  onPageSizeChange: (size: number) => void;
  showPageSize?: boolean;
}

export function CatalogPagination({
  total,
  page,
  pageSize,
  onPageChange,
  onPageSizeChange,
  showPageSize = true,
}: CatalogPaginationProps) {
  return (
    <Flex justify="space-between" align="center" gap="4" wrap="wrap" data-testid="pagination">
      {total > pageSize ? (
        <Pagination.Root
          count={total}
          pageSize={pageSize}
          page={page}
          siblingCount={1}
          onPageChange={(details) => onPageChange(details.page)}
        >
          <ButtonGroup variant="ghost" size="sm" colorPalette="brand" gap="1" flexWrap="wrap">
            <Pagination.PrevTrigger asChild>
              <IconButton aria-label="Previous page">
                <ChevronLeft />
              </IconButton>
            </Pagination.PrevTrigger>
            <Pagination.Items
              render={(item) => (
                <IconButton
                  variant={{ base: 'ghost', _selected: 'solid' }}
                  aria-label={`Page ${item.value}`}
                  aria-current={item.value === page ? 'page' : undefined}
                >
                  {item.value}
                </IconButton>
              )}
            />
            <Pagination.NextTrigger asChild>
              <IconButton aria-label="Next page">
                <ChevronRight />
              </IconButton>
            </Pagination.NextTrigger>
          </ButtonGroup>
        </Pagination.Root>
      ) : (
        <span />
      )}
      {showPageSize && (
        <HStack gap="2">
          <Text asChild fontSize="sm" color="fg.muted" whiteSpace="nowrap">
            <label htmlFor="page-size">Per page</label>
          </Text>
          <NativeSelect.Root size="sm" w="20">
            <NativeSelect.Field
              id="page-size"
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
        </HStack>
      )}
    </Flex>
  );
}
