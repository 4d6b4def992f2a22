/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type { DocumentTypeDecoration } from '@graphql-typed-document-node/core';
/** OWNER: everything, incl. staff management and settings. STAFF: orders, buyers, inbox, catalogue, coupons and content. */
export type StaffRole =
  | 'OWNER'
  | 'STAFF';

export type AdminLoginMutationVariables = Exact<{
  email: string;
  password: string;
}>;


export type AdminLoginMutation = { adminLogin: { token: string | null, expiresAt: string | null, staff: { id: string, email: string, name: string, role: StaffRole } | null, userErrors: Array<{ field: Array<string> | null, message: string, code: string }> } };

export type StaffMeQueryVariables = Exact<{ [key: string]: never; }>;


export type StaffMeQuery = { staffMe: { id: string, email: string, name: string, role: StaffRole } | null };

export type AdminLogoutMutationVariables = Exact<{ [key: string]: never; }>;


export type AdminLogoutMutation = { adminLogout: boolean };

export type ConsoleInfoQueryVariables = Exact<{ [key: string]: never; }>;


export type ConsoleInfoQuery = { consoleInfo: { shopName: string, storeBackend: string, wordpressAdminUrl: string | null } };

export class TypedDocumentString<TResult, TVariables>
  extends String
  implements DocumentTypeDecoration<TResult, TVariables>
{
  __apiType?: NonNullable<DocumentTypeDecoration<TResult, TVariables>['__apiType']>;
  private value: string;
  public __meta__?: Record<string, any> | undefined;

  constructor(value: string, __meta__?: Record<string, any> | undefined) {
    super(value);
    this.value = value;
    this.__meta__ = __meta__;
  }

  override toString(): string & DocumentTypeDecoration<TResult, TVariables> {
    return this.value;
  }
}

export const AdminLoginDocument = new TypedDocumentString(`
    mutation AdminLogin($email: String!, $password: String!) {
  adminLogin(email: $email, password: $password) {
    staff {
      id
      email
      name
      role
    }
    token
    expiresAt
    userErrors {
      field
      message
      code
    }
  }
}
    `) as unknown as TypedDocumentString<AdminLoginMutation, AdminLoginMutationVariables>;
export const StaffMeDocument = new TypedDocumentString(`
    query StaffMe {
  staffMe {
    id
    email
    name
    role
  }
}
    `) as unknown as TypedDocumentString<StaffMeQuery, StaffMeQueryVariables>;
export const AdminLogoutDocument = new TypedDocumentString(`
    mutation AdminLogout {
  adminLogout
}
    `) as unknown as TypedDocumentString<AdminLogoutMutation, AdminLogoutMutationVariables>;
export const ConsoleInfoDocument = new TypedDocumentString(`
    query ConsoleInfo {
  consoleInfo {
    shopName
    storeBackend
    wordpressAdminUrl
  }
}
    `) as unknown as TypedDocumentString<ConsoleInfoQuery, ConsoleInfoQueryVariables>;