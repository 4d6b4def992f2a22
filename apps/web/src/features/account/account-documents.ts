import { graphql } from '../../gql';

export const OrdersTabQuery = graphql(`
  query OrdersTab($page: Int, $pageSize: Int) {
    myOrders(page: $page, pageSize: $pageSize) {
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
      }
      totalCount
      page
      pageSize
    }
  }
`);

export const ProfileTabMutation = graphql(`
  mutation ProfileTab($input: ProfileInput!) {
    updateProfile(input: $input) {
      customer {
        id
        name
        email
        phone
        company
        companyName
        companyRegNumber
        companyVatNumber
        address
        memberSince
        status
        statusReason
      }
      userErrors {
        field
        message
        code
      }
    }
  }
`);

export const AddressesTabMutation = graphql(`
  mutation AddressesTab($address: String!) {
    updateAddress(address: $address) {
      customer {
        id
        address
      }
      userErrors {
        field
        message
        code
      }
    }
  }
`);

export const SecurityTabChangePasswordMutation = graphql(`
  mutation SecurityTabChangePassword($currentPassword: String!, $newPassword: String!, $confirmPassword: String) {
    changePassword(currentPassword: $currentPassword, newPassword: $newPassword, confirmPassword: $confirmPassword) {
      ok
      userErrors {
        field
        message
        code
      }
    }
  }
`);

export const SecurityTabLogoutAllMutation = graphql(`
  mutation SecurityTabLogoutAll {
    logoutAll
  }
`);

export const OrderDetailPageQuery = graphql(`
  query OrderDetailPage($id: ID!) {
    order(id: $id) {
      ...OrderDetails
    }
  }
`);

export const PrivacySectionExportQuery = graphql(`
  query PrivacySectionExport {
    myDataExport
  }
`);

export const PrivacySectionDeleteMutation = graphql(`
  mutation PrivacySectionDelete($password: String!) {
    deleteMyAccount(password: $password) {
      ok
      userErrors {
        field
        message
        code
      }
    }
  }
`);

export const LicenceTabQuery = graphql(`
  query LicenceTab {
    me {
      id
      licence {
        fileName
        expiresOn
        expired
        url
      }
    }
  }
`);
