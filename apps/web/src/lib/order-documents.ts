import { graphql } from '../gql';

/** What the order screens show of an order: detail page, checkout result and confirmation. */
export const OrderDetailsFragment = graphql(`
  fragment OrderDetails on Order {
    id
    number
    createdAt
    status
    currencyCode
    itemCount
    lines {
      productId
      variationId
      name
      quantity
      unitPrice {
        amount
        currencyCode
      }
      lineTotal {
        amount
        currencyCode
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
    total {
      amount
      currencyCode
    }
    couponCode
    shipping {
      firstName
      lastName
      email
      phone
      address
      city
      postcode
      country
    }
    comment
  }
`);
