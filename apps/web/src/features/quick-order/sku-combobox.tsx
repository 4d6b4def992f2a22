import { Box, Input, Text } from '@chakra-ui/react';
import { useQuery } from '@apollo/client/react';
import { useEffect, useId, useLayoutEffect, useRef, useState, type KeyboardEvent, type Ref } from 'react';
import { QuickOrderSuggestionsQuery } from './quick-order-documents';
import { variantText, withVariant } from './quick-order-cart';

export interface SkuSuggestion {
  sku: string;
  label: string;
  inStock: boolean;
}

type SuggestedProduct = {
  name: string;
  sku: string | null;
  inStock: boolean;
  variations: readonly {
    sku: string | null;
    inStock: boolean;
    attributes: readonly { name: string; option: string }[];
  }[];
};

/** one option per orderable SKU: a simple product's own, or each variation's (a variable product's own SKU cannot be ordered) */
export function suggestionsOf(products: readonly SuggestedProduct[]): SkuSuggestion[] {
  const options: SkuSuggestion[] = [];
  for (const product of products) {
    if (product.variations.length === 0) {
      if (product.sku) options.push({ sku: product.sku, label: product.name, inStock: product.inStock });
      continue;
    }
    for (const variation of product.variations) {
      if (!variation.sku) continue;
      options.push({
        sku: variation.sku,
        label: withVariant(product.name, variantText(variation.attributes)),
        inStock: product.inStock && variation.inStock,
      });
    }
  }
  return options.slice(0, 10);
}

/** the space the popup keeps from the viewport's edges, in px (the page's own side padding on a phone) */
const EDGE = 16;

/**
 * How far (px, zero or negative) the popup moves left from the field's left edge so that a popup wider
 * than a narrow field still ends inside the viewport; never past the viewport's left margin.
 */
export function popupShift(fieldLeft: number, popupWidth: number, viewportWidth: number): number {
  const overflow = fieldLeft + popupWidth - (viewportWidth - EDGE);
  if (overflow <= 0) return 0;
  return -Math.min(overflow, Math.max(0, fieldLeft - EDGE));
}
function useDebounced<T>(value: T, ms: number): T {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return debounced;
}

/**
 * The SKU or name field of a pad row: an ARIA 1.2 combobox (editable, list autocomplete) over the
 * catalogue search. Arrow keys move through the suggestions, Enter takes the highlighted one (and
 * otherwise goes to the row's own handler: the quantity), Escape closes the list.
 *
 * The popup under the field holds the listbox and, after it, a polite live region saying what the search
 * is doing (searching, nothing found, failed). The live region sits beside the listbox rather than in it
 * (a listbox owns options only), and aria-expanded follows the listbox: true only while it shows options.
 */
export function SkuCombobox({
  value,
  onChange,
  onPick,
  onEnter,
  onBlur,
  label,
  inputRef,
}: {
  value: string;
  onChange: (value: string) => void;
  /** a suggestion was chosen (the caller moves on to the quantity) */
  onPick: (sku: string) => void;
  /** Enter without a highlighted suggestion */
  onEnter: () => void;
  /** the field lost focus (not when a suggestion is clicked: the field keeps it) */
  onBlur?: () => void;
  label: string;
  inputRef?: Ref<HTMLInputElement>;
}) {
  const listId = useId();
  const fieldRef = useRef<HTMLDivElement>(null);
  const popupRef = useRef<HTMLDivElement>(null);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const [shift, setShift] = useState(0);
  const term = value.trim();
  const search = useDebounced(term, 200);
  const { data, previousData, loading, error } = useQuery(QuickOrderSuggestionsQuery, {
    variables: { search },
    skip: !open || search.length < 2,
  });
  const searchable = term.length >= 2;
  // still typing (the debounce has not caught up) counts as searching: an older answer is not "no match"
  const searching = searchable && (search !== term || loading);
  // while a new search runs the last answer stays, so the list does not blink at every key
  const found = data ?? (searching ? previousData : undefined);
  const options = searchable ? suggestionsOf(found?.products.items ?? []) : [];
  const popupOpen = open && searchable;
  const expanded = popupOpen && options.length > 0;
  const message = !popupOpen
    ? ''
    : searching
      ? 'Searching…'
      : error
        ? 'Suggestions could not be loaded. You can still type the full SKU.'
        : options.length === 0
          ? 'No matching products'
          : '';

  // a field on a phone is narrower than a readable suggestion: the popup is wider and moves left to fit
  useLayoutEffect(() => {
    if (!popupOpen) return;
    const place = () => {
      const field = fieldRef.current?.getBoundingClientRect();
      const popup = popupRef.current;
      const viewport = document.documentElement.clientWidth;
      if (!field || !popup || viewport === 0) return;
      setShift(popupShift(field.left, popup.offsetWidth, viewport));
    };
    place();
    window.addEventListener('resize', place);
    return () => window.removeEventListener('resize', place);
  }, [popupOpen]);

  const choose = (option: SkuSuggestion) => {
    onChange(option.sku);
    setOpen(false);
    setActive(-1);
    onPick(option.sku);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown') {
      event.preventDefault();
      setOpen(true);
      if (options.length > 0) setActive((index) => (index + 1) % options.length);
    } else if (event.key === 'ArrowUp') {
      event.preventDefault();
      if (options.length > 0) setActive((index) => (index <= 0 ? options.length - 1 : index - 1));
    } else if (event.key === 'Escape') {
      if (popupOpen) event.preventDefault();
      setOpen(false);
      setActive(-1);
    } else if (event.key === 'Enter') {
      event.preventDefault();
      const option = expanded && active >= 0 ? options[active] : undefined;
      if (option) choose(option);
      else {
        setOpen(false);
        setActive(-1);
        onEnter();
      }
    }
  };

  // on a phone the pad row wraps: the field takes the whole line after the row number (2rem), so a long
  // variant SKU stays readable, and the quantity and delete button go to the next line
  return (
    <Box ref={fieldRef} position="relative" flex={{ base: '1 1 calc(100% - 2rem)', sm: '1' }} minW="0">
      <Input
        ref={inputRef}
        value={value}
        onChange={(event) => {
          onChange(event.target.value);
          setOpen(true);
          setActive(-1);
        }}
        onKeyDown={onKeyDown}
        onBlur={() => {
          setOpen(false);
          setActive(-1);
          onBlur?.();
        }}
        role="combobox"
        aria-label={label}
        aria-autocomplete="list"
        aria-expanded={expanded}
        aria-controls={listId}
        aria-activedescendant={expanded && active >= 0 ? `${listId}-${active}` : undefined}
        autoComplete="off"
        spellCheck={false}
        placeholder="SKU or product name"
        data-testid="pad-sku"
      />
      <Box
        ref={popupRef}
        hidden={!popupOpen}
        data-testid="pad-suggestions"
        position="absolute"
        zIndex="dropdown"
        top="100%"
        // as wide as the field, at least 20rem, never wider than the viewport less its margins
        w={`max(100%, min(20rem, calc(100vw - ${2 * EDGE}px)))`}
        maxW={`calc(100vw - ${2 * EDGE}px)`}
        style={{ left: shift }}
        mt="1"
        bg="bg.panel"
        borderWidth="1px"
        borderRadius="md"
        boxShadow="md"
        p="1"
      >
        <Box
          as="ul"
          id={listId}
          role="listbox"
          aria-label={`Suggestions for ${label}`}
          hidden={options.length === 0}
          maxH="64"
          overflowY="auto"
          listStyleType="none"
          m="0"
          p="0"
        >
          {options.map((option, index) => (
            <Box
              as="li"
              key={option.sku}
              id={`${listId}-${index}`}
              role="option"
              aria-selected={index === active}
              display="flex"
              flexWrap="wrap"
              alignItems="baseline"
              columnGap="2"
              px="2"
              py="1.5"
              borderRadius="sm"
              fontSize="sm"
              cursor="pointer"
              bg={index === active ? 'brand.50' : undefined}
              // mousedown, not click: the input's blur would close the list first
              onMouseDown={(event) => {
                event.preventDefault();
                choose(option);
              }}
            >
              {/* the SKU and the name share a line when they fit; else the name wraps below it, never cut short:
                  two variants of one product differ only at the end of their names */}
              <Text as="span" fontWeight="600" fontFamily="mono" maxW="full" overflowWrap="anywhere">
                {option.sku}
              </Text>{' '}
              <Text as="span" color="fg.muted" maxW="full" minW="0">
                {option.label}
                {option.inStock ? null : ' (out of stock)'}
              </Text>
            </Box>
          ))}
        </Box>
        <Text
          role="status"
          fontSize="sm"
          px="2"
          py="1.5"
          color={error && !searching ? 'red.700' : 'fg.muted'}
          _empty={{ p: '0' }}
        >
          {message}
        </Text>
      </Box>
    </Box>
  );
}
