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
    shippingTotal {
      amount
      currencyCode
    }
    taxTotal {
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
    reverseCharge
    total {
      amount
      currencyCode
    }
    couponCode
    poNumber
    paymentMethod
    invoice {
      number
      issuedAt
      url
    }
    creditNote {
      number
      url
    }
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
