import { graphql } from '../../gql';

export const AdminMoneySettingsFieldsFragment = graphql(`
  fragment AdminMoneySettingsFields on MoneySettings {
    shipping {
      zone
      name
      rate
      freeFrom
    }
    minimumOrderValue
    seller {
      name
      addressLines
      kvk
      vatNumber
      iban
      bic
      email
    }
    paymentTermsDays
    invoiceTiming
    paymentMethod
  }
`);

export const AdminMoneySettingsQuery = graphql(`
  query AdminMoneySettings {
    moneySettings {
      ...AdminMoneySettingsFields
    }
  }
`);

export const AdminSaveMoneySettingsMutation = graphql(`
  mutation AdminSaveMoneySettings($input: MoneySettingsInput!) {
    saveMoneySettings(input: $input) {
      moneySettings {
        ...AdminMoneySettingsFields
      }
      userErrors {
        field
        message
        code
      }
    }
  }
`);
