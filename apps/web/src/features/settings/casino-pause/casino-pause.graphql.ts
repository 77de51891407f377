import { graphql } from '../../../shared/gql';
import type { OperatorStatusesQuery } from '../../../shared/gql/graphql';

export const PAUSE_CASINOS_MUTATION = graphql(`
  mutation PauseCasinos($days: Int!) {
    pauseCasinos(days: $days) {
      until
    }
  }
`);

/** The member's recorded standing with operators, and the casinos they can pick. */
export const OPERATOR_STATUSES_QUERY = graphql(`
  query OperatorStatuses {
    operatorStatuses {
      id
      companyId
      companyName
      status
      since
      recordedAt
    }
    companies {
      id
      name
      kind
    }
  }
`);

export type OperatorStatusView = OperatorStatusesQuery['operatorStatuses'][number];
export type OperatorOption = OperatorStatusesQuery['companies'][number];

export const RECORD_OPERATOR_STATUS_MUTATION = graphql(`
  mutation RecordOperatorStatus($input: OperatorStatusInput!) {
    recordOperatorStatus(input: $input) {
      id
    }
  }
`);
