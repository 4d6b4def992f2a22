import { graphql } from '../../gql';

export const AdminOrdersQuery = graphql(`
  query AdminOrders(
    $filter: AdminOrderFilter
    $sort: AdminOrderSort
    $direction: AdminSortDirection
    $page: Int
    $pageSize: Int
  ) {
    orders(filter: $filter, sort: $sort, direction: $direction, page: $page, pageSize: $pageSize) {
      totalCount
      page
      pageSize
      items {
        id
        number
        createdAt
        status
        itemCount
        total {
          amount
          currencyCode
        }
        buyerName
        buyerEmail
        company
      }
    }
  }
`);

export const AdminOrderDetailFragment = graphql(`
  fragment AdminOrderDetail on AdminOrder {
    id
    number
    createdAt
    status
    currencyCode
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
    itemCount
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
    shippingTotal {
      amount
      currencyCode
    }
    taxTotal {
      amount
      currencyCode
    }
    poNumber
    invoiceNumber
    creditNoteNumber
    billing {
      firstName
      lastName
      email
      phone
      address
      city
      postcode
      country
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
    customer {
      id
      name
      companyName
    }
    buyerName
    buyerEmail
    company
    nextStatuses
    history {
      at
      from
      to
      note
      actor
    }
  }
`);

export const AdminOrderQuery = graphql(`
  query AdminOrder($id: ID!) {
    order(id: $id) {
      ...AdminOrderDetail
    }
  }
`);

export const AdminSetOrderStatusMutation = graphql(`
  mutation AdminSetOrderStatus($id: ID!, $status: String!, $note: String) {
    setOrderStatus(id: $id, status: $status, note: $note) {
      order {
        ...AdminOrderDetail
      }
      userErrors {
        field
        message
        code
      }
    }
  }
`);
