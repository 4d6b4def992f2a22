import { HStack, IconButton, NativeSelect } from '@chakra-ui/react';
import { sortFromUrl, sortToUrl, type ProductSort } from '@shop/domain';
import { LayoutGrid, List } from 'lucide-react';
import { memo } from 'react';
import type { ProductView } from '../../components/product-card';
import { sameFormFields, SORT_OPTIONS } from './catalog-params';
import './catalog-toolbar.css';

interface CatalogToolbarProps {
  showing: string;
  view: ProductView;
  sort: ProductSort;
  /** the same function from render to render (useCallback), or the controls are drawn on every page change */
  onViewChange: (view: ProductView) => void;
  onSortChange: (sort: ProductSort) => void;
  /** the rest of the URL state, for the sort form submitted before the app is live (catalogFormFields) */
  formFields: [string, string][];
  /** the sorts offered (all by default; no price sorts for a visitor who cannot see prices) */
  sorts?: readonly ProductSort[];
}

/** the form fields as a query string: a new array with the same fields gives the same key */
type ControlsProps = Omit<CatalogToolbarProps, 'showing'>;

/**
 * The view buttons and the sort form: drawn again only when what they show changes, not on a page
 * change, whose new `sorts` and `formFields` arrays hold the same values (issue 13: the tap on "Page 2"
 * renders what the page number changes and nothing else).
 */
const ToolbarControls = memo(
  function ToolbarControls({ view, sort, onViewChange, onSortChange, formFields, sorts }: ControlsProps) {
    const options = sorts ? SORT_OPTIONS.filter((option) => sorts.includes(option.value)) : SORT_OPTIONS;
    return (
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
    );
  },
  (a, b) =>
    a.view === b.view &&
    a.sort === b.sort &&
    a.onViewChange === b.onViewChange &&
    a.onSortChange === b.onSortChange &&
    a.sorts?.join() === b.sorts?.join() &&
    sameFormFields(a.formFields, b.formFields),
);

export function CatalogToolbar({ showing, ...controls }: CatalogToolbarProps) {
  return (
    <div className="catalog-toolbar">
      <p className="catalog-toolbar__showing" aria-live="polite" data-testid="showing-text">
        {showing}
      </p>
      <ToolbarControls {...controls} />
    </div>
  );
}
