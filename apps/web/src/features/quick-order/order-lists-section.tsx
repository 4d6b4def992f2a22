import { Box, Button, Dialog, Field, Flex, Heading, HStack, Input, Skeleton, Stack, Text } from '@chakra-ui/react';
import { useMutation, useQuery } from '@apollo/client/react';
import { ORDER_LIST_NAME_MAX } from '@shop/domain';
import { useEffect, useRef, useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { toCartLineInput, useCart } from '../../lib/cart';
import { formatDate } from '../../lib/date';
import { toastFailure, toastInfo, toastSuccess } from '../../lib/toast';
import type { OrderListFieldsFragment } from '../../gql/graphql';
import { cartItemsOf, lineVariantText, productsAddedText, withVariant } from './quick-order-cart';
import {
  CreateOrderListMutation,
  DeleteOrderListMutation,
  LoadOrderListMutation,
  OrderListsQuery,
  RenameOrderListMutation,
  UpdateOrderListLinesMutation,
} from './quick-order-documents';

type OrderList = OrderListFieldsFragment;

const REFETCH = [{ query: OrderListsQuery }];

function lineLabel(line: OrderList['lines'][number]): string {
  if (!line.product) return 'A product no longer sold';
  return withVariant(line.product.name, lineVariantText({ variationId: line.variationId, product: line.product }));
}

/** `lists`: the buyer's list ids; when they change (one deleted, say), a refusal like "name taken" is stale */
function SaveCartForm({ lists }: { lists: string }) {
  const { items } = useCart();
  const [name, setName] = useState('');
  const [error, setError] = useState<string | null>(null);
  useEffect(() => setError(null), [lists]);
  const [create, { loading }] = useMutation(CreateOrderListMutation, {
    refetchQueries: REFETCH,
    awaitRefetchQueries: true,
  });
  const empty = items.length === 0;

  const save = async () => {
    setError(null);
    try {
      const { data } = await create({ variables: { input: { name, lines: items.map(toCartLineInput) } } });
      const result = data?.createOrderList;
      if (!result || result.userErrors.length > 0) {
        setError(result?.userErrors.map((e) => e.message).join(' ') ?? 'The list could not be saved');
        return;
      }
      toastSuccess({ title: `Saved your cart as "${result.orderList?.name ?? name}"` });
      setName('');
    } catch (failure) {
      toastFailure(failure, 'The list could not be saved');
    }
  };

  return (
    <Box
      as="form"
      onSubmit={(event: React.FormEvent) => {
        event.preventDefault();
        void save();
      }}
      data-testid="save-cart-form"
    >
      {/* the button sits beside the input inside the field, so an error below the input cannot move it */}
      <Field.Root invalid={!!error}>
        <Field.Label>Save the current cart as a list</Field.Label>
        <Flex gap="2" w="full">
          <Input
            flex="1"
            minW="0"
            value={name}
            onChange={(event) => {
              setName(event.target.value);
              setError(null);
            }}
            placeholder="For example: Weekly restock"
            maxLength={ORDER_LIST_NAME_MAX}
            disabled={empty}
            data-testid="order-list-name"
          />
          <Button
            type="submit"
            colorPalette="brand"
            flexShrink="0"
            loading={loading}
            disabled={empty}
            data-testid="save-cart-as-list"
          >
            Save list
          </Button>
        </Flex>
        {error && <Field.ErrorText>{error}</Field.ErrorText>}
      </Field.Root>
      {empty && (
        <Text fontSize="sm" color="fg.muted" mt="1">
          Your cart is empty: add products first, then save them as a list.
        </Text>
      )}
    </Box>
  );
}

function OrderListCard({ list, onDeleted }: { list: OrderList; onDeleted: (id: string) => void }) {
  const { addItems } = useCart();
  const [editing, setEditing] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const [name, setName] = useState(list.name);
  const [quantities, setQuantities] = useState<string[]>(() => list.lines.map((line) => String(line.quantity)));
  const [error, setError] = useState<string | null>(null);
  const keepRef = useRef<HTMLButtonElement>(null);
  const [load, loadState] = useMutation(LoadOrderListMutation);
  const [rename, renameState] = useMutation(RenameOrderListMutation);
  const [updateLines, updateState] = useMutation(UpdateOrderListLinesMutation);
  const [remove, removeState] = useMutation(DeleteOrderListMutation, {
    refetchQueries: REFETCH,
    awaitRefetchQueries: true,
  });

  const loadIntoCart = async () => {
    try {
      const { data } = await load({ variables: { id: list.id } });
      const result = data?.loadOrderList;
      if (!result || result.userErrors.length > 0) {
        toastFailure(result ?? null, 'The list could not be loaded');
        return;
      }
      const skippedText = result.skipped.map((line) => `${line.name}: ${line.message}`).join('; ');
      if (result.lines.length === 0) {
        toastInfo({ title: 'Nothing on this list can be ordered now', description: skippedText });
        return;
      }
      addItems(cartItemsOf(result.lines));
      const added = productsAddedText(result.lines.length);
      if (result.skipped.length > 0)
        toastInfo({ title: `${added}; ${result.skipped.length} skipped`, description: skippedText });
      else toastSuccess({ title: added });
    } catch (failure) {
      toastFailure(failure, 'The list could not be loaded');
    }
  };

  const saveChanges = async () => {
    setError(null);
    try {
      if (name.trim() !== list.name) {
        const { data } = await rename({ variables: { id: list.id, name } });
        const errors = data?.renameOrderList.userErrors ?? [];
        if (errors.length > 0) {
          setError(errors.map((e) => e.message).join(' '));
          return;
        }
      }
      const lines = list.lines
        .map((line, index) => ({
          productId: line.productId,
          variationId: line.variationId ?? null,
          quantity: Number(quantities[index] ?? '0'),
        }))
        // a quantity of 0 removes the line
        .filter((line) => line.quantity !== 0);
      const { data } = await updateLines({ variables: { id: list.id, lines } });
      const errors = data?.updateOrderListLines.userErrors ?? [];
      if (errors.length > 0) {
        setError(errors.map((e) => e.message).join(' '));
        return;
      }
      setEditing(false);
      toastSuccess({ title: 'List saved' });
    } catch (failure) {
      toastFailure(failure, 'The list could not be saved');
    }
  };

  const deleteList = async () => {
    try {
      const { data } = await remove({ variables: { id: list.id } });
      const result = data?.deleteOrderList;
      if (!result || result.userErrors.length > 0) {
        // the confirmation stays open: Keep it or try again
        toastFailure(result ?? null, 'The list could not be deleted');
        return;
      }
      setConfirming(false);
      toastSuccess({ title: `Deleted "${list.name}"` });
      onDeleted(list.id);
    } catch (failure) {
      toastFailure(failure, 'The list could not be deleted');
    }
  };

  const count = list.lines.length;
  return (
    <Box as="li" borderWidth="1px" borderRadius="md" p="4" data-testid="order-list">
      {/* An alertdialog (focus trap, Escape, the rest of the page inert, focus back on Delete), as the
          account's ConfirmButton; focus starts on the safe choice. Not portalled: it stays inside its
          card, where the quick-order journey looks for it. */}
      <Dialog.Root
        role="alertdialog"
        aria-label={`Delete ${list.name}?`}
        open={confirming}
        onOpenChange={(details) => {
          if (!removeState.loading) setConfirming(details.open);
        }}
        initialFocusEl={() => keepRef.current}
        placement="center"
      >
        <Flex justify="space-between" gap="3" wrap="wrap" align="flex-start">
          <Box minW="0">
            <Heading as="h3" size="sm" overflowWrap="anywhere">
              {list.name}
            </Heading>
            <Text fontSize="sm" color="fg.muted">
              {count} {count === 1 ? 'product' : 'products'} · changed {formatDate(list.updatedAt)}
            </Text>
          </Box>
          <HStack gap="2" wrap="wrap">
            <Button
              size="sm"
              colorPalette="brand"
              onClick={() => void loadIntoCart()}
              loading={loadState.loading}
              data-testid="load-order-list"
            >
              Add to cart
            </Button>
            <Button size="sm" variant="outline" onClick={() => setEditing((value) => !value)} aria-expanded={editing}>
              {editing ? 'Close' : 'Edit'}
            </Button>
            <Dialog.Trigger asChild>
              <Button size="sm" variant="outline" colorPalette="red" data-testid="delete-order-list">
                Delete
              </Button>
            </Dialog.Trigger>
          </HStack>
        </Flex>

        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content mx="4">
            <Dialog.Header>
              <Dialog.Title overflowWrap="anywhere">Delete &quot;{list.name}&quot;?</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Dialog.Description>This cannot be undone.</Dialog.Description>
            </Dialog.Body>
            <Dialog.Footer>
              <Dialog.ActionTrigger asChild>
                <Button ref={keepRef} variant="outline" disabled={removeState.loading}>
                  Keep it
                </Button>
              </Dialog.ActionTrigger>
              <Button
                colorPalette="red"
                onClick={() => void deleteList()}
                loading={removeState.loading}
                data-testid="confirm-delete-order-list"
              >
                Delete list
              </Button>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Dialog.Root>

      {editing && (
        <Stack
          as="form"
          gap="3"
          mt="4"
          onSubmit={(event: React.FormEvent) => {
            event.preventDefault();
            void saveChanges();
          }}
        >
          <Field.Root>
            <Field.Label>List name</Field.Label>
            <Input value={name} onChange={(event) => setName(event.target.value)} maxLength={ORDER_LIST_NAME_MAX} />
          </Field.Root>
          <Stack as="ul" gap="2" listStyleType="none" m="0" p="0">
            {list.lines.map((line, index) => (
              <Flex as="li" key={`${line.productId}-${line.variationId ?? ''}`} gap="2" align="center">
                <Text fontSize="sm" flex="1" minW="0" overflowWrap="anywhere">
                  {lineLabel(line)}
                </Text>
                <Input
                  w="24"
                  inputMode="numeric"
                  value={quantities[index] ?? ''}
                  aria-label={`Quantity of ${lineLabel(line)} (0 removes it)`}
                  onChange={(event) =>
                    setQuantities((current) =>
                      current.map((q, i) => (i === index ? event.target.value.replace(/\D/g, '') : q)),
                    )
                  }
                />
              </Flex>
            ))}
          </Stack>
          {error && (
            <Text color="red.700" fontSize="sm" role="alert">
              {error}
            </Text>
          )}
          <HStack>
            <Button type="submit" colorPalette="brand" size="sm" loading={renameState.loading || updateState.loading}>
              Save changes
            </Button>
          </HStack>
        </Stack>
      )}
    </Box>
  );
}

/**
 * Order lists (saved carts): the buyer's own (the shop has no company accounts with several users, so
 * colleagues cannot share a list). Save the cart under a name, add a list to the cart (what is no
 * longer sold is skipped and said), edit quantities, rename, delete after a confirmation.
 */
export function OrderListsSection() {
  const { data, loading, error, refetch } = useQuery(OrderListsQuery);
  const lists = data?.orderLists ?? [];
  // A deleted list's card goes with the Delete button the dialog gives focus back to, which would leave
  // focus on the page's body: once the card is gone, the section takes it (keyboard users stay here).
  const sectionRef = useRef<HTMLDivElement>(null);
  const [deletedId, setDeletedId] = useState<string | null>(null);
  useEffect(() => {
    if (deletedId === null || data?.orderLists.some((list) => list.id === deletedId)) return;
    setDeletedId(null);
    sectionRef.current?.focus();
  }, [deletedId, data]);
  return (
    <Stack ref={sectionRef} tabIndex={-1} aria-label="Order lists" gap="4" data-testid="order-lists">
      <Text color="fg.muted" fontSize="sm">
        Lists are yours alone: the shop has no company accounts, so colleagues cannot see them. Need a colleague to
        order too? Send them a CSV file for the upload above.
      </Text>
      <SaveCartForm lists={lists.map((list) => list.id).join(' ')} />
      {loading && !data ? (
        <Stack gap="2" aria-busy="true" aria-label="Loading your order lists">
          <Skeleton h="16" />
          <Skeleton h="16" />
        </Stack>
      ) : error ? (
        <Flex gap="3" align="center" role="alert">
          <Text color="red.700">Your order lists could not be loaded.</Text>
          <Button size="sm" variant="outline" onClick={() => void refetch()}>
            Try again
          </Button>
        </Flex>
      ) : lists.length === 0 ? (
        <Text color="fg.muted" data-testid="order-lists-empty">
          No order lists yet. Fill your{' '}
          <RouterLink to="/cart" style={{ textDecoration: 'underline' }}>
            cart
          </RouterLink>{' '}
          and save it here to order the same again next week.
        </Text>
      ) : (
        <Stack as="ul" gap="3" listStyleType="none" m="0" p="0">
          {lists.map((list) => (
            <OrderListCard key={`${list.id}-${list.updatedAt}`} list={list} onDeleted={setDeletedId} />
          ))}
        </Stack>
      )}
    </Stack>
  );
}
