import { Box, Input, Text } from '@chakra-ui/react';
import { useQuery } from '@apollo/client/react';
import { useEffect, useId, useState, type KeyboardEvent, type Ref } from 'react';
import { QuickOrderSuggestionsQuery } from './quick-order-documents';

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
      const options_ = variation.attributes.map((attribute) => attribute.option).join(' / ');
      options.push({
        sku: variation.sku,
        label: options_ ? `${product.name} – ${options_}` : product.name,
        inStock: product.inStock && variation.inStock,
      });
    }
  }
  return options.slice(0, 10);
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
 * otherwise goes to the row's own handler: a new row), Escape closes the list.
 */
export function SkuCombobox({
  value,
  onChange,
  onPick,
  onEnter,
  label,
  inputRef,
}: {
  value: string;
  onChange: (value: string) => void;
  /** a suggestion was chosen (the caller moves on to the quantity) */
  onPick: (sku: string) => void;
  /** Enter without a highlighted suggestion */
  onEnter: () => void;
  label: string;
  inputRef?: Ref<HTMLInputElement>;
}) {
  const listId = useId();
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const search = useDebounced(value.trim(), 200);
  const { data, loading } = useQuery(QuickOrderSuggestionsQuery, {
    variables: { search },
    skip: !open || search.length < 2,
  });
  const options = search.length >= 2 ? suggestionsOf(data?.products.items ?? []) : [];
  const expanded = open && options.length > 0;

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
      if (expanded) event.preventDefault();
      setOpen(false);
      setActive(-1);
    } else if (event.key === 'Enter') {
      event.preventDefault();
      const option = expanded && active >= 0 ? options[active] : undefined;
      if (option) choose(option);
      else {
        setOpen(false);
        onEnter();
      }
    }
  };

  return (
    <Box position="relative" flex="1" minW="0">
      <Input
        ref={inputRef}
        value={value}
        onChange={(event) => {
          onChange(event.target.value);
          setOpen(true);
          setActive(-1);
        }}
        onKeyDown={onKeyDown}
        onBlur={() => setOpen(false)}
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
        as="ul"
        id={listId}
        role="listbox"
        aria-label={`Suggestions for ${label}`}
        hidden={!expanded}
        position="absolute"
        zIndex="dropdown"
        top="100%"
        left="0"
        right="0"
        mt="1"
        bg="bg.panel"
        borderWidth="1px"
        borderRadius="md"
        boxShadow="md"
        maxH="64"
        overflowY="auto"
        listStyleType="none"
        m="0"
        p="1"
      >
        {options.map((option, index) => (
          <Box
            as="li"
            key={option.sku}
            id={`${listId}-${index}`}
            role="option"
            aria-selected={index === active}
            px="2"
            py="1.5"
            borderRadius="sm"
            cursor="pointer"
            bg={index === active ? 'brand.50' : undefined}
            // mousedown, not click: the input's blur would close the list first
            onMouseDown={(event) => {
              event.preventDefault();
              choose(option);
            }}
          >
            <Text as="span" fontWeight="600" fontFamily="mono" fontSize="sm">
              {option.sku}
            </Text>{' '}
            <Text as="span" fontSize="sm" color="fg.muted">
              {option.label}
              {option.inStock ? '' : ' (out of stock)'}
            </Text>
          </Box>
        ))}
      </Box>
      {open && loading && search.length >= 2 && (
        <Text srOnly role="status">
          Searching…
        </Text>
      )}
    </Box>
  );
}
