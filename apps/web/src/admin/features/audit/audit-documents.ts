import { graphql } from '../../gql';

export const AdminAuditLogQuery = graphql(`
  query AdminAuditLog($filter: AuditFilter, $page: Int, $pageSize: Int) {
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
`);
