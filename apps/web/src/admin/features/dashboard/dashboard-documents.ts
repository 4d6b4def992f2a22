import { graphql } from '../../gql';

export const AdminDashboardQuery = graphql(`
  query AdminDashboard {
    dashboard {
      ordersToday
      revenueToday {
        amount
        currencyCode
      }
      ordersThisMonth
      revenueThisMonth {
        amount
        currencyCode
      }
      ordersAwaitingProcessing
      customersAwaitingApproval
      unreadMessages
      lowStock {
        productId
        name
        slug
        stockQuantity
        inStock
      }
    }
  }
`);
