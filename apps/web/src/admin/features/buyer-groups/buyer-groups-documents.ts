import { graphql } from '../../gql';

export const AdminBuyerGroupFieldsFragment = graphql(`
  fragment AdminBuyerGroupFields on AdminBuyerGroup {
    id
    name
    percentOff
    isDefault
    customerCount
    items {
      productId
      productName
      variationId
      variationLabel
      listPrice {
        amount
        currencyCode
      }
      price {
        amount
        currencyCode
      }
      tiers {
        minQuantity
        price {
          amount
          currencyCode
        }
      }
    }
  }
`);

export const AdminBuyerGroupsQuery = graphql(`
  query AdminBuyerGroups {
    buyerGroups {
      ...AdminBuyerGroupFields
    }
  }
`);

export const AdminSaveBuyerGroupMutation = graphql(`
  mutation AdminSaveBuyerGroup($input: BuyerGroupInput!) {
    saveBuyerGroup(input: $input) {
      group {
        ...AdminBuyerGroupFields
      }
      userErrors {
        field
        message
        code
      }
    }
  }
`);

/** the product picker: products matching what was typed, with their variations */
export const AdminBuyerGroupProductSearchQuery = graphql(`
  query AdminBuyerGroupProductSearch($search: String) {
    products(filter: { search: $search }, sort: NAME, direction: ASC, page: 1, pageSize: 8) {
      items {
        id
        name
        price {
          amount
          currencyCode
        }
        variations {
          id
          attributes {
            option
          }
          price {
            amount
            currencyCode
          }
        }
      }
    }
  }
`);
