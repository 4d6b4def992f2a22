import { graphql } from '../../gql';

export const AdminConsoleInfoQuery = graphql(`
  query AdminConsoleInfo {
    consoleInfo {
      shopName
      storeBackend
      wordpressAdminUrl
    }
  }
`);

export const AdminSessionQuery = graphql(`
  query AdminSession {
    staffMe {
      id
      email
      name
      role
      active
    }
  }
`);

export const AdminSignInMutation = graphql(`
  mutation AdminSignIn($email: String!, $password: String!) {
    adminLogin(email: $email, password: $password) {
      staff {
        id
        email
        name
        role
        active
      }
      userErrors {
        field
        message
        code
      }
    }
  }
`);

export const AdminSignOutMutation = graphql(`
  mutation AdminSignOut {
    adminLogout
  }
`);

export const AdminChangePasswordMutation = graphql(`
  mutation AdminChangePassword($currentPassword: String!, $newPassword: String!) {
    changeStaffPassword(currentPassword: $currentPassword, newPassword: $newPassword) {
      ok
      userErrors {
        field
        message
        code
      }
    }
  }
`);
