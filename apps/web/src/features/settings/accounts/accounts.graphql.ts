import { graphql } from '../../../shared/gql';
import type { MemberAccountsQuery } from '../../../shared/gql/graphql';

/** "Moje účty": the member's accounts and the companies they can pick. */
export const MEMBER_ACCOUNTS_QUERY = graphql(`
  query MemberAccounts {
    memberAccounts {
      id
      company {
        id
        name
      }
      openedAt
      closedAt
      source
    }
    companies {
      id
      name
    }
  }
`);

export type MemberAccountView = MemberAccountsQuery['memberAccounts'][number];
export type CompanyOption = MemberAccountsQuery['companies'][number];

export const CREATE_MEMBER_ACCOUNT_MUTATION = graphql(`
  mutation CreateMemberAccount($input: MemberAccountCreateInput!) {
    createMemberAccount(input: $input) {
      id
    }
  }
`);

export const UPDATE_MEMBER_ACCOUNT_MUTATION = graphql(`
  mutation UpdateMemberAccount($input: MemberAccountUpdateInput!) {
    updateMemberAccount(input: $input) {
      id
    }
  }
`);

export const DELETE_MEMBER_ACCOUNT_MUTATION = graphql(`
  mutation DeleteMemberAccount($id: Int!) {
    deleteMemberAccount(id: $id)
  }
`);
