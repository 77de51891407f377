import { gql, TypedDocumentNode } from '@apollo/client';
import { CONSENT_FIELDS, ConsentView } from './user.graphql';

export interface AdminUserView {
  id: string;
  name: string;
  fullName: string;
  email: string | null;
  tierName: string;
  creationTimestamp: number;
  earnings: number;
  active: boolean;
  admin: boolean;
  pendingApproval: boolean;
}

export interface AdminUserDetailView extends AdminUserView {
  bonusRevenue: number;
  referralRevenue: number;
  balance: number;
  paidOut: number;
  completedBonuses: number;
  referredUsers: number;
  orders: {
    id: string;
    tierName: string;
    status: string;
    amount: number;
    creationTimestamp: number;
    expirationTimestamp: number | null;
    waiverTimestamp: number | null;
    waiverTermsVersion: string | null;
  }[];
  payouts: { id: number; amount: number; status: string; creationTimestamp: number }[];
  consents: ConsentView[];
}

const USER_FIELDS = `id name fullName email tierName creationTimestamp earnings active admin pendingApproval`;
const DETAIL_FIELDS = `${USER_FIELDS} bonusRevenue referralRevenue balance paidOut completedBonuses referredUsers
  orders { id tierName status amount creationTimestamp expirationTimestamp waiverTimestamp waiverTermsVersion } payouts { id amount status creationTimestamp }
  consents { ${CONSENT_FIELDS} }`;

export const ADMIN_USERS_QUERY: TypedDocumentNode<
  { adminUsers: { users: AdminUserView[]; totalCount: number; currentPage: number; pageCount: number } },
  { input: { search: string; status: string; currentPage: number } }
> = gql`
  query AdminUsers($input: AdminUserQueryInput) {
    adminUsers(input: $input) {
      users { ${USER_FIELDS} }
      totalCount
      currentPage
      pageCount
    }
  }
`;

export const ADMIN_USER_QUERY: TypedDocumentNode<{ adminUser: AdminUserDetailView }, { id: string }> = gql`
  query AdminUser($id: ID!) {
    adminUser(id: $id) { ${DETAIL_FIELDS} }
  }
`;

export const UPDATE_ADMIN_USER_MUTATION: TypedDocumentNode<{ updateAdminUser: AdminUserDetailView }, { id: string; admin?: boolean | null; active?: boolean | null }> = gql`
  mutation UpdateAdminUser($id: ID!, $admin: Boolean, $active: Boolean) {
    updateAdminUser(id: $id, admin: $admin, active: $active) { ${DETAIL_FIELDS} }
  }
`;

export const APPROVE_ADMIN_USER_MUTATION: TypedDocumentNode<{ approveAdminUser: AdminUserDetailView }, { id: string }> = gql`
  mutation ApproveAdminUser($id: ID!) {
    approveAdminUser(id: $id) { ${DETAIL_FIELDS} }
  }
`;

export const DELETE_ADMIN_USER_MUTATION: TypedDocumentNode<{ deleteAdminUser: boolean }, { id: string }> = gql`
  mutation DeleteAdminUser($id: ID!) {
    deleteAdminUser(id: $id)
  }
`;

export const ADMIN_USERS_CSV_QUERY: TypedDocumentNode<{ adminUsersCsv: string }, { input?: { search?: string; status?: string } }> = gql`
  query AdminUsersCsv($input: AdminUserQueryInput) {
    adminUsersCsv(input: $input)
  }
`;

export interface AuditEntryView {
  id: number;
  actorName: string | null;
  action: string;
  details: unknown;
  creationTimestamp: number;
}

export const AUDIT_LOG_QUERY: TypedDocumentNode<{ auditLog: AuditEntryView[] }> = gql`
  query AuditLog {
    auditLog { id actorName action details creationTimestamp }
  }
`;
