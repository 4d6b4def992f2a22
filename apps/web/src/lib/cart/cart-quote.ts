import { useQuery } from '@apollo/client/react';
import type { CartItem } from '@shop/domain';
import { useMemo } from 'react';
import { graphql } from '../../gql';
import type { CartLineInput, CartQuoteQuery as CartQuoteResult } from '../../gql/graphql';

/**
 * The server's view of the cart: prices, availability, discount and totals come from here, never from
 * the prices kept in browser storage (which may be stale or tampered with).
 */
export const CartQuoteQuery = graphql(`
  query CartQuote($input: CartInput!) {
    cartQuote(input: $input) {
      lines {
        productId
        variationId
        quantity
        name
        slug
        image {
          src
          alt
        }
        unitPrice {
          amount
          currencyCode
        }
        lineTotal {
          amount
          currencyCode
        }
        available
        message
        minQuantity
        quantityStep
        nextTier {
          minQuantity
          missingQuantity
          price {
            amount
            currencyCode
          }
        }
      }
      subtotal {
        amount
        currencyCode
      }
      discount {
        amount
        currencyCode
      }
      shipping {
        amount
        currencyCode
      }
      taxLines {
        label
        rate
        amount {
          amount
          currencyCode
        }
      }
      tax {
        amount
        currencyCode
      }
      reverseCharge
      missingForFreeShipping {
        amount
        currencyCode
      }
      total {
        amount
        currencyCode
      }
      coupon {
        code
        applied
        message
        discountType
      }
      userErrors {
        field
        message
        code
      }
    }
  }
`);

export type CartQuote = CartQuoteResult['cartQuote'];
export type CartQuoteLine = CartQuote['lines'][number];

/** Cart line → API line: a variation is sent as its parent product + variation id. */
export function toCartLineInput(item: Pick<CartItem, 'id' | 'parentProductId' | 'quantity'>): CartLineInput {
  return item.parentProductId
    ? { productId: item.parentProductId, variationId: item.id, quantity: item.quantity }
    : { productId: item.id, variationId: null, quantity: item.quantity };
}

/** The quote line of a cart item (matched by product + variation, not by position). */
export function findQuoteLine(
  quote: CartQuote | null | undefined,
  item: Pick<CartItem, 'id' | 'parentProductId'>,
): CartQuoteLine | undefined {
  const input = toCartLineInput({ ...item, quantity: 0 });
  return quote?.lines.find(
    (line) => line.productId === input.productId && (line.variationId ?? null) === (input.variationId ?? null),
  );
}

export function useCartQuote(
  items: readonly CartItem[],
  couponCode: string | null,
  shippingCountry: string | null = null,
) {
  const lines = useMemo(() => items.map(toCartLineInput), [items]);
  const result = useQuery(CartQuoteQuery, {
    // the destination decides VAT and shipping (the server's default is the Netherlands)
    variables: { input: { lines, couponCode: couponCode || null, ...(shippingCountry ? { shippingCountry } : {}) } },
    skip: lines.length === 0,
    // a quote is always fresh: prices and stock change on the server
    fetchPolicy: 'network-only',
    notifyOnNetworkStatusChange: true,
  });
  // keep showing the last quote while the next one loads (quantity +/-), instead of flashing empty
  const quote = result.data?.cartQuote ?? result.previousData?.cartQuote ?? null;
  return { quote, loading: result.loading, error: result.error, refetch: result.refetch };
}
