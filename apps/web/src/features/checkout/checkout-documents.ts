import { graphql } from '../../gql';

export const CheckoutPagePlaceOrderMutation = graphql(`
  mutation CheckoutPagePlaceOrder($input: PlaceOrderInput!, $idempotencyKey: String!) {
    placeOrder(input: $input, idempotencyKey: $idempotencyKey) {
      order {
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
      }
      userErrors {
        field
        message
        code
      }
    }
  }
`);
