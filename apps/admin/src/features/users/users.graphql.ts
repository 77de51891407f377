import { graphql } from '../../shared/gql';
import type { AdminUserDetailFieldsFragment, AdminUserFieldsFragment } from '../../shared/gql/graphql';

export const ADMIN_USER_FIELDS = graphql(`
  fragment AdminUserFields on AdminUser {
    id
    name
    fullName
    email
    tierName
    creationTimestamp
    earnings
    active
    admin
    pendingApproval
  }
`);

export type AdminUserView = AdminUserFieldsFragment;
export type AdminUserDetailView = AdminUserDetailFieldsFragment;

export const ADMIN_USER_DETAIL_FIELDS = graphql(`
  fragment AdminUserDetailFields on AdminUserDetail {
    id
    name
    fullName
    email
    tierName
    creationTimestamp
    earnings
    active
    admin
    pendingApproval
    bonusRevenue
    referralRevenue
    balance
    paidOut
    completedBonuses
    referredUsers
    orders { id tierName status amount creationTimestamp expirationTimestamp waiverTimestamp waiverTermsVersion }
    payouts { id amount status creationTimestamp }
    consents { kind label granted termsVersion recordedTimestamp }
  }
`);

export const ADMIN_USERS_QUERY = graphql(`
  query AdminUsers($input: AdminUserQueryInput) {
    adminUsers(input: $input) {
      users { ...AdminUserFields }
      totalCount
      currentPage
      pageCount
    }
  }
`);

export const ADMIN_USER_QUERY = graphql(`
  query AdminUser($id: ID!) {
    adminUser(id: $id) { ...AdminUserDetailFields }
  }
`);

export const UPDATE_ADMIN_USER_MUTATION = graphql(`
  mutation UpdateAdminUser($id: ID!, $active: Boolean) {
    updateAdminUser(input: { id: $id, active: $active }) { ...AdminUserDetailFields }
  }
`);

export const SET_ADMIN_RIGHTS_MUTATION = graphql(`
  mutation SetAdminRights($input: AdminRightsInput!) {
    setAdminRights(input: $input) { ...AdminUserDetailFields }
  }
`);

export const APPROVE_ADMIN_USER_MUTATION = graphql(`
  mutation ApproveAdminUser($id: ID!) {
    approveAdminUser(id: $id) { ...AdminUserDetailFields }
  }
`);

export const DELETE_ADMIN_USER_MUTATION = graphql(`
  mutation DeleteAdminUser($id: ID!) {
    deleteAdminUser(id: $id)
  }
`);

/** The signed-in admin's id (from the cache the guard filled): the member page does not offer removing one's own rights. */
export const ADMIN_SELF_QUERY = graphql(`
  query AdminSelf {
    me { id }
  }
`);
