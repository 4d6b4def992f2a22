import { Flex, HStack, IconButton, NativeSelect, Text } from '@chakra-ui/react';
import { sortFromUrl, sortToUrl, type ProductSort } from '@shop/domain';
import { LayoutGrid, List } from 'lucide-react';
import type { ProductView } from '../../components/product-card';
import { SORT_OPTIONS } from './catalog-params';

interface CatalogToolbarProps {
  showing: string;
  view: ProductView;
  sort: ProductSort;
  onViewChange: (view: ProductView) => void;
  onSortChange: (sort: ProductSort) => void;
  /** the rest of the URL state, for the sort form submitted before the app is live (catalogFormFields) */
  formFields: [string, string][];
  /** the sorts offered (all by default; no price sorts for a visitor who cannot see prices) */
  sorts?: readonly ProductSort[];
}

export function CatalogToolbar({
  showing,
  view,
  sort,
  onViewChange,
  onSortChange,
  formFields,
  sorts,
}: CatalogToolbarProps) {
  const options = sorts ? SORT_OPTIONS.filter((option) => sorts.includes(option.value)) : SORT_OPTIONS;
  return (
    <Flex
      justify="space-between"
      align={{ base: 'stretch', sm: 'center' }}
      direction={{ base: 'column', sm: 'row' }}
      gap="3"
      bg="bg.panel"
      borderRadius="card"
      borderWidth="1px"
      borderColor="border"
      px="4"
      py="3"
    >
      <Text color="fg.muted" fontSize="sm" aria-live="polite" data-testid="showing-text">
        {showing}
      </Text>
      <HStack gap="3">
        <HStack gap="1" role="group" aria-label="View">
          <IconButton
            size="sm"
            variant={view === 'grid' ? 'solid' : 'ghost'}
            colorPalette="brand"
            aria-label="Grid view"
            aria-pressed={view === 'grid'}
            onClick={() => onViewChange('grid')}
          >
            <LayoutGrid />
          </IconButton>
          <IconButton
            size="sm"
            variant={view === 'list' ? 'solid' : 'ghost'}
            colorPalette="brand"
            aria-label="List view"
            aria-pressed={view === 'list'}
            onClick={() => onViewChange('list')}
          >
            <List />
          </IconButton>
        </HStack>
        {/* a GET form: before the app is live the boot script submits it when the select changes */}
        <form method="get" style={{ display: 'contents' }} onSubmit={(event) => event.preventDefault()}>
          {formFields.map(([name, value]) => (
            <input key={name} type="hidden" name={name} value={value} />
          ))}
          <NativeSelect.Root size="sm" w={{ base: 'full', sm: '52' }}>
            <NativeSelect.Field
              aria-label="Sort products"
              name="sort"
              data-submit-on-change=""
              value={sortToUrl(sort)}
              onChange={(event) => onSortChange(sortFromUrl(event.currentTarget.value))}
              bg="bg.panel"
            >
              {options.map((option) => (
                <option key={option.value} value={sortToUrl(option.value)}>
                  {option.label}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </form>
      </HStack>
    </Flex>
  );
}
