import { Button, type ButtonProps } from '@chakra-ui/react';
import { useMutation } from '@apollo/client/react';
import { RotateCcw } from 'lucide-react';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { graphql } from '../../gql';
import { toCartItem, useCart, type ReorderNavigationState } from '../../lib/cart';
import { toastFailure, toastInfo, toastSuccess } from '../../lib/toast';

export const OrderAgainMutation = graphql(`
  mutation OrderAgain($orderId: ID!) {
    reorder(orderId: $orderId) {
      lines {
        productId
        variationId
        quantity
        product {
          id
          slug
          name
          type
          price {
            amount
            currencyCode
          }
          images {
            src
            alt
          }
          attributes {
            name
            options
          }
          variations {
            id
            price {
              amount
              currencyCode
            }
            attributes {
              name
              option
            }
            image {
              src
              alt
            }
          }
        }
      }
      cart {
        ...ServerCartFields
      }
      skipped {
        productId
        variationId
        name
        quantity
        reason
        message
      }
      userErrors {
        field
        message
        code
      }
    }
  }
`);

/**
 * "Order again": the gateway adds the order's lines that can still be bought to the buyer's server cart
 * (the cart's ADD_ITEM rule: a line of the same product and variant already there gets the quantity
 * added), says which were skipped and why, and opens the cart.
 */
export function useOrderAgain(): { orderAgain: (orderNumber: string) => Promise<void>; busy: boolean } {
  const [mutate] = useMutation(OrderAgainMutation);
  const { addItem, adoptServerCart } = useCart();
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);
  const orderAgain = async (orderNumber: string) => {
    setBusy(true);
    try {
      const { data } = await mutate({ variables: { orderId: orderNumber } });
      const result = data?.reorder;
      if (!result || result.userErrors.length > 0) {
        toastFailure(result ?? null, 'Could not order again');
        return;
      }
      // the gateway put the lines into the buyer's server cart: show that cart (or, without one, add them here)
      const adopted = result.cart ? adoptServerCart(result.cart) : false;
      for (const line of adopted ? [] : result.lines) {
        const variation = line.variationId
          ? (line.product.variations.find((candidate) => candidate.id === line.variationId) ?? null)
          : null;
        addItem(toCartItem(line.product, { variation, quantity: line.quantity }));
      }
      const skipped = result.skipped.map((line) => ({ name: line.name, message: line.message }));
      const skippedText = skipped.map((line) => `${line.name}: ${line.message}`).join('; ');
      if (result.lines.length === 0) {
        toastInfo({ title: 'Nothing from this order can be ordered again', description: skippedText });
        return;
      }
      const added = `${result.lines.length} ${result.lines.length === 1 ? 'product' : 'products'} added to your cart`;
      if (skipped.length > 0) {
        toastInfo({ title: `${added}; ${skipped.length} skipped`, description: skippedText });
      } else {
        toastSuccess({ title: added });
      }
      const state: ReorderNavigationState = { reorder: { orderNumber, added: result.lines.length, skipped } };
      void navigate('/cart', { state });
    } catch (error) {
      toastFailure(error, 'Could not order again');
    } finally {
      setBusy(false);
    }
  };
  return { orderAgain, busy };
}

export function OrderAgainButton({
  orderNumber,
  ...props
}: { orderNumber: string } & Omit<ButtonProps, 'onClick' | 'children'>) {
  const { orderAgain, busy } = useOrderAgain();
  return (
    <Button
      colorPalette="brand"
      loading={busy}
      loadingText="Adding..."
      onClick={() => void orderAgain(orderNumber)}
      aria-label={`Order again: put the products of order #${orderNumber} in the cart`}
      data-testid="order-again"
      {...props}
    >
      <RotateCcw aria-hidden="true" /> Order again
    </Button>
  );
}
