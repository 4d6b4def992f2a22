import { graphql } from '../../gql';

export const LoginPageMutation = graphql(`
  mutation LoginPage($email: String!, $password: String!, $rememberMe: Boolean) {
    login(email: $email, password: $password, rememberMe: $rememberMe) {
      customer {
        id
        name
      }
      userErrors {
        field
        message
        code
      }
    }
  }
`);

export const RegisterPageMutation = graphql(`
  mutation RegisterPage($input: RegisterInput!) {
    register(input: $input) {
      customer {
        id
        name
      }
      userErrors {
        field
        message
        code
      }
    }
  }
`);

export const ForgotPasswordPageMutation = graphql(`
  mutation ForgotPasswordPage($email: String!) {
    requestPasswordReset(email: $email)
  }
`);

export const ResetPasswordPageMutation = graphql(`
  mutation ResetPasswordPage($email: String!, $token: String!, $newPassword: String!, $confirmPassword: String) {
    resetPassword(email: $email, token: $token, newPassword: $newPassword, confirmPassword: $confirmPassword) {
      ok
      userErrors {
        field
        message
        code
      }
    }
  }
`);
