import { graphql } from '../../gql';

export const AdminProductsQuery = graphql(`
  query AdminProducts(
    $filter: AdminProductFilter
    $sort: AdminProductSort
    $direction: AdminSortDirection
    $page: Int
    $pageSize: Int
  ) {
    products(filter: $filter, sort: $sort, direction: $direction, page: $page, pageSize: $pageSize) {
      totalCount
      page
      pageSize
      items {
        id
        name
        slug
        type
        status
        catalogVisibility
        price {
          amount
          currencyCode
        }
        stockStatus
        stockQuantity
        sku
        images {
          src
          alt
        }
        categories {
          id
          name
        }
      }
    }
  }
`);

export const AdminProductDetailFragment = graphql(`
  fragment AdminProductDetail on AdminProduct {
    id
    name
    slug
    type
    status
    catalogVisibility
    price {
      amount
      currencyCode
    }
    description
    shortDescription
    categories {
      id
      slug
      name
    }
    stockStatus
    stockQuantity
    sku
    attributes {
      name
      options
    }
    variations {
      id
      attributes {
        name
        option
      }
      price {
        amount
        currencyCode
      }
      stockStatus
      stockQuantity
      sku
      priceTiers {
        minQuantity
        price {
          amount
        }
      }
      minQuantity
      quantityStep
      image {
        mediaId
        src
        alt
      }
    }
    images {
      mediaId
      src
      alt
    }
    benefits
    ingredients
    specifications {
      label
      value
    }
    position
    taxClass
  }
`);

export const AdminProductQuery = graphql(`
  query AdminProduct($id: ID!) {
    product(id: $id) {
      ...AdminProductDetail
    }
  }
`);

export const AdminSaveProductMutation = graphql(`
  mutation AdminSaveProduct($input: ProductInput!) {
    saveProduct(input: $input) {
      product {
        ...AdminProductDetail
      }
      userErrors {
        field
        message
        code
      }
    }
  }
`);

export const AdminDeleteProductMutation = graphql(`
  mutation AdminDeleteProduct($id: ID!) {
    deleteProduct(id: $id) {
      ok
      userErrors {
        field
        message
        code
      }
    }
  }
`);

export const AdminCategoryFieldsFragment = graphql(`
  fragment AdminCategoryFields on AdminCategory {
    id
    name
    slug
    description
    image {
      mediaId
      src
      alt
    }
    position
    productCount
  }
`);

export const AdminCategoriesQuery = graphql(`
  query AdminCategories {
    categories {
      ...AdminCategoryFields
    }
  }
`);

export const AdminSaveCategoryMutation = graphql(`
  mutation AdminSaveCategory($input: CategoryInput!) {
    saveCategory(input: $input) {
      category {
        ...AdminCategoryFields
      }
      userErrors {
        field
        message
        code
      }
    }
  }
`);

export const AdminDeleteCategoryMutation = graphql(`
  mutation AdminDeleteCategory($id: ID!) {
    deleteCategory(id: $id) {
      ok
      userErrors {
        field
        message
        code
      }
    }
  }
`);
