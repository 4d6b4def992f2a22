import { graphql } from '../../gql';

/** what the cart needs of a product to add a line (toCartItem) */
export const QuickOrderProductFragment = graphql(`
  fragment QuickOrderProduct on Product {
    id
    slug
    name
    sku
    type
    inStock
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
      sku
      inStock
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
`);

/** the pad's autocomplete: the catalogue search, which matches a SKU exactly or by its start */
export const QuickOrderSuggestionsQuery = graphql(`
  query QuickOrderSuggestions($search: String!) {
    products(filter: { search: $search }, pageSize: 8) {
      items {
        id
        name
        sku
        type
        inStock
        variations {
          id
          sku
          inStock
          attributes {
            name
            option
          }
        }
      }
    }
  }
`);

export const QuickOrderPreviewQuery = graphql(`
  query QuickOrderPreview($csv: String, $lines: [QuickOrderLineInput!]) {
    quickOrderPreview(csv: $csv, lines: $lines) {
      lines {
        sku
        rows
        productId
        variationId
        requestedQuantity
        quantity
        correction
        unitPrice {
          amount
          currencyCode
        }
        tierMinQuantity
        product {
          ...QuickOrderProduct
        }
      }
      problems {
        rows
        sku
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

export const OrderListFieldsFragment = graphql(`
  fragment OrderListFields on OrderList {
    id
    name
    updatedAt
    lines {
      productId
      variationId
      quantity
      product {
        id
        name
        sku
        variations {
          id
          sku
          attributes {
            name
            option
          }
        }
      }
    }
  }
`);

export const OrderListsQuery = graphql(`
  query OrderLists {
    orderLists {
      ...OrderListFields
    }
  }
`);

export const CreateOrderListMutation = graphql(`
  mutation CreateOrderList($input: OrderListInput!) {
    createOrderList(input: $input) {
      orderList {
        ...OrderListFields
      }
      userErrors {
        field
        message
        code
      }
    }
  }
`);

export const RenameOrderListMutation = graphql(`
  mutation RenameOrderList($id: ID!, $name: String!) {
    renameOrderList(id: $id, name: $name) {
      orderList {
        ...OrderListFields
      }
      userErrors {
        field
        message
        code
      }
    }
  }
`);

export const UpdateOrderListLinesMutation = graphql(`
  mutation UpdateOrderListLines($id: ID!, $lines: [CartLineInput!]!) {
    updateOrderListLines(id: $id, lines: $lines) {
      orderList {
        ...OrderListFields
      }
      userErrors {
        field
        message
        code
      }
    }
  }
`);

export const DeleteOrderListMutation = graphql(`
  mutation DeleteOrderList($id: ID!) {
    deleteOrderList(id: $id) {
      ok
      userErrors {
        field
        message
        code
      }
    }
  }
`);

export const LoadOrderListMutation = graphql(`
  mutation LoadOrderList($id: ID!) {
    loadOrderList(id: $id) {
      lines {
        productId
        variationId
        quantity
        product {
          ...QuickOrderProduct
        }
      }
      skipped {
        productId
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
