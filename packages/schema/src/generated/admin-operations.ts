/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type { DocumentTypeDecoration } from '@graphql-typed-document-node/core';
export type AdminSettingsInput = {
  lowStockThreshold?: number | null | undefined;
  notificationEmail?: string | null | undefined;
};

export type AuditFilter = {
  action?: string | null | undefined;
  actor?: string | null | undefined;
  search?: string | null | undefined;
};

export type StaffInput = {
  active?: boolean | null | undefined;
  email: string;
  /** absent: create */
  id?: string | number | null | undefined;
  name: string;
  /** required when creating; when updating, absent keeps the password */
  password?: string | null | undefined;
  role: StaffRole;
};

/** OWNER: everything, incl. staff management and settings. STAFF: orders, buyers, inbox, catalogue, coupons and content. */
export type StaffRole =
  | 'OWNER'
  | 'STAFF';

export type StaffFieldsFragment = { id: string, email: string, name: string, role: StaffRole, active: boolean, createdAt: string, lastLoginAt: string | null };

export type StaffListQueryVariables = Exact<{ [key: string]: never; }>;


export type StaffListQuery = { staff: Array<{ id: string, email: string, name: string, role: StaffRole, active: boolean, createdAt: string, lastLoginAt: string | null }> };

export type SaveStaffMutationVariables = Exact<{
  input: StaffInput;
}>;


export type SaveStaffMutation = { saveStaff: { staff: { id: string, email: string, name: string, role: StaffRole, active: boolean, createdAt: string, lastLoginAt: string | null } | null, userErrors: Array<{ field: Array<string> | null, message: string, code: string }> } };

export type DeleteStaffMutationVariables = Exact<{
  id: string | number;
}>;


export type DeleteStaffMutation = { deleteStaff: { ok: boolean, userErrors: Array<{ field: Array<string> | null, message: string, code: string }> } };

export type ChangeStaffPasswordMutationVariables = Exact<{
  currentPassword: string;
  newPassword: string;
}>;


export type ChangeStaffPasswordMutation = { changeStaffPassword: { ok: boolean, userErrors: Array<{ field: Array<string> | null, message: string, code: string }> } };

export type AdminSettingsQueryVariables = Exact<{ [key: string]: never; }>;


export type AdminSettingsQuery = { settings: { storeBackend: string, wordpressAdminUrl: string | null, lowStockThreshold: number, notificationEmail: string } };

export type SaveSettingsMutationVariables = Exact<{
  input: AdminSettingsInput;
}>;


export type SaveSettingsMutation = { saveSettings: { settings: { storeBackend: string, wordpressAdminUrl: string | null, lowStockThreshold: number, notificationEmail: string } | null, userErrors: Array<{ field: Array<string> | null, message: string, code: string }> } };

export type AuditLogQueryVariables = Exact<{
  filter?: AuditFilter | null | undefined;
  page?: number | null | undefined;
  pageSize?: number | null | undefined;
}>;


export type AuditLogQuery = { auditLog: { totalCount: number, page: number, pageSize: number, items: Array<{ id: string, at: string, actor: string, action: string, subject: string, before: string | null, after: string | null }> } };

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
export const StaffFieldsFragmentDoc = new TypedDocumentString(`
    fragment StaffFields on Staff {
  id
  email
  name
  role
  active
  createdAt
  lastLoginAt
}
    `, {"fragmentName":"StaffFields"}) as unknown as TypedDocumentString<StaffFieldsFragment, unknown>;
export const StaffListDocument = new TypedDocumentString(`
    query StaffList {
  staff {
    ...StaffFields
  }
}
    fragment StaffFields on Staff {
  id
  email
  name
  role
  active
  createdAt
  lastLoginAt
}`) as unknown as TypedDocumentString<StaffListQuery, StaffListQueryVariables>;
export const SaveStaffDocument = new TypedDocumentString(`
    mutation SaveStaff($input: StaffInput!) {
  saveStaff(input: $input) {
    staff {
      ...StaffFields
    }
    userErrors {
      field
      message
      code
    }
  }
}
    fragment StaffFields on Staff {
  id
  email
  name
  role
  active
  createdAt
  lastLoginAt
}`) as unknown as TypedDocumentString<SaveStaffMutation, SaveStaffMutationVariables>;
export const DeleteStaffDocument = new TypedDocumentString(`
    mutation DeleteStaff($id: ID!) {
  deleteStaff(id: $id) {
    ok
    userErrors {
      field
      message
      code
    }
  }
}
    `) as unknown as TypedDocumentString<DeleteStaffMutation, DeleteStaffMutationVariables>;
export const ChangeStaffPasswordDocument = new TypedDocumentString(`
    mutation ChangeStaffPassword($currentPassword: String!, $newPassword: String!) {
  changeStaffPassword(
    currentPassword: $currentPassword
    newPassword: $newPassword
  ) {
    ok
    userErrors {
      field
      message
      code
    }
  }
}
    `) as unknown as TypedDocumentString<ChangeStaffPasswordMutation, ChangeStaffPasswordMutationVariables>;
export const AdminSettingsDocument = new TypedDocumentString(`
    query AdminSettings {
  settings {
    storeBackend
    wordpressAdminUrl
    lowStockThreshold
    notificationEmail
  }
}
    `) as unknown as TypedDocumentString<AdminSettingsQuery, AdminSettingsQueryVariables>;
export const SaveSettingsDocument = new TypedDocumentString(`
    mutation SaveSettings($input: AdminSettingsInput!) {
  saveSettings(input: $input) {
    settings {
      storeBackend
      wordpressAdminUrl
      lowStockThreshold
      notificationEmail
    }
    userErrors {
      field
      message
      code
    }
  }
}
    `) as unknown as TypedDocumentString<SaveSettingsMutation, SaveSettingsMutationVariables>;
export const AuditLogDocument = new TypedDocumentString(`
    query AuditLog($filter: AuditFilter, $page: Int, $pageSize: Int) {
  auditLog(filter: $filter, page: $page, pageSize: $pageSize) {
    totalCount
    page
    pageSize
    items {
      id
      at
      actor
      action
      subject
      before
      after
    }
  }
}
    `) as unknown as TypedDocumentString<AuditLogQuery, AuditLogQueryVariables>;
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