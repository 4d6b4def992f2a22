import { Badge, Box, Button, Flex, Input, Stack, Table, Text } from '@chakra-ui/react';
import { useMutation, useQuery } from '@apollo/client/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { Plus, X } from 'lucide-react';
import { useState } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { z } from 'zod';
import { FormField } from '../../../components/form-field';
import { toastSuccess } from '../../../lib/toast';
import { DeleteButton } from '../../components/delete-button';
import { EditPanelForm } from '../../components/edit-panel-form';
import { SelectInput } from '../../components/form-bits';
import { PageHeader } from '../../components/page-header';
import { EditItemButton, NewItemButton, QueryList, ResourceTable, useEditing } from '../../components/resource-list';
import { EmptyState } from '../../components/states';
import type { AdminCouponFieldsFragment } from '../../gql/graphql';
import { formatShortDate, humanize } from '../../lib/format';
import { saveForm } from '../../lib/save-form';
import {
  AdminCouponProductNameQuery,
  AdminCouponProductSearchQuery,
  AdminCouponsQuery,
  AdminDeleteCouponMutation,
  AdminSaveCouponMutation,
} from './coupons-documents';

export const DISCOUNT_TYPES = [
  ['percent', 'Percentage of the matching products'],
  ['fixed_cart', 'Fixed amount off the cart'],
  ['fixed_product', 'Fixed amount off each matching product'],
] as const;

const AMOUNT = /^\d{1,7}(\.\d{1,2})?$/;
const optionalAmount = z
  .string()
  .trim()
  .refine((text) => text === '' || AMOUNT.test(text), 'Enter an amount in euros, e.g. 50.00, or leave it empty.');

export const couponSchema = z
  .object({
    code: z
      .string()
      .trim()
      .min(2, 'Enter a code of at least 2 characters.')
      .max(50, 'Keep the code under 50 characters.')
      .regex(/^[A-Za-z0-9_-]+$/, 'Use letters, digits, "-" and "_" only.'),
    discountType: z.enum(['percent', 'fixed_cart', 'fixed_product']),
    amount: z.string().trim().regex(AMOUNT, 'Enter the discount, e.g. 10 or 12.50.'),
    minimumAmount: optionalAmount,
    maximumAmount: optionalAmount,
    productIds: z.array(z.string()),
    usageLimit: z
      .string()
      .trim()
      .refine((text) => text === '' || /^[1-9]\d{0,6}$/.test(text), 'Enter a whole number of uses, or leave it empty.'),
    expiresAt: z.string(),
  })
  .superRefine((values, ctx) => {
    if (values.discountType === 'percent' && Number(values.amount) > 100) {
      ctx.addIssue({ code: 'custom', path: ['amount'], message: 'A percentage is at most 100.' });
    }
    if (values.minimumAmount && values.maximumAmount && Number(values.maximumAmount) < Number(values.minimumAmount)) {
      ctx.addIssue({ code: 'custom', path: ['maximumAmount'], message: 'The maximum must not be below the minimum.' });
    }
  });
export type CouponValues = z.input<typeof couponSchema>;

function toValues(coupon: AdminCouponFieldsFragment | null): CouponValues {
  return {
    code: coupon?.code ?? '',
    discountType: (DISCOUNT_TYPES.find(([t]) => t === coupon?.discountType)?.[0] ??
      'percent') as CouponValues['discountType'],
    amount: coupon?.amount ?? '',
    minimumAmount: coupon?.minimumAmount ?? '',
    maximumAmount: coupon?.maximumAmount ?? '',
    productIds: [...(coupon?.productIds ?? [])],
    usageLimit: coupon?.usageLimit ? String(coupon.usageLimit) : '',
    expiresAt: coupon?.expiresAt ? coupon.expiresAt.slice(0, 10) : '',
  };
}

function ProductName({ id }: { id: string }) {
  const { data } = useQuery(AdminCouponProductNameQuery, { variables: { id }, fetchPolicy: 'cache-first' });
  return <>{data?.product?.name ?? `Product ${id}`}</>;
}

/** pick the products a coupon is restricted to: search, add, remove */
export function ProductPicker({ value, onChange }: { value: string[]; onChange: (ids: string[]) => void }) {
  const [search, setSearch] = useState('');
  const { data, loading } = useQuery(AdminCouponProductSearchQuery, {
    variables: { search: search.trim() },
    skip: search.trim().length < 2,
  });
  const results = (data?.products.items ?? []).filter((p) => !value.includes(p.id));
  return (
    <Stack gap="2">
      {value.length ? (
        <Flex gap="2" wrap="wrap" as="ul" listStyleType="none" aria-label="Restricted to">
          {value.map((id) => (
            <Badge as="li" key={id} variant="subtle" colorPalette="brand" px="2" py="1" display="flex" gap="1">
              <ProductName id={id} />
              <Button
                size="2xs"
                variant="ghost"
                aria-label="Remove this product"
                onClick={() => onChange(value.filter((v) => v !== id))}
              >
                <X />
              </Button>
            </Badge>
          ))}
        </Flex>
      ) : (
        <Text fontSize="sm" color="fg.muted">
          All products.
        </Text>
      )}
      <Input
        type="search"
        aria-label="Find a product to restrict the coupon to"
        placeholder="Type at least 2 letters of a product name"
        value={search}
        onChange={(event) => setSearch(event.currentTarget.value)}
      />
      {search.trim().length >= 2 ? (
        <Stack as="ul" gap="1" listStyleType="none" aria-label="Matching products" aria-busy={loading || undefined}>
          {results.map((product) => (
            <li key={product.id}>
              <Button
                size="xs"
                variant="outline"
                onClick={() => {
                  onChange([...value, product.id]);
                  setSearch('');
                }}
              >
                <Plus aria-hidden="true" /> {product.name}
              </Button>
            </li>
          ))}
          {!loading && results.length === 0 ? (
            <Text as="li" fontSize="sm" color="fg.muted">
              No other products match.
            </Text>
          ) : null}
        </Stack>
      ) : null}
    </Stack>
  );
}

/** the save mutation's input for the form's values */
function couponInput(values: CouponValues, coupon: AdminCouponFieldsFragment | null) {
  return {
    ...(coupon ? { id: coupon.id } : {}),
    code: values.code.trim(),
    discountType: values.discountType,
    amount: values.amount.trim(),
    minimumAmount: values.minimumAmount.trim() || null,
    maximumAmount: values.maximumAmount.trim() || null,
    productIds: values.productIds,
    usageLimit: values.usageLimit ? Number(values.usageLimit) : null,
    // the end of the chosen day
    expiresAt: values.expiresAt ? `${values.expiresAt}T23:59:59Z` : null,
  };
}

export function CouponForm({ coupon, onDone }: { coupon: AdminCouponFieldsFragment | null; onDone: () => void }) {
  const [save] = useMutation(AdminSaveCouponMutation, { refetchQueries: ['AdminCoupons'] });
  const {
    register,
    handleSubmit,
    control,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<CouponValues>({
    resolver: zodResolver(couponSchema),
    mode: 'onTouched',
    defaultValues: toValues(coupon),
  });
  const type = useWatch({ control, name: 'discountType' });
  const onSubmit = handleSubmit((values) =>
    saveForm({
      save: async () => (await save({ variables: { input: couponInput(values, coupon) } })).data?.saveCoupon,
      saved: (payload) => payload.coupon,
      onSaved: (saved) => {
        toastSuccess({ title: coupon ? 'Coupon saved' : 'Coupon created', description: saved.code });
        onDone();
      },
      setError,
      fields: Object.keys(toValues(null)),
      failure: 'The coupon was not saved',
    }),
  );
  return (
    <EditPanelForm
      title={coupon ? `Edit coupon ${coupon.code}` : 'New coupon'}
      label="Coupon"
      onSubmit={onSubmit}
      submitting={isSubmitting}
      submitLabel={coupon ? 'Save coupon' : 'Create coupon'}
      onCancel={onDone}
    >
      <Box display="grid" gridTemplateColumns={{ base: '1fr', md: '1fr 1fr' }} gap="4">
        <FormField label="Code" required error={errors.code?.message} helperText="What buyers type in the cart.">
          <Input {...register('code')} textTransform="uppercase" />
        </FormField>
        <FormField label="Type" required error={errors.discountType?.message}>
          <SelectInput options={DISCOUNT_TYPES} {...register('discountType')} />
        </FormField>
        <FormField label={type === 'percent' ? 'Discount (%)' : 'Discount (€)'} required error={errors.amount?.message}>
          <Input inputMode="decimal" {...register('amount')} />
        </FormField>
        <FormField label="Usage limit" error={errors.usageLimit?.message} helperText="Empty: no limit.">
          <Input inputMode="numeric" {...register('usageLimit')} />
        </FormField>
        <FormField label="Minimum order (€)" error={errors.minimumAmount?.message}>
          <Input inputMode="decimal" {...register('minimumAmount')} />
        </FormField>
        <FormField label="Maximum order (€)" error={errors.maximumAmount?.message}>
          <Input inputMode="decimal" {...register('maximumAmount')} />
        </FormField>
        <FormField label="Expires on" error={errors.expiresAt?.message} helperText="Valid until the end of this day.">
          <Input type="date" {...register('expiresAt')} />
        </FormField>
      </Box>
      <Controller
        control={control}
        name="productIds"
        render={({ field }) => (
          <FormField
            label="Products"
            helperText="Restrict the coupon to these products."
            error={errors.productIds?.message}
          >
            <ProductPicker value={field.value} onChange={field.onChange} />
          </FormField>
        )}
      />
    </EditPanelForm>
  );
}

function amountLabel(coupon: AdminCouponFieldsFragment): string {
  return coupon.discountType === 'percent' ? `${coupon.amount}%` : `€${coupon.amount}`;
}

export default function CouponsScreen() {
  const { data, loading, error, refetch } = useQuery(AdminCouponsQuery);
  const [remove] = useMutation(AdminDeleteCouponMutation, { refetchQueries: ['AdminCoupons'] });
  const editing = useEditing<AdminCouponFieldsFragment>();
  return (
    <>
      <PageHeader title="Coupons" actions={<NewItemButton onClick={editing.startNew}>New coupon</NewItemButton>} />
      {editing.open ? <CouponForm key={editing.key} coupon={editing.item} onDone={editing.close} /> : null}
      <QueryList
        items={data?.coupons}
        error={error}
        onRetry={() => void refetch()}
        errorTitle="The coupons could not be loaded"
        loadingLabel="Loading the coupons"
        empty={<EmptyState title="No coupons yet." />}
      >
        {(coupons) => (
          <ResourceTable
            label="Coupons"
            columns={['Code', 'Discount', 'Order amount', 'Used', 'Expires']}
            busy={loading}
          >
            {coupons.map((coupon) => (
              <Table.Row key={coupon.id} data-testid="table-row">
                <Table.Cell fontWeight="600">{coupon.code}</Table.Cell>
                <Table.Cell>
                  {amountLabel(coupon)}{' '}
                  <Text as="span" color="fg.muted" fontSize="xs">
                    {humanize(coupon.discountType)}
                    {coupon.productIds.length ? ` · ${coupon.productIds.length} products` : ''}
                  </Text>
                </Table.Cell>
                <Table.Cell>
                  {coupon.minimumAmount || coupon.maximumAmount
                    ? [
                        coupon.minimumAmount && `from €${coupon.minimumAmount}`,
                        coupon.maximumAmount && `up to €${coupon.maximumAmount}`,
                      ]
                        .filter(Boolean)
                        .join(', ')
                    : 'Any'}
                </Table.Cell>
                <Table.Cell>
                  {coupon.usageCount}
                  {coupon.usageLimit ? ` of ${coupon.usageLimit}` : ''}
                </Table.Cell>
                <Table.Cell>{coupon.expiresAt ? formatShortDate(coupon.expiresAt) : 'Never'}</Table.Cell>
                <Table.Cell textAlign="end" whiteSpace="nowrap">
                  <EditItemButton label={`Edit ${coupon.code}`} onClick={() => editing.edit(coupon)} />
                  <DeleteButton
                    what="coupon"
                    name={coupon.code}
                    consequence="Buyers can no longer use this code. Orders that used it keep their discount."
                    onDelete={async () => (await remove({ variables: { id: coupon.id } })).data?.deleteCoupon}
                  />
                </Table.Cell>
              </Table.Row>
            ))}
          </ResourceTable>
        )}
      </QueryList>
    </>
  );
}
