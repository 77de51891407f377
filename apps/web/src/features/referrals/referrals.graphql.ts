import { graphql } from '../../shared/gql';
import type { ReferralsQuery } from '../../shared/gql/graphql';

/** Everything the referrals screen shows except the chart. */
export const REFERRALS_QUERY = graphql(`
  query Referrals($referredPage: PageInput, $payoutsPage: PageInput) {
    me {
      ...PayoutSettingsFields
      balance
      paidOut
      tier {
        id
        referralReward
      }
    }
    referralCodes {
      ...ReferralCodeFields
    }
    referredUsers(page: $referredPage) {
      items {
        name
        creationTimestamp
        tierName
        referencerReward
      }
      totalCount
      itemsPerPage
    }
    referralRewardsTotal
    transactions(page: $payoutsPage) {
      items {
        ...TransactionFields
      }
      totals {
        pending
        paid
        failed
      }
      totalCount
      itemsPerPage
    }
  }
`);

export type ReferralAccountView = ReferralsQuery['me'];
export type ReferralCodeView = ReferralsQuery['referralCodes'][number];

export const REFERRAL_CODE_FIELDS = graphql(`
  fragment ReferralCodeFields on ReferralCode {
    id
    code
    inUse
    creationTimestamp
  }
`);

export const TRANSACTION_FIELDS = graphql(`
  fragment TransactionFields on Transaction {
    id
    amount
    creationTimestamp
    note
    transStatusName
    status
    bankAccount
  }
`);

export const TRANSACTION_STATS_QUERY = graphql(`
  query TransactionStats($timePeriod: StatsPeriod) {
    transactionStats(timePeriod: $timePeriod) {
      month
      reward
      paidOut
    }
  }
`);

export const CREATE_REFERRAL_CODE_MUTATION = graphql(`
  mutation CreateReferralCode {
    createReferralCode {
      ...ReferralCodeFields
    }
  }
`);

export const WITHDRAW_MUTATION = graphql(`
  mutation Withdraw($amount: Int!, $bankAccount: String!) {
    withdraw(amount: $amount, bankAccount: $bankAccount) {
      ...TransactionFields
    }
  }
`);

/** The member's payout settings, shown on the referrals screen and answered back when saved. */
export const PAYOUT_SETTINGS_FIELDS = graphql(`
  fragment PayoutSettingsFields on UserProfile {
    id
    bankAccount
    autoWithdraw
  }
`);

/** PUT /user's payout fields: the bank account (empty removes it) and auto-withdraw. */
export const UPDATE_PAYOUT_SETTINGS_MUTATION = graphql(`
  mutation UpdatePayoutSettings($input: UpdateUserInput!) {
    updateUser(input: $input) {
      ...PayoutSettingsFields
    }
  }
`);

/** The minimum withdrawal (Kč) for the member's withdraw form. */
export const MIN_WITHDRAWAL_QUERY = graphql(`
  query MinWithdrawal {
    minWithdrawal
  }
`);

export type ReferredMembersView = ReferralsQuery['referredUsers'];
export type ReferredMemberView = ReferredMembersView['items'][number];
export type PayoutsView = ReferralsQuery['transactions'];
export type PayoutView = PayoutsView['items'][number];
