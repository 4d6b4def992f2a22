import { graphql } from '../../gql';

/**
 * The signed-in buyer's server cart (issue 19): what the cart provider reads and writes. A line carries
 * its product as the catalogue shows it now, so the browser can show it without a second request.
 */
export const ServerCartQuery = graphql(`
  query ServerCart {
    cart {
      ...ServerCartFields
    }
  }

  fragment ServerCartFields on Cart {
    version
    couponCode
    lines {
      productId
      variationId
      attribute {
        name
        value
      }
      quantity
      product {
        id
        slug
        name
        price {
          amount
        }
        images {
          src
        }
        variations {
          id
          price {
            amount
          }
          attributes {
            name
            option
          }
          image {
            src
          }
        }
      }
    }
  }
`);

export const ServerCartAddLinesMutation = graphql(`
  mutation ServerCartAddLines($lines: [CartLineInput!]!, $key: String) {
    cartAddLines(lines: $lines, key: $key) {
      cart {
        ...ServerCartFields
      }
      userErrors {
        field
        message
        code
      }
    }
  }
`);

export const ServerCartSetLinesMutation = graphql(`
  mutation ServerCartSetLines($lines: [CartLineInput!]!, $couponCode: String, $baseVersion: Int, $key: String) {
    cartSetLines(lines: $lines, couponCode: $couponCode, baseVersion: $baseVersion, key: $key) {
      cart {
        ...ServerCartFields
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
 * The last write of a page that goes away (sent with `fetch(..., { keepalive: true })`, whose answer nobody
 * reads): the same write as ServerCartSetLines, answering only the version.
 */
export const ServerCartFlushMutation = graphql(`
  mutation ServerCartFlush($lines: [CartLineInput!]!, $couponCode: String, $baseVersion: Int, $key: String) {
    cartSetLines(lines: $lines, couponCode: $couponCode, baseVersion: $baseVersion, key: $key) {
      cart {
        version
      }
    }
  }
`);
