import { Alert, Box, Button, chakra, Flex, Heading, Stack, Table, Text } from '@chakra-ui/react';
import { useApolloClient } from '@apollo/client/react';
import { QUICK_ORDER_MAX_CSV_CHARS, QUICK_ORDER_MAX_LINES } from '@shop/domain';
import { FileUp, ShoppingCart } from 'lucide-react';
import { useId, useRef, useState } from 'react';
import { useCart } from '../../lib/cart';
import { formatMoney } from '../../lib/money';
import { useWideLayout } from '../../lib/wide-layout';
import { toastFailure, toastSuccess } from '../../lib/toast';
import type { QuickOrderPreviewQuery as PreviewResult } from '../../gql/graphql';
import { cartItemsOf, lineVariantText, productsAddedText } from './quick-order-cart';
import { QuickOrderPreviewQuery } from './quick-order-documents';

type Preview = PreviewResult['quickOrderPreview'];

const rowsText = (rows: readonly number[]) => (rows.length === 1 ? `Row ${rows[0]}` : `Rows ${rows.join(', ')}`);

/**
 * The CSV upload: the file is read in the browser and checked by the gateway (quickOrderPreview); the
 * preview lists what will be added and every row that will not, with the reason, before anything goes
 * into the cart. The buyer then adds the matched lines.
 */
export function CsvUpload({ canSeePrices }: { canSeePrices: boolean }) {
  const inputId = useId();
  const hintId = useId();
  const fileInput = useRef<HTMLInputElement>(null);
  const client = useApolloClient();
  const { addItems } = useCart();
  const [fileName, setFileName] = useState<string | null>(null);
  const [checking, setChecking] = useState(false);
  const [preview, setPreview] = useState<Preview | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [added, setAdded] = useState(false);
  // On a phone the SKU goes under the product's name, so Quantity and Unit price keep their columns in
  // view: the buyer sees what they confirm. One table either way (a journey counts its rows).
  const wide = useWideLayout();

  const check = async (file: File) => {
    setFileName(file.name);
    setPreview(null);
    setFailure(null);
    setAdded(false);
    // a file's bytes are at least its characters: refused here before it is read or sent
    if (file.size > QUICK_ORDER_MAX_CSV_CHARS) {
      setFailure(`The file is too large for a quick order: at most ${QUICK_ORDER_MAX_LINES} lines.`);
      return;
    }
    setChecking(true);
    try {
      const csv = await file.text();
      const { data } = await client.query({
        query: QuickOrderPreviewQuery,
        variables: { csv },
        fetchPolicy: 'network-only',
      });
      const answer = data?.quickOrderPreview;
      if (!answer) throw new Error('no answer');
      if (answer.userErrors.length > 0) setFailure(answer.userErrors.map((error) => error.message).join(' '));
      else setPreview(answer);
    } catch {
      setFailure('The file could not be checked. Check your connection and try again.');
    } finally {
      setChecking(false);
    }
  };

  const addToCart = () => {
    if (!preview || preview.lines.length === 0) return;
    try {
      addItems(cartItemsOf(preview.lines));
      toastSuccess({ title: productsAddedText(preview.lines.length) });
      setAdded(true);
    } catch (error) {
      toastFailure(error, 'Could not add the lines');
    }
  };

  return (
    <Stack gap="4" data-testid="csv-upload">
      <Text color="fg.muted" fontSize="sm" id={hintId}>
        One line per product: SKU and quantity, separated by a comma, a semicolon or a tab, such as{' '}
        <Box as="code" fontSize="sm">
          GL-GUM-001,24
        </Box>
        . A header row <Box as="code">sku,quantity</Box> is optional; at most {QUICK_ORDER_MAX_LINES} lines.
      </Text>
      <Flex gap="3" align="center" wrap="wrap">
        <input
          ref={fileInput}
          id={inputId}
          type="file"
          accept=".csv,.txt,text/csv,text/plain"
          aria-describedby={hintId}
          // the visible button opens it; one tab stop, not two
          tabIndex={-1}
          style={{ position: 'absolute', width: 1, height: 1, opacity: 0, overflow: 'hidden' }}
          data-testid="csv-file"
          onChange={(event) => {
            const file = event.target.files?.[0];
            if (file) void check(file);
            // the same file can be chosen again after it was edited
            event.target.value = '';
          }}
        />
        <Button variant="outline" onClick={() => fileInput.current?.click()} loading={checking} loadingText="Checking…">
          <FileUp aria-hidden="true" /> Choose a CSV file
        </Button>
        <chakra.label htmlFor={inputId} srOnly>
          CSV file with SKUs and quantities
        </chakra.label>
        <Text fontSize="sm" color="fg.muted" overflowWrap="anywhere" data-testid="csv-file-name">
          {fileName ? `File: ${fileName}` : 'No file chosen'}
        </Text>
      </Flex>

      {failure && (
        <Alert.Root status="error" data-testid="csv-error">
          <Alert.Indicator />
          <Alert.Title>{failure}</Alert.Title>
        </Alert.Root>
      )}

      {preview && (
        <Stack gap="4" data-testid="csv-preview">
          <Text role="status" fontWeight="600">
            {preview.lines.length} {preview.lines.length === 1 ? 'line' : 'lines'} can be added
            {preview.problems.length > 0
              ? `; ${preview.problems.length} ${preview.problems.length === 1 ? 'line needs' : 'lines need'} your attention`
              : ''}
            .
          </Text>

          {preview.problems.length > 0 && (
            <Stack gap="2">
              <Heading as="h3" size="sm">
                Not added
              </Heading>
              <Box as="ul" listStyleType="none" m="0" p="0" data-testid="csv-problems">
                {preview.problems.map((problem) => (
                  <Box as="li" key={`${problem.rows.join('-')}-${problem.reason}`} py="1" borderBottomWidth="1px">
                    <Text fontSize="sm" overflowWrap="anywhere">
                      <strong>{rowsText(problem.rows)}</strong>
                      {problem.sku ? ` (${problem.sku})` : ''}: {problem.message}
                    </Text>
                  </Box>
                ))}
              </Box>
            </Stack>
          )}

          {preview.lines.length > 0 && (
            <Stack gap="2">
              <Heading as="h3" size="sm">
                To add
              </Heading>
              {/* a name too long to wrap scrolls inside the table's box; the page never scrolls sideways */}
              <Table.ScrollArea borderWidth="1px" borderRadius="md" tabIndex={0} aria-label="Lines to add" maxW="100%">
                <Table.Root size="sm" data-testid="csv-lines">
                  <Table.Header>
                    <Table.Row>
                      {wide && <Table.ColumnHeader>SKU</Table.ColumnHeader>}
                      <Table.ColumnHeader>Product</Table.ColumnHeader>
                      <Table.ColumnHeader textAlign="end">Quantity</Table.ColumnHeader>
                      {canSeePrices && <Table.ColumnHeader textAlign="end">Unit price</Table.ColumnHeader>}
                    </Table.Row>
                  </Table.Header>
                  <Table.Body>
                    {preview.lines.map((line) => (
                      <Table.Row key={`${line.productId}-${line.variationId ?? ''}`}>
                        {wide && (
                          <Table.Cell fontFamily="mono" fontSize="xs">
                            {line.sku}
                          </Table.Cell>
                        )}
                        {/* Chakra's table cells do not wrap: the name does, so the numbers stay in view */}
                        <Table.Cell minW={wide ? '40' : undefined} whiteSpace="normal" overflowWrap="anywhere">
                          {line.product.name}
                          {lineVariantText(line) && (
                            <Text as="span" color="fg.muted" data-testid="csv-line-variant">
                              {` – ${lineVariantText(line)}`}
                            </Text>
                          )}
                          {!wide && (
                            <Text fontFamily="mono" fontSize="xs" color="fg.muted" data-testid="csv-line-sku">
                              {line.sku}
                            </Text>
                          )}
                          {line.correction && (
                            <Text fontSize="xs" color="orange.700">
                              {line.correction}
                            </Text>
                          )}
                        </Table.Cell>
                        <Table.Cell textAlign="end" data-testid="csv-line-quantity">
                          {line.quantity}
                        </Table.Cell>
                        {canSeePrices && (
                          <Table.Cell textAlign="end" whiteSpace="nowrap" data-testid="csv-line-price">
                            {formatMoney(line.unitPrice) ?? '–'}
                            {line.tierMinQuantity != null && (
                              <Text fontSize="xs" color="fg.muted">
                                tier {line.tierMinQuantity}+
                              </Text>
                            )}
                          </Table.Cell>
                        )}
                      </Table.Row>
                    ))}
                  </Table.Body>
                </Table.Root>
              </Table.ScrollArea>
              <Flex gap="3" align="center" wrap="wrap">
                <Button colorPalette="brand" onClick={addToCart} disabled={added} data-testid="csv-add">
                  <ShoppingCart aria-hidden="true" /> Add {preview.lines.length}{' '}
                  {preview.lines.length === 1 ? 'line' : 'lines'} to cart
                </Button>
                {added && (
                  <Text fontSize="sm" color="green.700" role="status">
                    Added to your cart.
                  </Text>
                )}
              </Flex>
            </Stack>
          )}
        </Stack>
      )}
    </Stack>
  );
}
