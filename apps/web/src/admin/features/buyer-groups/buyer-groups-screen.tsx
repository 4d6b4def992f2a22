import { Badge, Box, Button, Flex, Input, Stack, Table, Text } from '@chakra-ui/react';
import { useMutation, useQuery } from '@apollo/client/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { Plus, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { useFieldArray, useForm } from 'react-hook-form';
import { z } from 'zod';
import { FormField } from '../../../components/form-field';
import { toastSuccess } from '../../../lib/toast';
import { EditPanelForm } from '../../components/edit-panel-form';
import { PageHeader } from '../../components/page-header';
import { EditItemButton, NewItemButton, QueryList, ResourceTable, useEditing } from '../../components/resource-list';
import { EmptyState } from '../../components/states';
import type { AdminBuyerGroupFieldsFragment } from '../../gql/graphql';
import { formatMoney } from '../../lib/format';
import { saveForm } from '../../lib/save-form';
import { useStaffSession } from '../session/staff-session';
import {
  AdminBuyerGroupProductSearchQuery,
  AdminBuyerGroupsQuery,
  AdminSaveBuyerGroupMutation,
} from './buyer-groups-documents';

const PRICE = /^\d{1,7}([.,]\d{1,2})?$/;
/** "10 = 6.20, 50 = 5.80": a tier per comma, quantity = unit price */
const TIER = /^\s*(\d{1,7})\s*[=:]\s*(\d{1,7}(?:[.,]\d{1,2})?)\s*$/;

export function parseTiers(text: string): { minQuantity: number; price: string }[] | null {
  const parts = text.split(/[,;\n]/).filter((part) => part.trim() !== '');
  const tiers = parts.map((part) => TIER.exec(part));
  if (tiers.some((match) => !match)) return null;
  return tiers.map((match) => ({ minQuantity: Number(match![1]), price: match![2]!.replace(',', '.') }));
}

const itemSchema = z.object({
  productId: z.string(),
  variationId: z.string(),
  label: z.string(),
  listPrice: z.string(),
  price: z
    .string()
    .trim()
    .refine((text) => text === '' || PRICE.test(text), 'Enter a price in euros, e.g. 9.50, or leave it empty.'),
  tiers: z
    .string()
    .trim()
    .refine((text) => text === '' || parseTiers(text) !== null, 'Write each tier as quantity = price, e.g. 10 = 6.20.'),
});

export const buyerGroupSchema = z.object({
  name: z.string().trim().min(1, 'Enter a group name.').max(60, 'Keep the name under 60 characters.'),
  percentOff: z
    .string()
    .trim()
    .regex(/^\d{1,3}([.,]\d{1,2})?$/, 'Enter a percentage from 0 to 100, e.g. 15 or 12.5.')
    .refine((text) => Number(text.replace(',', '.')) <= 100, 'A percentage is at most 100.'),
  items: z.array(itemSchema),
});
export type BuyerGroupValues = z.input<typeof buyerGroupSchema>;
type ItemValues = BuyerGroupValues['items'][number];

function toValues(group: AdminBuyerGroupFieldsFragment | null): BuyerGroupValues {
  return {
    name: group?.name ?? '',
    percentOff: group?.percentOff ?? '0',
    items: (group?.items ?? []).map((item) => ({
      productId: item.productId,
      variationId: item.variationId ?? '',
      label: item.variationLabel ? `${item.productName} – ${item.variationLabel}` : item.productName,
      listPrice: formatMoney(item.listPrice) ?? item.listPrice.amount,
      price: item.price?.amount ?? '',
      tiers: item.tiers.map((tier) => `${tier.minQuantity} = ${tier.price.amount}`).join(', '),
    })),
  };
}

function groupInput(values: BuyerGroupValues, group: AdminBuyerGroupFieldsFragment | null) {
  return {
    id: group?.id ?? null,
    name: values.name.trim(),
    percentOff: values.percentOff.trim().replace(',', '.'),
    items: values.items.map((item) => ({
      productId: item.productId,
      variationId: item.variationId || null,
      price: item.price.trim() ? item.price.trim().replace(',', '.') : null,
      tiers: parseTiers(item.tiers) ?? [],
    })),
  };
}

/** find a product (and one of its variations) to give the group its own price for */
function ItemPicker({ taken, onPick }: { taken: ItemValues[]; onPick: (item: ItemValues) => void }) {
  const [search, setSearch] = useState('');
  const active = search.trim().length >= 2;
  const { data, loading, error } = useQuery(AdminBuyerGroupProductSearchQuery, {
    variables: { search: search.trim() },
    skip: !active,
  });
  const isTaken = (productId: string, variationId: string) =>
    taken.some((item) => item.productId === productId && item.variationId === variationId);
  const choices = (data?.products.items ?? []).flatMap((product) => [
    {
      productId: product.id,
      variationId: '',
      label: product.name,
      listPrice: formatMoney(product.price) ?? product.price.amount,
    },
    ...product.variations.map((variation) => ({
      productId: product.id,
      variationId: variation.id,
      label: `${product.name} – ${variation.attributes.map((a) => a.option).join(' / ')}`,
      listPrice: formatMoney(variation.price) ?? variation.price.amount,
    })),
  ]);
  const open = choices.filter((choice) => !isTaken(choice.productId, choice.variationId));
  return (
    <Stack gap="2" w="full">
      <Input
        type="search"
        aria-label="Find a product to price for this group"
        placeholder="Type at least 2 letters of a product name or SKU"
        value={search}
        onChange={(event) => setSearch(event.currentTarget.value)}
      />
      {active ? (
        <Stack as="ul" gap="1" listStyleType="none" aria-label="Matching products" aria-busy={loading || undefined}>
          {open.map((choice) => (
            <li key={`${choice.productId}-${choice.variationId}`}>
              <Button
                size="xs"
                variant="outline"
                whiteSpace="normal"
                textAlign="start"
                height="auto"
                py="1"
                onClick={() => {
                  onPick({ ...choice, price: '', tiers: '' });
                  setSearch('');
                }}
              >
                <Plus aria-hidden="true" /> {choice.label} ({choice.listPrice})
              </Button>
            </li>
          ))}
          {error ? (
            <Text as="li" fontSize="sm" color="fg.error">
              The products could not be searched.
            </Text>
          ) : null}
          {!loading && !error && open.length === 0 ? (
            <Text as="li" fontSize="sm" color="fg.muted">
              No other products match.
            </Text>
          ) : null}
        </Stack>
      ) : null}
    </Stack>
  );
}

export function BuyerGroupForm({ group, onDone }: { group: AdminBuyerGroupFieldsFragment | null; onDone: () => void }) {
  const [save] = useMutation(AdminSaveBuyerGroupMutation, { refetchQueries: ['AdminBuyerGroups'] });
  const {
    register,
    handleSubmit,
    control,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<BuyerGroupValues>({
    resolver: zodResolver(buyerGroupSchema),
    mode: 'onTouched',
    defaultValues: toValues(group),
  });
  const items = useFieldArray({ control, name: 'items' });
  const onSubmit = handleSubmit((values) =>
    saveForm({
      save: async () => (await save({ variables: { input: groupInput(values, group) } })).data?.saveBuyerGroup,
      saved: (payload) => payload.group,
      onSaved: (saved) => {
        toastSuccess({ title: group ? 'Buyer group saved' : 'Buyer group created', description: saved.name });
        onDone();
      },
      setError,
      fields: ['name', 'percentOff', 'items'],
      failure: 'The buyer group was not saved',
    }),
  );
  return (
    <EditPanelForm
      title={group ? `Edit buyer group ${group.name}` : 'New buyer group'}
      label="Buyer group"
      onSubmit={onSubmit}
      submitting={isSubmitting}
      submitLabel={group ? 'Save group' : 'Create group'}
      onCancel={onDone}
    >
      <Box display="grid" gridTemplateColumns={{ base: '1fr', md: '1fr 1fr' }} gap="4">
        <FormField label="Name" required error={errors.name?.message}>
          <Input {...register('name')} />
        </FormField>
        <FormField
          label="Discount off list prices (%)"
          required
          error={errors.percentOff?.message}
          helperText="Taken off each unit's list price, rounded to the cent. 0: list prices."
        >
          <Input inputMode="decimal" {...register('percentOff')} />
        </FormField>
      </Box>
      <Stack gap="3">
        <Text fontWeight="600">Own prices and tiers</Text>
        <Text fontSize="sm" color="fg.muted">
          An own price replaces the discount for that product or variation; own tiers replace its list tiers. The buyer
          always pays the lowest price that applies.
        </Text>
        {items.fields.length === 0 ? (
          <Text fontSize="sm" color="fg.muted">
            No own prices: the discount applies to every product.
          </Text>
        ) : (
          <Stack as="ul" gap="3" listStyleType="none" aria-label="Own prices">
            {items.fields.map((field, index) => (
              <Box as="li" key={field.id} borderWidth="1px" borderRadius="md" p="3">
                <Flex justify="space-between" align="flex-start" gap="2">
                  <Box minW="0">
                    <Text fontWeight="600" overflowWrap="anywhere">
                      {field.label}
                    </Text>
                    <Text fontSize="sm" color="fg.muted">
                      List price {field.listPrice}
                    </Text>
                  </Box>
                  <Button
                    size="xs"
                    variant="ghost"
                    colorPalette="red"
                    aria-label={`Remove ${field.label}`}
                    onClick={() => items.remove(index)}
                  >
                    <Trash2 aria-hidden="true" />
                  </Button>
                </Flex>
                <Box display="grid" gridTemplateColumns={{ base: '1fr', md: '1fr 2fr' }} gap="3" mt="2">
                  <FormField
                    label="Group price (€)"
                    error={errors.items?.[index]?.price?.message}
                    helperText="Empty: the discount."
                  >
                    <Input inputMode="decimal" {...register(`items.${index}.price`)} />
                  </FormField>
                  <FormField
                    label="Group tiers"
                    error={errors.items?.[index]?.tiers?.message}
                    helperText="Quantity = unit price, e.g. 10 = 6.20, 50 = 5.80. Empty: the list tiers."
                  >
                    <Input {...register(`items.${index}.tiers`)} />
                  </FormField>
                </Box>
              </Box>
            ))}
          </Stack>
        )}
        <FormField label="Add a product or variation">
          <ItemPicker taken={items.fields} onPick={(item) => items.append(item)} />
        </FormField>
      </Stack>
    </EditPanelForm>
  );
}

/** "Buyer groups": every staff member sees them, owners edit them */
export default function BuyerGroupsScreen() {
  const { isOwner } = useStaffSession();
  const { data, loading, error, refetch } = useQuery(AdminBuyerGroupsQuery);
  const editing = useEditing<AdminBuyerGroupFieldsFragment>();
  return (
    <>
      <PageHeader
        title="Buyer groups"
        description={
          isOwner
            ? 'The prices each group of buyers pays. Put a buyer in a group when approving them or on their page.'
            : 'The prices each group of buyers pays. Only an owner can change them.'
        }
        actions={isOwner ? <NewItemButton onClick={editing.startNew}>New group</NewItemButton> : null}
      />
      {editing.open && isOwner ? (
        <BuyerGroupForm key={editing.key} group={editing.item} onDone={editing.close} />
      ) : null}
      <QueryList
        items={data?.buyerGroups}
        error={error}
        onRetry={() => void refetch()}
        errorTitle="The buyer groups could not be loaded"
        loadingLabel="Loading the buyer groups"
        empty={<EmptyState title="No buyer groups yet: every buyer pays list prices." />}
      >
        {(groups) => (
          <ResourceTable label="Buyer groups" columns={['Group', 'Discount', 'Own prices', 'Buyers']} busy={loading}>
            {groups.map((group) => (
              <Table.Row key={group.id} data-testid="table-row">
                <Table.Cell fontWeight="600">
                  {group.name}{' '}
                  {group.isDefault ? (
                    <Badge colorPalette="gray" variant="subtle">
                      Default
                    </Badge>
                  ) : null}
                </Table.Cell>
                <Table.Cell>{group.percentOff === '0' ? 'List prices' : `${group.percentOff} % off`}</Table.Cell>
                <Table.Cell>
                  {group.items.length === 0
                    ? 'None'
                    : group.items
                        .map((item) =>
                          item.variationLabel ? `${item.productName} – ${item.variationLabel}` : item.productName,
                        )
                        .join(', ')}
                </Table.Cell>
                <Table.Cell>{group.customerCount}</Table.Cell>
                <Table.Cell textAlign="end" whiteSpace="nowrap">
                  {isOwner ? <EditItemButton label={`Edit ${group.name}`} onClick={() => editing.edit(group)} /> : null}
                </Table.Cell>
              </Table.Row>
            ))}
          </ResourceTable>
        )}
      </QueryList>
    </>
  );
}
