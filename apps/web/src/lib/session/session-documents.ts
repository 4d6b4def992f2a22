import { graphql } from '../../gql';

// The session is the `me` query: the gateway reads the httpOnly `shop_session` cookie; the web app
// never sees or stores a token. Every customer field is fetched once here so screens read from cache.
export const SessionMeQuery = graphql(`
  query SessionMe {
    me {
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
  }
`);

export const SessionLogoutMutation = graphql(`
  mutation SessionLogout {
    logout
  }
`);
