import { Badge, Box, Button, Flex, HStack, IconButton, Input, Stack, Text } from '@chakra-ui/react';
import { useApolloClient, useQuery } from '@apollo/client/react';
import { Plus, ShoppingCart, Trash2 } from 'lucide-react';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useCart } from '../../lib/cart';
import { formatMoney } from '../../lib/money';
import { toastFailure, toastInfo, toastSuccess } from '../../lib/toast';
import { cartItemsOf, lineVariantText, productsAddedText } from './quick-order-cart';
import { QuickOrderPreviewQuery } from './quick-order-documents';
import { SkuCombobox } from './sku-combobox';

export interface PadRow {
  key: number;
  sku: string;
  quantity: string;
}

/** the rows worth asking about (a SKU typed), as the API's lines, and which pad row each line is */
export function padRequest(rows: readonly PadRow[]): { lines: { sku: string; quantity: number }[]; keys: number[] } {
  const filled = rows.filter((row) => row.sku.trim() !== '');
  return {
    lines: filled.map((row) => ({
      sku: row.sku.trim(),
      quantity: /^\d+$/.test(row.quantity) ? Number(row.quantity) : 0,
    })),
    keys: filled.map((row) => row.key),
  };
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
 * The quick order pad: a row per SKU (or name, with suggestions) and quantity, keyboard first: Enter
 * in the SKU field goes to the quantity, Enter in the quantity adds a row and puts the cursor in it.
 * Each row shows what the gateway makes of it (price, tier, stock, case-pack rounding or the problem);
 * "Add all to cart" asks once more and adds the matched lines by the cart's ADD_ITEM rule.
 */
export function QuickOrderPad({ canSeePrices }: { canSeePrices: boolean }) {
  const nextKey = useRef(2);
  const [rows, setRows] = useState<PadRow[]>([{ key: 1, sku: '', quantity: '1' }]);
  const [focusKey, setFocusKey] = useState<{ key: number; field: 'sku' | 'quantity' } | null>(null);
  const [adding, setAdding] = useState(false);
  /**
   * the rows whose SKU field the buyer is done with (Enter, leaving it, a picked suggestion, "Add all to
   * cart"): only then is a value the shop does not know a problem; before, it may be a name being searched for
   */
  const [committed, setCommitted] = useState<ReadonlySet<number>>(() => new Set());
  const skuInputs = useRef(new Map<number, HTMLInputElement>());
  const quantityInputs = useRef(new Map<number, HTMLInputElement>());
  const { addItems } = useCart();
  const client = useApolloClient();

  useEffect(() => {
    if (!focusKey) return;
    const input = (focusKey.field === 'sku' ? skuInputs : quantityInputs).current.get(focusKey.key);
    if (input) {
      input.focus();
      if (focusKey.field === 'quantity') input.select();
      setFocusKey(null);
    }
  }, [focusKey, rows]);

  const request = useMemo(() => padRequest(rows), [rows]);
  const debounced = useDebounced(request, 350);
  const { data, previousData, loading, error } = useQuery(QuickOrderPreviewQuery, {
    variables: { lines: debounced.lines },
    skip: debounced.lines.length === 0,
  });
  const preview = (data ?? previousData)?.quickOrderPreview;

  /**
   * what the gateway said about a pad row as it reads now: its matched line, or its problem once the buyer
   * has committed the row (while they type, a name is a search, not an unknown SKU)
   */
  const statusOf = (row: PadRow) => {
    const position = debounced.keys.indexOf(row.key) + 1;
    if (position === 0 || !preview || debounced.lines[position - 1]?.sku !== row.sku.trim()) return null;
    const line = preview.lines.find((candidate) => candidate.rows.includes(position));
    if (line) return { line, variant: lineVariantText(line), problem: null };
    const problem = committed.has(row.key)
      ? preview.problems.find((candidate) => candidate.rows.includes(position))
      : undefined;
    return problem ? { line: null, variant: '', problem } : null;
  };

  const update = (key: number, change: Partial<PadRow>) =>
    setRows((current) => current.map((row) => (row.key === key ? { ...row, ...change } : row)));

  const addRowAfter = (key: number) => {
    const index = rows.findIndex((row) => row.key === key);
    const next = rows[index + 1];
    if (next && next.sku.trim() === '') {
      setFocusKey({ key: next.key, field: 'sku' });
      return;
    }
    const row = { key: nextKey.current++, sku: '', quantity: '1' };
    setRows((current) => [...current.slice(0, index + 1), row, ...current.slice(index + 1)]);
    setFocusKey({ key: row.key, field: 'sku' });
  };

  const commit = (key: number) => setCommitted((current) => (current.has(key) ? current : new Set(current).add(key)));
  const editSku = (key: number, sku: string) => {
    update(key, { sku });
    setCommitted((current) => {
      if (!current.has(key)) return current;
      const rest = new Set(current);
      rest.delete(key);
      return rest;
    });
  };

  const removeRow = (key: number) => {
    setRows((current) => {
      const index = current.findIndex((row) => row.key === key);
      const rest = current.filter((row) => row.key !== key);
      const kept = rest.length > 0 ? rest : [{ key: nextKey.current++, sku: '', quantity: '1' }];
      setFocusKey({ key: kept[Math.min(index, kept.length - 1)]!.key, field: 'sku' });
      return kept;
    });
  };

  const addAll = async () => {
    if (request.lines.length === 0) return;
    // what is on the pad now is what the buyer means: a row the shop cannot match shows its problem
    setCommitted(new Set(rows.map((row) => row.key)));
    setAdding(true);
    try {
      // asked again with exactly the rows on screen: never what an older, debounced answer said
      const { data: fresh } = await client.query({
        query: QuickOrderPreviewQuery,
        variables: { lines: request.lines },
        fetchPolicy: 'network-only',
      });
      const answer = fresh?.quickOrderPreview;
      if (!answer || answer.userErrors.length > 0) {
        toastFailure(answer ?? null, 'Could not add the lines');
        return;
      }
      if (answer.lines.length === 0) {
        toastInfo({ title: 'Nothing to add', description: 'Fix the rows marked with a problem first.' });
        return;
      }
      addItems(cartItemsOf(answer.lines));
      const added = productsAddedText(answer.lines.length);
      if (answer.problems.length > 0) {
        toastInfo({
          title: `${added}; ${answer.problems.length} not added`,
          description: 'The rows marked with a problem stay on the pad.',
        });
        const failed = new Set(answer.problems.flatMap((problem) => problem.rows));
        setRows((current) => {
          const kept = current.filter((row) => row.sku.trim() === '' || failed.has(request.keys.indexOf(row.key) + 1));
          return kept.length > 0 ? kept : [{ key: nextKey.current++, sku: '', quantity: '1' }];
        });
      } else {
        toastSuccess({ title: added });
        setRows([{ key: nextKey.current++, sku: '', quantity: '1' }]);
      }
    } catch (failure) {
      toastFailure(failure, 'Could not add the lines');
    } finally {
      setAdding(false);
    }
  };

  const checking = loading || request !== debounced;

  return (
    <Stack gap="3" data-testid="quick-order-pad">
      <Text color="fg.muted" fontSize="sm">
        Type a SKU or a product name, press Enter, type the quantity and press Enter again for the next row.
      </Text>
      <Stack as="ol" gap="3" listStyleType="none" m="0" p="0" aria-label="Quick order rows">
        {rows.map((row, index) => {
          const status = statusOf(row);
          const label = `Row ${index + 1}`;
          return (
            <Box as="li" key={row.key} data-testid="pad-row" borderBottomWidth="1px" pb="3">
              <Flex gap="2" align="center" wrap={{ base: 'wrap', sm: 'nowrap' }}>
                <Text as="span" fontSize="sm" color="fg.muted" minW="6" aria-hidden="true">
                  {index + 1}.
                </Text>
                <SkuCombobox
                  value={row.sku}
                  label={`${label}: SKU or product name`}
                  onChange={(sku) => editSku(row.key, sku)}
                  onPick={() => {
                    commit(row.key);
                    setFocusKey({ key: row.key, field: 'quantity' });
                  }}
                  onEnter={() => {
                    commit(row.key);
                    setFocusKey({ key: row.key, field: 'quantity' });
                  }}
                  onBlur={() => commit(row.key)}
                  inputRef={(element: HTMLInputElement | null) => {
                    if (element) skuInputs.current.set(row.key, element);
                    else skuInputs.current.delete(row.key);
                  }}
                />
                <Input
                  ref={(element: HTMLInputElement | null) => {
                    if (element) quantityInputs.current.set(row.key, element);
                    else quantityInputs.current.delete(row.key);
                  }}
                  value={row.quantity}
                  onChange={(event) => update(row.key, { quantity: event.target.value.replace(/\D/g, '') })}
                  onKeyDown={(event) => {
                    if (event.key === 'Enter') {
                      event.preventDefault();
                      addRowAfter(row.key);
                    }
                  }}
                  inputMode="numeric"
                  aria-label={`${label}: quantity`}
                  w={{ base: '20', sm: '28' }}
                  ms={{ base: '8', sm: '0' }}
                  data-testid="pad-quantity"
                />
                <IconButton
                  variant="ghost"
                  aria-label={`Remove row ${index + 1}`}
                  onClick={() => removeRow(row.key)}
                  size="sm"
                >
                  <Trash2 />
                </IconButton>
              </Flex>
              <Box pl={{ base: '0', sm: '8' }} pt="1" minH="5" aria-live="polite" data-testid="pad-status">
                {status?.line && (
                  <HStack gap="2" wrap="wrap" fontSize="sm">
                    {/* name and variant as the suggestions, the CSV preview and order lists write them */}
                    <Text as="span">
                      <Text as="span" fontWeight="600">
                        {status.line.product.name}
                      </Text>
                      {status.variant && (
                        <>
                          {' – '}
                          <Text as="span" data-testid="pad-variant">
                            {status.variant}
                          </Text>
                        </>
                      )}
                    </Text>
                    {canSeePrices && status.line.unitPrice && (
                      <Text as="span">{formatMoney(status.line.unitPrice)} each</Text>
                    )}
                    {status.line.tierMinQuantity != null && (
                      <Badge colorPalette="green">Tier price from {status.line.tierMinQuantity}</Badge>
                    )}
                    <Badge colorPalette="green">In stock</Badge>
                    {status.line.correction && (
                      <Text as="span" color="orange.700" data-testid="pad-correction">
                        {status.line.correction}
                      </Text>
                    )}
                  </HStack>
                )}
                {status?.problem && (
                  <Text fontSize="sm" color="red.700" data-testid="pad-problem">
                    {status.problem.message}
                  </Text>
                )}
              </Box>
            </Box>
          );
        })}
      </Stack>
      {error && (
        <Text color="red.700" role="alert">
          The rows could not be checked. Check your connection and try again.
        </Text>
      )}
      <Flex gap="2" wrap="wrap" align="center">
        <Button variant="outline" onClick={() => addRowAfter(rows[rows.length - 1]!.key)}>
          <Plus aria-hidden="true" /> Add row
        </Button>
        <Button
          colorPalette="brand"
          onClick={() => void addAll()}
          loading={adding}
          loadingText="Adding…"
          disabled={request.lines.length === 0}
          data-testid="pad-add-all"
        >
          <ShoppingCart aria-hidden="true" /> Add all to cart
        </Button>
        {checking && request.lines.length > 0 && (
          <Text fontSize="sm" color="fg.muted" role="status">
            Checking…
          </Text>
        )}
      </Flex>
    </Stack>
  );
}
