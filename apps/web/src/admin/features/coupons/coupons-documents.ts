import { graphql } from '../../gql';

export const AdminCouponFieldsFragment = graphql(`
  fragment AdminCouponFields on AdminCoupon {
    id
    code
    discountType
    amount
    minimumAmount
    maximumAmount
    productIds
    usageLimit
    usageCount
    expiresAt
    createdAt
  }
`);

export const AdminCouponsQuery = graphql(`
  query AdminCoupons {
    coupons {
      ...AdminCouponFields
    }
  }
`);

export const AdminSaveCouponMutation = graphql(`
  mutation AdminSaveCoupon($input: CouponInput!) {
    saveCoupon(input: $input) {
      coupon {
        ...AdminCouponFields
      }
      userErrors {
        field
        message
        code
      }
    }
  }
`);

export const AdminDeleteCouponMutation = graphql(`
  mutation AdminDeleteCoupon($id: ID!) {
    deleteCoupon(id: $id) {
      ok
      userErrors {
        field
        message
        code
      }
    }
  }
`);

/** the product restriction picker: products matching what was typed */
export const AdminCouponProductSearchQuery = graphql(`
  query AdminCouponProductSearch($search: String) {
    products(filter: { search: $search }, sort: NAME, direction: ASC, page: 1, pageSize: 8) {
      items {
        id
        name
      }
    }
  }
`);

/** the name of a product a coupon is restricted to */
export const AdminCouponProductNameQuery = graphql(`
  query AdminCouponProductName($id: ID!) {
    product(id: $id) {
      id
      name
    }
  }
`);
