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

export const DevelopersTabApiKeysQuery = graphql(`
  query DevelopersTabApiKeys {
    apiKeys {
      id
      name
      prefix
      scopes
      createdAt
      lastUsedAt
    }
  }
`);

export const DevelopersTabCreateApiKeyMutation = graphql(`
  mutation DevelopersTabCreateApiKey($name: String!, $scopes: [String!]!) {
    createApiKey(name: $name, scopes: $scopes) {
      apiKey {
        id
        name
        prefix
        scopes
        createdAt
        lastUsedAt
      }
      secret
      userErrors {
        field
        message
        code
      }
    }
  }
`);

export const DevelopersTabRevokeApiKeyMutation = graphql(`
  mutation DevelopersTabRevokeApiKey($id: ID!) {
    revokeApiKey(id: $id) {
      ok
      userErrors {
        field
        message
        code
      }
    }
  }
`);

export const DevelopersTabWebhooksQuery = graphql(`
  query DevelopersTabWebhooks {
    webhooks {
      id
      url
      events
      enabled
      disabledReason
      createdAt
      deliveries(limit: 1) {
        id
        event
        status
        attempts
        lastResponseCode
        lastError
        createdAt
      }
    }
  }
`);

export const DevelopersTabCreateWebhookMutation = graphql(`
  mutation DevelopersTabCreateWebhook($url: String!, $events: [String!]!) {
    createWebhook(url: $url, events: $events) {
      webhook {
        id
      }
      secret
      userErrors {
        field
        message
        code
      }
    }
  }
`);

export const DevelopersTabDeleteWebhookMutation = graphql(`
  mutation DevelopersTabDeleteWebhook($id: ID!) {
    deleteWebhook(id: $id) {
      ok
      userErrors {
        field
        message
        code
      }
    }
  }
`);

export const DevelopersTabEnableWebhookMutation = graphql(`
  mutation DevelopersTabEnableWebhook($id: ID!) {
    enableWebhook(id: $id) {
      webhook {
        id
        enabled
        disabledReason
      }
      userErrors {
        field
        message
        code
      }
    }
  }
`);
