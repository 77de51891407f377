import { graphql } from '../../shared/gql';

export const AUDIT_LOG_QUERY = graphql(`
  query AuditLog {
    auditLog { id actorName action details creationTimestamp }
  }
`);
