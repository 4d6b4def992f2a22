import { chakra, Box, Button, Grid, Link, NativeSelect, Stack, Table, Text, Textarea } from '@chakra-ui/react';
import { useMutation, useQuery } from '@apollo/client/react';
import { useState } from 'react';
import { Link as RouterLink, useParams } from 'react-router-dom';
import { FormField } from '../../../components/form-field';
import { toastFailure, toastSuccess } from '../../../lib/toast';
import { PageHeader } from '../../components/page-header';
import { Panel } from '../../components/panel';
import { EmptyState, ErrorState, LoadingState } from '../../components/states';
import { OrderStatusBadge } from '../../components/status-badge';
import { TableScrollArea } from '../../components/table-scroll-area';
import type { AdminOrderDetailFragment } from '../../gql/graphql';
import { formatDateTime, formatMoney, humanize } from '../../lib/format';
import { firstUserError } from '../../lib/user-errors';
import { AdminOrderQuery, AdminSetOrderStatusMutation } from './orders-documents';

type Address = AdminOrderDetailFragment['billing'];

function AddressBlock({ title, address }: { title: string; address: Address }) {
  const lines = [
    `${address.firstName} ${address.lastName}`.trim(),
    address.address,
    [address.postcode, address.city].filter(Boolean).join(' '),
    address.country,
    address.email,
    address.phone,
  ].filter(Boolean);
  return (
    <Box>
      <Text fontWeight="600" mb="1">
        {title}
      </Text>
      {lines.length ? (
        <chakra.address fontStyle="normal" color="fg.muted" overflowWrap="anywhere">
          {lines.map((line, i) => (
            <Text key={i}>{line}</Text>
          ))}
        </chakra.address>
      ) : (
        <Text color="fg.muted">None given</Text>
      )}
    </Box>
  );
}

/** offers the statuses the order may move to next (nextStatuses), with a note for the history and the buyer */
export function StatusChangeForm({ order }: { order: AdminOrderDetailFragment }) {
  const [status, setStatus] = useState('');
  const [note, setNote] = useState('');
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [setOrderStatus, { loading }] = useMutation(AdminSetOrderStatusMutation);
  if (order.nextStatuses.length === 0) {
    return <Text color="fg.muted">This order is {order.status}: its status can no longer change.</Text>;
  }
  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    if (!status) {
      setFieldError('Choose the new status.');
      return;
    }
    setFieldError(null);
    try {
      const { data } = await setOrderStatus({ variables: { id: order.id, status, note: note.trim() || null } });
      const payload = data?.setOrderStatus;
      const problem = firstUserError(payload?.userErrors);
      if (problem || !payload?.order) {
        setFieldError(problem ?? 'The status could not be changed.');
        toastFailure(payload ?? null, 'The status was not changed');
        return;
      }
      toastSuccess({
        title: `Order #${order.number} is now ${humanize(payload.order.status).toLowerCase()}`,
        description: 'The buyer has been e-mailed.',
      });
      setStatus('');
      setNote('');
    } catch (error) {
      toastFailure(error, 'The status was not changed');
    }
  };
  return (
    <chakra.form onSubmit={(event) => void submit(event)} noValidate aria-label="Change the status">
      <Stack gap="3">
        <FormField label="New status" required error={fieldError}>
          <NativeSelect.Root>
            <NativeSelect.Field value={status} onChange={(event) => setStatus(event.currentTarget.value)}>
              <option value="">Choose…</option>
              {order.nextStatuses.map((next) => (
                <option key={next} value={next}>
                  {humanize(next)}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </FormField>
        <FormField label="Note" helperText="Kept in the order's history and sent to the buyer with the e-mail.">
          <Textarea value={note} maxLength={1000} onChange={(event) => setNote(event.currentTarget.value)} rows={3} />
        </FormField>
        <Button type="submit" colorPalette="brand" loading={loading} loadingText="Saving..." alignSelf="flex-start">
          Change status
        </Button>
      </Stack>
    </chakra.form>
  );
}

export default function OrderScreen() {
  const { id = '' } = useParams();
  const { data, loading, error, refetch } = useQuery(AdminOrderQuery, { variables: { id } });
  const order = data?.order;
  const back: [string, string] = ['/admin/orders', 'Orders'];
  if (!order) {
    if (loading) return <LoadingState label="Loading the order" />;
    return (
      <>
        <PageHeader title={`Order #${id}`} back={back} />
        {error ? (
          <ErrorState title="The order could not be loaded" error={error} onRetry={() => void refetch()} />
        ) : (
          <EmptyState title="There is no order with this number." />
        )}
      </>
    );
  }
  return (
    <>
      <PageHeader
        title={`Order #${order.number}`}
        back={back}
        description={`Placed ${formatDateTime(order.createdAt)}`}
        actions={<OrderStatusBadge status={order.status} />}
      />
      <Grid templateColumns={{ base: '1fr', lg: '2fr 1fr' }} gap="4" alignItems="start">
        <Stack gap="4" minW="0">
          <Panel title="Lines">
            <TableScrollArea label="Order lines">
              <Table.Root size="sm" aria-label="Order lines">
                <Table.Header>
                  <Table.Row>
                    <Table.ColumnHeader>Product</Table.ColumnHeader>
                    <Table.ColumnHeader textAlign="end">Quantity</Table.ColumnHeader>
                    <Table.ColumnHeader textAlign="end">Unit price</Table.ColumnHeader>
                    <Table.ColumnHeader textAlign="end">Total</Table.ColumnHeader>
                  </Table.Row>
                </Table.Header>
                <Table.Body>
                  {order.lines.map((line, i) => (
                    <Table.Row key={`${line.productId}-${line.variationId ?? ''}-${i}`}>
                      <Table.Cell>
                        <Link asChild color="brand.700">
                          <RouterLink to={`/admin/products/${line.productId}`}>{line.name}</RouterLink>
                        </Link>
                      </Table.Cell>
                      <Table.Cell textAlign="end">{line.quantity}</Table.Cell>
                      <Table.Cell textAlign="end">{formatMoney(line.unitPrice)}</Table.Cell>
                      <Table.Cell textAlign="end">{formatMoney(line.lineTotal)}</Table.Cell>
                    </Table.Row>
                  ))}
                </Table.Body>
              </Table.Root>
            </TableScrollArea>
            <Stack gap="1" mt="4" maxW="xs" ms="auto" data-testid="order-totals">
              <Row label="Subtotal" value={formatMoney(order.subtotal)} />
              <Row
                label={order.couponCode ? `Discount (coupon ${order.couponCode})` : 'Discount'}
                value={`−${formatMoney(order.discount)}`}
              />
              <Row label="Shipping" value={formatMoney(order.shippingTotal)} />
              <Row label="VAT" value={formatMoney(order.taxTotal)} />
              <Row label="Total" value={formatMoney(order.total)} strong />
            </Stack>
            {order.poNumber || order.invoiceNumber ? (
              <Stack gap="1" mt="4" data-testid="order-invoice">
                {order.poNumber ? <Text>PO number: {order.poNumber}</Text> : null}
                {[order.invoiceNumber, order.creditNoteNumber].map((number, index) =>
                  number ? (
                    <Link key={number} href={`/admin/invoices/${number}.pdf`} color="brand.700" fontWeight="600">
                      {index === 0 ? 'Invoice' : 'Credit note'} {number} (PDF)
                    </Link>
                  ) : null,
                )}
              </Stack>
            ) : null}
          </Panel>
          <Panel title="Addresses">
            <Grid templateColumns={{ base: '1fr', sm: '1fr 1fr' }} gap="4">
              <AddressBlock title="Billing" address={order.billing} />
              <AddressBlock title="Shipping" address={order.shipping} />
            </Grid>
            {order.comment ? (
              <Box mt="4">
                <Text fontWeight="600">Buyer&apos;s comment</Text>
                <Text color="fg.muted" whiteSpace="pre-wrap">
                  {order.comment}
                </Text>
              </Box>
            ) : null}
          </Panel>
        </Stack>
        <Stack gap="4" minW="0">
          <Panel title="Buyer">
            <Text fontWeight="600">{order.buyerName}</Text>
            {order.company ? <Text>{order.company}</Text> : null}
            <Link href={`mailto:${order.buyerEmail}`} color="brand.700" overflowWrap="anywhere">
              {order.buyerEmail}
            </Link>
            {order.customer ? (
              <Box mt="2">
                <Link asChild color="brand.700" fontWeight="600">
                  <RouterLink to={`/admin/buyers/${order.customer.id}`}>Open the buyer&apos;s account</RouterLink>
                </Link>
              </Box>
            ) : (
              <Text color="fg.muted" mt="2">
                Guest order (no account)
              </Text>
            )}
          </Panel>
          <Panel title="Status">
            <StatusChangeForm order={order} />
          </Panel>
          <Panel title="History">
            {order.history.length === 0 ? (
              <Text color="fg.muted">No status changes yet.</Text>
            ) : (
              <Stack as="ol" gap="3" listStyleType="none" aria-label="Status history">
                {order.history.map((change, i) => (
                  <Box as="li" key={`${change.at}-${i}`}>
                    <Text fontWeight="600">
                      {humanize(change.from)} → {humanize(change.to)}
                    </Text>
                    <Text fontSize="sm" color="fg.muted">
                      {formatDateTime(change.at)} · {change.actor}
                    </Text>
                    {change.note ? <Text fontSize="sm">{change.note}</Text> : null}
                  </Box>
                ))}
              </Stack>
            )}
          </Panel>
        </Stack>
      </Grid>
    </>
  );
}

function Row({ label, value, strong }: { label: string; value: string | null; strong?: boolean }) {
  return (
    <Box display="flex" justifyContent="space-between" gap="4" fontWeight={strong ? '700' : undefined}>
      <Text>{label}</Text>
      <Text>{value}</Text>
    </Box>
  );
}
