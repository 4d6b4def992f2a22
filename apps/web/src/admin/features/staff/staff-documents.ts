import { graphql } from '../../gql';

export const AdminStaffFieldsFragment = graphql(`
  fragment AdminStaffFields on Staff {
    id
    email
    name
    role
    active
    createdAt
    lastLoginAt
  }
`);

export const AdminStaffListQuery = graphql(`
  query AdminStaffList {
    staff {
      ...AdminStaffFields
    }
  }
`);

export const AdminSaveStaffMutation = graphql(`
  mutation AdminSaveStaff($input: StaffInput!) {
    saveStaff(input: $input) {
      staff {
        ...AdminStaffFields
      }
      userErrors {
        field
        message
        code
      }
    }
  }
`);

export const AdminDeleteStaffMutation = graphql(`
  mutation AdminDeleteStaff($id: ID!) {
    deleteStaff(id: $id) {
      ok
      userErrors {
        field
        message
        code
      }
    }
  }
`);

export const AdminSettingsQuery = graphql(`
  query AdminSettings {
    settings {
      storeBackend
      wordpressAdminUrl
      lowStockThreshold
      notificationEmail
      buyerApproval
    }
  }
`);

export const AdminSaveSettingsMutation = graphql(`
  mutation AdminSaveSettings($input: AdminSettingsInput!) {
    saveSettings(input: $input) {
      settings {
        storeBackend
        wordpressAdminUrl
        lowStockThreshold
        notificationEmail
        buyerApproval
      }
      userErrors {
        field
        message
        code
      }
    }
  }
`);
