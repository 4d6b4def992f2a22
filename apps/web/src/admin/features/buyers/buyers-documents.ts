import { graphql } from '../../gql';

export const AdminCustomersQuery = graphql(`
  query AdminCustomers($filter: AdminCustomerFilter, $page: Int, $pageSize: Int) {
    customers(filter: $filter, page: $page, pageSize: $pageSize) {
      totalCount
      page
      pageSize
      items {
        id
        name
        email
        companyName
        status
        orderCount
        totalSpent {
          amount
          currencyCode
        }
        memberSince
      }
    }
  }
`);

export const AdminCustomerDetailFragment = graphql(`
  fragment AdminCustomerDetail on AdminCustomer {
    id
    name
    email
    phone
    company
    companyName
    companyRegNumber
    companyVatNumber
    address
    status
    statusReason
    groupCode
    groupId
    groupName
    memberSince
    orderCount
    totalSpent {
      amount
      currencyCode
    }
    licence {
      fileName
      expiresOn
      expired
      expiresSoon
      url
    }
  }
`);

export const AdminCustomerQuery = graphql(`
  query AdminCustomer($id: ID!, $ordersPage: Int) {
    customer(id: $id) {
      ...AdminCustomerDetail
      orders(page: $ordersPage, pageSize: 10) {
        totalCount
        page
        pageSize
        items {
          id
          number
          createdAt
          status
          total {
            amount
            currencyCode
          }
        }
      }
    }
  }
`);

export const AdminApproveCustomerMutation = graphql(`
  mutation AdminApproveCustomer($id: ID!, $groupCode: String, $groupId: ID) {
    approveCustomer(id: $id, groupCode: $groupCode, groupId: $groupId) {
      customer {
        ...AdminCustomerDetail
      }
      userErrors {
        field
        message
        code
      }
    }
  }
`);

export const AdminRejectCustomerMutation = graphql(`
  mutation AdminRejectCustomer($id: ID!, $reason: String!) {
    rejectCustomer(id: $id, reason: $reason) {
      customer {
        ...AdminCustomerDetail
      }
      userErrors {
        field
        message
        code
      }
    }
  }
`);

export const AdminBlockCustomerMutation = graphql(`
  mutation AdminBlockCustomer($id: ID!, $reason: String) {
    blockCustomer(id: $id, reason: $reason) {
      customer {
        ...AdminCustomerDetail
      }
      userErrors {
        field
        message
        code
      }
    }
  }
`);

export const AdminUnblockCustomerMutation = graphql(`
  mutation AdminUnblockCustomer($id: ID!) {
    unblockCustomer(id: $id) {
      customer {
        ...AdminCustomerDetail
      }
      userErrors {
        field
        message
        code
      }
    }
  }
`);

export const AdminExportCustomerDataQuery = graphql(`
  query AdminExportCustomerData($id: ID!) {
    exportCustomerData(id: $id)
  }
`);

export const AdminDeleteCustomerDataMutation = graphql(`
  mutation AdminDeleteCustomerData($id: ID!) {
    deleteCustomerData(id: $id) {
      ok
      userErrors {
        field
        message
        code
      }
    }
  }
`);

export const AdminLicencesQuery = graphql(`
  query AdminLicences($page: Int, $pageSize: Int) {
    licences(page: $page, pageSize: $pageSize) {
      totalCount
      page
      pageSize
      items {
        customerId
        customerName
        customerEmail
        companyName
        customerStatus
        fileName
        expiresOn
        expired
        expiresSoon
        uploadedAt
        url
      }
    }
  }
`);

/** the buyer groups a buyer can be put in (approval, "Change group") */
export const AdminBuyerGroupOptionsQuery = graphql(`
  query AdminBuyerGroupOptions {
    buyerGroups {
      id
      name
      isDefault
      percentOff
    }
  }
`);

export const AdminSetCustomerGroupMutation = graphql(`
  mutation AdminSetCustomerGroup($id: ID!, $groupId: ID) {
    setCustomerGroup(id: $id, groupId: $groupId) {
      customer {
        ...AdminCustomerDetail
      }
      userErrors {
        field
        message
        code
      }
    }
  }
`);
