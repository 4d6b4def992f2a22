import {
  Accordion,
  Button,
  Checkbox,
  Field,
  Heading,
  HStack,
  Input,
  InputGroup,
  Slider,
  Stack,
  Text,
} from '@chakra-ui/react';
import { formatEur } from '@shop/domain';
import { RotateCcw, Search } from 'lucide-react';
import { memo, useEffect, useRef, useState, type FormEvent } from 'react';
import { catalogFormFields, type CatalogParams, type CatalogPatch } from './catalog-params';

export interface FilterCategory {
  id: string;
  name: string;
  slug: string;
}

interface CatalogFiltersProps {
  params: CatalogParams;
  update: (patch: CatalogPatch, options?: { replace?: boolean }) => void;
  onReset: () => void;
  /** highest price for the slider, in whole euros */
  sliderMax: number;
  /** the category checkboxes; omitted on a category's own page */
  categories?: FilterCategory[];
  /** the price range (default true); not offered to a visitor who cannot see prices */
  showPrice?: boolean;
}

function SearchBox({
  value,
  onChange,
  formFields,
}: {
  value: string;
  onChange: (q: string, submit: boolean) => void;
  /** the rest of the URL state: submitted before the app is live, the form loads the searched page */
  formFields: [string, string][];
}) {
  const [text, setText] = useState(value);
  const input = useRef<HTMLInputElement>(null);
  const shown = useRef(value);
  // Back/forward or Reset changed the URL: show what the URL says (a change, not the first render: the
  // text may already be the visitor's, below).
  useEffect(() => {
    if (shown.current === value) return;
    shown.current = value;
    setText(value);
  }, [value]);
  // Text typed into the server-rendered box before the app was live is the visitor's: keep it and search
  // for it, as typing after would have.
  useEffect(() => {
    const typed = input.current?.value ?? value;
    if (typed !== value) {
      setText(typed);
      onChange(typed, false);
    }
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, when the app goes live
  }, []);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onChange(text.trim(), true);
  };
  return (
    <form role="search" method="get" onSubmit={submit}>
      {formFields.map(([name, fieldValue]) => (
        <input key={name} type="hidden" name={name} value={fieldValue} />
      ))}
      <Field.Root>
        <Field.Label fontWeight="600">Search</Field.Label>
        <InputGroup startElement={<Search size={16} aria-hidden="true" />}>
          <Input
            type="search"
            name="q"
            ref={input}
            placeholder="Search by name or SKU..."
            value={text}
            bg="bg.panel"
            onChange={(event) => {
              setText(event.target.value);
              onChange(event.target.value, false);
            }}
          />
        </InputGroup>
      </Field.Root>
    </form>
  );
}

function PriceSlider({
  min,
  max,
  sliderMax,
  onCommit,
}: {
  min: number | null;
  max: number | null;
  sliderMax: number;
  onCommit: (range: [number, number]) => void;
}) {
  const committed: [number, number] = [Math.min(min ?? 0, sliderMax), Math.min(max ?? sliderMax, sliderMax)];
  const [value, setValue] = useState<[number, number]>(committed);
  const key = `${committed[0]}-${committed[1]}`;
  useEffect(() => setValue(committed), [key]); // eslint-disable-line react-hooks/exhaustive-deps
  return (
    <Slider.Root
      min={0}
      max={sliderMax}
      step={1}
      value={value}
      minStepsBetweenThumbs={0}
      // the recipe's thumb size (md: 20px), given rather than measured: the server-rendered page places
      // and shows the thumbs as the live one does
      thumbSize={{ width: 20, height: 20 }}
      aria-label={['Minimum price', 'Maximum price']}
      onValueChange={(details) => setValue([details.value[0] ?? 0, details.value[1] ?? sliderMax])}
      onValueChangeEnd={(details) => onCommit([details.value[0] ?? 0, details.value[1] ?? sliderMax])}
      colorPalette="brand"
      data-testid="price-slider"
    >
      <HStack justify="space-between" mb="2">
        <Text fontSize="sm" color="fg.muted" data-testid="price-range-text">
          {formatEur(value[0] * 100)} – {formatEur(value[1] * 100)}
        </Text>
      </HStack>
      <Slider.Control>
        <Slider.Track>
          <Slider.Range />
        </Slider.Track>
        <Slider.Thumbs />
      </Slider.Control>
    </Slider.Root>
  );
}

function CatalogFiltersPanel({
  params,
  update,
  onReset,
  sliderMax,
  categories,
  showPrice = true,
}: CatalogFiltersProps) {
  const sections = categories ? ['categories', 'price'] : ['price'];
  return (
    <Stack
      as="aside"
      aria-label="Filters"
      gap="6"
      bg="bg.panel"
      borderRadius="card"
      borderWidth="1px"
      borderColor="border"
      p="5"
    >
      <HStack justify="space-between">
        <Heading as="h2" size="md">
          Filters
        </Heading>
        <Button variant="ghost" size="sm" onClick={onReset} colorPalette="brand">
          <RotateCcw aria-hidden="true" /> Reset
        </Button>
      </HStack>
      <SearchBox
        value={params.q}
        onChange={(q, submit) => update({ q }, { replace: !submit })}
        formFields={catalogFormFields(params, 'q')}
      />
      <Accordion.Root multiple defaultValue={sections} variant="plain">
        {categories && (
          <Accordion.Item value="categories">
            <Accordion.ItemTrigger fontWeight="600" py="3">
              Categories
              <Accordion.ItemIndicator ms="auto" />
            </Accordion.ItemTrigger>
            <Accordion.ItemContent>
              <Accordion.ItemBody>
                <Stack gap="2.5" maxH="16rem" overflowY="auto" pe="2" data-testid="category-filter-list">
                  {categories.map((category) => {
                    const checked = params.categories.includes(category.slug);
                    return (
                      <Checkbox.Root
                        key={category.id}
                        checked={checked}
                        colorPalette="brand"
                        onCheckedChange={(event) => {
                          const next = event.checked
                            ? [...params.categories, category.slug]
                            : params.categories.filter((slug) => slug !== category.slug);
                          update({ categories: next });
                        }}
                      >
                        <Checkbox.HiddenInput />
                        <Checkbox.Control />
                        <Checkbox.Label>{category.name}</Checkbox.Label>
                      </Checkbox.Root>
                    );
                  })}
                </Stack>
              </Accordion.ItemBody>
            </Accordion.ItemContent>
          </Accordion.Item>
        )}
        {showPrice && (
          <Accordion.Item value="price">
            <Accordion.ItemTrigger fontWeight="600" py="3">
              Price Range
              <Accordion.ItemIndicator ms="auto" />
            </Accordion.ItemTrigger>
            <Accordion.ItemContent>
              <Accordion.ItemBody px="1">
                <PriceSlider
                  min={params.min}
                  max={params.max}
                  sliderMax={sliderMax}
                  onCommit={([min, max]) => update({ min: min > 0 ? min : null, max: max < sliderMax ? max : null })}
                />
              </Accordion.ItemBody>
            </Accordion.ItemContent>
          </Accordion.Item>
        )}
      </Accordion.Root>
    </Stack>
  );
}

/** whether two renders of the filters show the same: they never read the page number */
function sameFilters(a: CatalogFiltersProps, b: CatalogFiltersProps): boolean {
  const keys = new Set([...Object.keys(a), ...Object.keys(b)] as (keyof CatalogFiltersProps)[]);
  for (const key of keys) {
    if (key === 'params') continue;
    if (a[key] !== b[key]) return false;
  }
  // every URL parameter but the page, so a parameter added later is compared too
  const params = new Set([...Object.keys(a.params), ...Object.keys(b.params)] as (keyof CatalogParams)[]);
  params.delete('page');
  for (const key of params) {
    const x = a.params[key];
    const y = b.params[key];
    if (Array.isArray(x) && Array.isArray(y) ? x.join(',') !== y.join(',') : x !== y) return false;
  }
  return true;
}

/**
 * The sidebar (search, categories, price slider: the heaviest part of the page to render) is drawn
 * again only when what it shows changes, not on a page change, so a tap on "Page 2" renders the
 * listing and the paging alone.
 */
export const CatalogFilters = memo(CatalogFiltersPanel, sameFilters);
