import { graphql } from '../../gql';

// The Developers tab's documents: loaded with the tab only (it is a lazy chunk of the account page).
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
