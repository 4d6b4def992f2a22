import { graphql } from '../../gql';

export const CheckoutPagePlaceOrderMutation = graphql(`
  mutation CheckoutPagePlaceOrder($input: PlaceOrderInput!, $idempotencyKey: String!) {
    placeOrder(input: $input, idempotencyKey: $idempotencyKey) {
      order {
        ...OrderDetails
      }
      userErrors {
        field
        message
        code
      }
    }
  }
`);
