import { Box, Button, Grid, Input, Link, Stack, Table, Text, Textarea } from '@chakra-ui/react';
import { useApolloClient, useMutation, useQuery } from '@apollo/client/react';
import { customerStatusActions, isCustomerStatus } from '@shop/domain';
import { useState } from 'react';
import { Link as RouterLink, useParams, useSearchParams } from 'react-router-dom';
import { FormField } from '../../../components/form-field';
import { SelectInput } from '../../components/form-bits';
import { toastFailure, toastSuccess } from '../../../lib/toast';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { PageHeader } from '../../components/page-header';
import { Panel } from '../../components/panel';
import { EmptyState, ErrorState, LoadingState } from '../../components/states';
import { CustomerStatusBadge, OrderStatusBadge } from '../../components/status-badge';
import { TableScrollArea } from '../../components/table-scroll-area';
import type { AdminCustomerDetailFragment } from '../../gql/graphql';
import { formatDateTime, formatMoney, formatShortDate } from '../../lib/format';
import { firstUserError } from '../../lib/user-errors';
import { useStaffSession } from '../session/staff-session';
import { LicenceExpiryBadge } from './licences-screen';
import {
  AdminApproveCustomerMutation,
  AdminBuyerGroupOptionsQuery,
  AdminSetCustomerGroupMutation,
  AdminBlockCustomerMutation,
  AdminCustomerQuery,
  AdminDeleteCustomerDataMutation,
  AdminExportCustomerDataQuery,
  AdminRejectCustomerMutation,
  AdminUnblockCustomerMutation,
} from './buyers-documents';

type Action = 'approve' | 'reject' | 'block' | 'unblock';

interface Payload {
  customer: AdminCustomerDetailFragment | null;
  userErrors: { field?: readonly string[] | null; message: string }[];
}

/**
 * GDPR for owners: the buyer's data as a JSON file, and erasure (the account and its orders' personal
 * data anonymised, the orders kept; the buyer's sessions end).
 */
export function BuyerPrivacy({
  customer,
  onDeleted,
}: {
  customer: AdminCustomerDetailFragment;
  onDeleted: () => void;
}) {
  const { isOwner } = useStaffSession();
  const client = useApolloClient();
  const [erase] = useMutation(AdminDeleteCustomerDataMutation);
  const [confirming, setConfirming] = useState(false);
  if (!isOwner) return null;
  const download = async () => {
    try {
      const { data } = await client.query({
        query: AdminExportCustomerDataQuery,
        variables: { id: customer.id },
        fetchPolicy: 'no-cache',
      });
      if (!data?.exportCustomerData) throw new Error('This buyer has no data to export.');
      const url = URL.createObjectURL(new Blob([data.exportCustomerData], { type: 'application/json' }));
      const link = document.createElement('a');
      link.href = url;
      link.download = `buyer-${customer.id}-data.json`;
      link.click();
      URL.revokeObjectURL(url);
    } catch (failure) {
      toastFailure(failure, 'The data could not be exported');
    }
  };
  const remove = async (): Promise<boolean> => {
    try {
      const payload = (await erase({ variables: { id: customer.id } })).data?.deleteCustomerData;
      if (!payload?.ok) {
        toastFailure(payload ?? null, 'Nothing was deleted');
        return false;
      }
      toastSuccess({ title: "The buyer's personal data is deleted" });
      onDeleted();
      return true;
    } catch (failure) {
      toastFailure(failure, 'Nothing was deleted');
      return false;
    }
  };
  return (
    <Stack direction="row" gap="2" wrap="wrap" aria-label="Personal data (GDPR)">
      <Button size="sm" variant="outline" onClick={() => void download()}>
        Export data (GDPR)
      </Button>
      <Button size="sm" variant="outline" colorPalette="red" onClick={() => setConfirming(true)}>
        Delete personal data
      </Button>
      {confirming ? (
        <ConfirmDialog
          open
          onOpenChange={(isOpen) => !isOpen && setConfirming(false)}
          title={`Delete the personal data of ${customer.companyName || customer.name}?`}
          description="The account is anonymised and can no longer log in; its orders are kept with anonymised personal data. This cannot be undone."
          confirmLabel="Delete personal data"
          destructive
          onConfirm={remove}
        />
      ) : null}
    </Stack>
  );
}

/** the buyer groups as select options: the default group's value is '' (a buyer without a group) */
function useGroupOptions() {
  const { data, loading, error } = useQuery(AdminBuyerGroupOptionsQuery);
  const options = (data?.buyerGroups ?? []).map(
    (group) =>
      [
        group.isDefault ? '' : group.id,
        `${group.name}${group.percentOff !== '0' ? ` (${group.percentOff} % off)` : ''}${group.isDefault ? ' – default' : ''}`,
      ] as const,
  );
  return { options, loading, error };
}

/** the buyer's group value for the select: '' for the default group */
const groupValue = (customer: AdminCustomerDetailFragment, options: readonly (readonly [string, string])[]) =>
  customer.groupId && options.some(([value]) => value === customer.groupId) ? customer.groupId : '';

/**
 * "Change group": moves the buyer to another buyer group; the buyer's next page already shows the
 * new group's prices (the gateway drops the buyer's cached sessions).
 */
export function BuyerGroupChange({ customer }: { customer: AdminCustomerDetailFragment }) {
  const { options, loading, error } = useGroupOptions();
  const [change, { loading: saving }] = useMutation(AdminSetCustomerGroupMutation);
  const [value, setValue] = useState<string | null>(null);
  if (error)
    return (
      <Text fontSize="sm" color="fg.error">
        The buyer groups could not be loaded.
      </Text>
    );
  if (loading && options.length === 0)
    return (
      <Text fontSize="sm" color="fg.muted">
        Loading the buyer groups…
      </Text>
    );
  if (options.length === 0) return null;
  const current = groupValue(customer, options);
  const chosen = value ?? current;
  const save = async () => {
    try {
      const payload = (await change({ variables: { id: customer.id, groupId: chosen || null } })).data
        ?.setCustomerGroup;
      if (firstUserError(payload?.userErrors) || !payload?.customer) {
        toastFailure(payload ?? null, 'The group was not changed');
        return;
      }
      setValue(null);
      toastSuccess({ title: `${customer.companyName || customer.name} is now in ${payload.customer.groupName}` });
    } catch (failure) {
      toastFailure(failure, 'The group was not changed');
    }
  };
  return (
    <Stack gap="2">
      <FormField label="Buyer group" helperText="Decides the prices the buyer pays.">
        <SelectInput options={options} value={chosen} onChange={(event) => setValue(event.currentTarget.value)} />
      </FormField>
      <Button
        size="sm"
        variant="outline"
        alignSelf="flex-start"
        onClick={() => void save()}
        loading={saving}
        disabled={chosen === current}
      >
        Change group
      </Button>
    </Stack>
  );
}

/**
 * The status actions the API allows for the buyer's status (packages/domain's customerStatusActions:
 * Approve / Reject a PENDING application, Block an APPROVED buyer, Unblock a BLOCKED one), each
 * confirmed in a dialog.
 */
export function BuyerActions({ customer }: { customer: AdminCustomerDetailFragment }) {
  const [action, setAction] = useState<Action | null>(null);
  const [reason, setReason] = useState('');
  const [groupCode, setGroupCode] = useState('');
  const [groupId, setGroupId] = useState('');
  const groups = useGroupOptions();
  const [approve] = useMutation(AdminApproveCustomerMutation);
  const [reject] = useMutation(AdminRejectCustomerMutation);
  const [block] = useMutation(AdminBlockCustomerMutation);
  const [unblock] = useMutation(AdminUnblockCustomerMutation);
  const who = customer.companyName || customer.name;
  const actions = isCustomerStatus(customer.status) ? customerStatusActions(customer.status) : [];

  const open = (next: Action) => {
    setReason('');
    setGroupCode(customer.groupCode ?? '');
    setGroupId(groupValue(customer, groups.options));
    setAction(next);
  };

  const run = async (): Promise<boolean> => {
    const id = customer.id;
    try {
      let payload: Payload | undefined;
      if (action === 'approve')
        payload = (await approve({ variables: { id, groupCode: groupCode.trim() || null, groupId: groupId || null } }))
          .data?.approveCustomer;
      if (action === 'reject')
        payload = (await reject({ variables: { id, reason: reason.trim() } })).data?.rejectCustomer;
      if (action === 'block')
        payload = (await block({ variables: { id, reason: reason.trim() || null } })).data?.blockCustomer;
      if (action === 'unblock') payload = (await unblock({ variables: { id } })).data?.unblockCustomer;
      const problem = firstUserError(payload?.userErrors);
      if (problem || !payload?.customer) {
        toastFailure(payload ?? null, 'Nothing was changed');
        return false;
      }
      const done: Record<Action, string> = {
        approve: `${who} is approved`,
        reject: `${who}'s application is rejected`,
        block: `${who} is blocked and signed out`,
        unblock: `${who} is unblocked`,
      };
      toastSuccess({ title: done[action!] });
      return true;
    } catch (error) {
      toastFailure(error, 'Nothing was changed');
      return false;
    }
  };

  const dialogs: Record<Action, { title: string; description: string; confirm: string; destructive: boolean }> = {
    approve: {
      title: `Approve ${who}?`,
      description: 'The buyer can then see prices and order.',
      confirm: 'Approve',
      destructive: false,
    },
    reject: {
      title: `Reject ${who}'s application?`,
      description: 'The buyer is told the reason and cannot order.',
      confirm: 'Reject',
      destructive: true,
    },
    block: {
      title: `Block ${who}?`,
      description: 'The buyer is signed out everywhere at once and can no longer sign in or order.',
      confirm: 'Block',
      destructive: true,
    },
    unblock: {
      title: `Unblock ${who}?`,
      description: 'The buyer can sign in and order again.',
      confirm: 'Unblock',
      destructive: false,
    },
  };
  const dialog = action ? dialogs[action] : null;

  return (
    <>
      {actions.length ? (
        <Stack direction="row" gap="2" wrap="wrap">
          {actions.includes('approve') ? (
            <Button colorPalette="brand" size="sm" onClick={() => open('approve')}>
              Approve
            </Button>
          ) : null}
          {actions.includes('reject') ? (
            <Button colorPalette="red" variant="outline" size="sm" onClick={() => open('reject')}>
              Reject
            </Button>
          ) : null}
          {actions.includes('unblock') ? (
            <Button variant="outline" size="sm" onClick={() => open('unblock')}>
              Unblock
            </Button>
          ) : null}
          {actions.includes('block') ? (
            <Button colorPalette="red" variant="outline" size="sm" onClick={() => open('block')}>
              Block
            </Button>
          ) : null}
        </Stack>
      ) : (
        <Text fontSize="sm" color="fg.muted" data-testid="no-buyer-actions">
          A rejected application is final: the business applies again with a new registration.
        </Text>
      )}
      {dialog ? (
        <ConfirmDialog
          open
          onOpenChange={(isOpen) => !isOpen && setAction(null)}
          title={dialog.title}
          description={dialog.description}
          confirmLabel={dialog.confirm}
          destructive={dialog.destructive}
          onConfirm={run}
          canConfirm={action !== 'reject' || reason.trim().length > 0}
        >
          {action === 'reject' || action === 'block' ? (
            <FormField
              label="Reason"
              required={action === 'reject'}
              helperText={action === 'reject' ? 'Sent to the buyer.' : 'Kept with the account (optional).'}
            >
              <Textarea value={reason} onChange={(event) => setReason(event.currentTarget.value)} rows={3} />
            </FormField>
          ) : null}
          {action === 'approve' ? (
            <>
              {groups.options.length ? (
                <FormField label="Buyer group" helperText="Decides the prices the buyer pays.">
                  <SelectInput
                    options={groups.options}
                    value={groupId}
                    onChange={(event) => setGroupId(event.currentTarget.value)}
                  />
                </FormField>
              ) : null}
              <FormField label="Customer group code" helperText="Optional: your own reference for the buyer.">
                <Input value={groupCode} onChange={(event) => setGroupCode(event.currentTarget.value)} />
              </FormField>
            </>
          ) : null}
        </ConfirmDialog>
      ) : null}
    </>
  );
}

function Detail({ label, value }: { label: string; value: string | null | undefined }) {
  return (
    <Box>
      <Text fontSize="sm" color="fg.muted">
        {label}
      </Text>
      <Text>{value || '—'}</Text>
    </Box>
  );
}

export default function BuyerScreen() {
  const { id = '' } = useParams();
  const [search] = useSearchParams();
  const ordersPage = Math.max(1, Number(search.get('page')) || 1);
  const { data, loading, error, refetch } = useQuery(AdminCustomerQuery, { variables: { id, ordersPage } });
  const customer = data?.customer;
  const back: [string, string] = ['/admin/buyers', 'Buyers'];
  if (!customer) {
    if (loading) return <LoadingState label="Loading the buyer" />;
    return (
      <>
        <PageHeader title="Buyer" back={back} />
        {error ? (
          <ErrorState title="The buyer could not be loaded" error={error} onRetry={() => void refetch()} />
        ) : (
          <EmptyState title="There is no buyer with this id." />
        )}
      </>
    );
  }
  const orders = customer.orders;
  return (
    <>
      <PageHeader
        title={customer.companyName || customer.name}
        back={back}
        description={`Member since ${formatShortDate(customer.memberSince)}`}
        actions={<CustomerStatusBadge status={customer.status} />}
      />
      <Grid templateColumns={{ base: '1fr', lg: '1fr 1fr' }} gap="4" alignItems="start">
        <Panel title="Company">
          <Grid templateColumns={{ base: '1fr', sm: '1fr 1fr' }} gap="3">
            <Detail label="Contact" value={customer.name} />
            <Detail label="E-mail" value={customer.email} />
            <Detail label="Phone" value={customer.phone} />
            <Detail label="Company" value={customer.companyName || customer.company} />
            <Detail label="Registration number" value={customer.companyRegNumber} />
            <Detail label="VAT number" value={customer.companyVatNumber} />
            <Detail label="Address" value={customer.address} />
            <Detail label="Buyer group" value={customer.groupName} />
            <Detail label="Customer group code" value={customer.groupCode} />
          </Grid>
          <Stack gap="1" mt="3">
            <Text fontSize="sm" color="fg.muted">
              Trade licence
            </Text>
            {customer.licence ? (
              <Stack direction="row" gap="2" align="center" wrap="wrap">
                <Link href={customer.licence.url} color="brand.700" download>
                  {customer.licence.fileName}
                </Link>
                <Text fontSize="sm">valid until {formatShortDate(`${customer.licence.expiresOn}T12:00:00Z`)}</Text>
                <LicenceExpiryBadge licence={customer.licence} />
              </Stack>
            ) : (
              <Text fontSize="sm" color="fg.muted">
                None uploaded
              </Text>
            )}
          </Stack>
        </Panel>
        <Panel title="Account">
          <Stack gap="3">
            <Grid templateColumns="1fr 1fr" gap="3">
              <Detail label="Orders" value={String(customer.orderCount)} />
              <Detail label="Total spent" value={formatMoney(customer.totalSpent)} />
            </Grid>
            {customer.statusReason ? <Detail label="Reason" value={customer.statusReason} /> : null}
            <BuyerActions customer={customer} />
            {customer.status === 'APPROVED' ? <BuyerGroupChange customer={customer} /> : null}
            <BuyerPrivacy customer={customer} onDeleted={() => void refetch()} />
          </Stack>
        </Panel>
      </Grid>
      <Panel title="Orders" mt="4">
        {orders.items.length === 0 ? (
          <EmptyState title="No orders yet." />
        ) : (
          <TableScrollArea label="The buyer's orders">
            <Table.Root size="sm" aria-label="The buyer's orders">
              <Table.Header>
                <Table.Row>
                  <Table.ColumnHeader>Order</Table.ColumnHeader>
                  <Table.ColumnHeader>Placed</Table.ColumnHeader>
                  <Table.ColumnHeader>Total</Table.ColumnHeader>
                  <Table.ColumnHeader>Status</Table.ColumnHeader>
                </Table.Row>
              </Table.Header>
              <Table.Body>
                {orders.items.map((order) => (
                  <Table.Row key={order.id}>
                    <Table.Cell>
                      <Link asChild color="brand.700" fontWeight="600">
                        <RouterLink to={`/admin/orders/${order.number}`}>#{order.number}</RouterLink>
                      </Link>
                    </Table.Cell>
                    <Table.Cell>{formatDateTime(order.createdAt)}</Table.Cell>
                    <Table.Cell>{formatMoney(order.total)}</Table.Cell>
                    <Table.Cell>
                      <OrderStatusBadge status={order.status} />
                    </Table.Cell>
                  </Table.Row>
                ))}
              </Table.Body>
            </Table.Root>
          </TableScrollArea>
        )}
        {orders.totalCount > orders.pageSize ? (
          <Stack direction="row" gap="2" mt="3" justify="flex-end">
            {ordersPage > 1 ? (
              <Button asChild size="sm" variant="outline">
                <RouterLink to={`?page=${ordersPage - 1}`}>Previous orders</RouterLink>
              </Button>
            ) : null}
            {ordersPage * orders.pageSize < orders.totalCount ? (
              <Button asChild size="sm" variant="outline">
                <RouterLink to={`?page=${ordersPage + 1}`}>More orders</RouterLink>
              </Button>
            ) : null}
          </Stack>
        ) : null}
      </Panel>
    </>
  );
}
