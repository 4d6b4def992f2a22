import { Box, Button, Flex, Input, InputGroup, NativeSelect } from '@chakra-ui/react';
import { Search } from 'lucide-react';
import { useEffect, useLayoutEffect, useState, type ReactNode } from 'react';

/** A search box that applies what was typed on Enter or after a short pause, and follows the URL. */
export function SearchBox({
  value,
  onChange,
  label,
  placeholder,
}: {
  value: string;
  onChange: (value: string) => void;
  label: string;
  placeholder?: string;
}) {
  const [text, setText] = useState(value);
  useEffect(() => setText(value), [value]);
  // A layout effect, not a passive one: opening a row's link while the pause runs shows the next screen's
  // lazy chunk in Suspense, which hides this list rather than unmounting it. Hidden content keeps its
  // passive effects, so the pending search would fire and navigate back to the list; its layout effects
  // are cleaned up, which cancels the timer.
  useLayoutEffect(() => {
    if (text.trim() === value.trim()) return;
    const timer = setTimeout(() => onChange(text.trim()), 400);
    return () => clearTimeout(timer);
  }, [text, value, onChange]);
  return (
    <Box
      as="form"
      role="search"
      flex="1"
      minW={{ base: 'full', sm: '60' }}
      onSubmit={(event: React.FormEvent) => {
        event.preventDefault();
        onChange(text.trim());
      }}
    >
      <InputGroup startElement={<Search size={16} aria-hidden="true" />}>
        <Input
          type="search"
          aria-label={label}
          placeholder={placeholder ?? label}
          value={text}
          onChange={(event) => setText(event.currentTarget.value)}
        />
      </InputGroup>
    </Box>
  );
}

/** A labelled select for a filter; the first option is "all" (''). */
export function FilterSelect({
  label,
  value,
  onChange,
  options,
  allLabel,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  options: readonly (readonly [string, string])[];
  allLabel: string;
}) {
  return (
    <NativeSelect.Root width={{ base: 'full', sm: 'auto' }} minW="40">
      <NativeSelect.Field aria-label={label} value={value} onChange={(event) => onChange(event.currentTarget.value)}>
        <option value="">{allLabel}</option>
        {options.map(([optionValue, optionLabel]) => (
          <option key={optionValue} value={optionValue}>
            {optionLabel}
          </option>
        ))}
      </NativeSelect.Field>
      <NativeSelect.Indicator />
    </NativeSelect.Root>
  );
}

/** the row of filters above a table */
export function FilterBar({
  children,
  onReset,
  active,
}: {
  children: ReactNode;
  onReset?: () => void;
  active?: boolean;
}) {
  return (
    <Flex gap="3" mb="4" wrap="wrap" align="center">
      {children}
      {onReset && active ? (
        <Button variant="ghost" size="sm" onClick={onReset}>
          Clear filters
        </Button>
      ) : null}
    </Flex>
  );
}
