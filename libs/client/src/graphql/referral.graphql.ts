import { gql, TypedDocumentNode } from '@apollo/client';
import type { PayoutStatus } from '@bonus/domain';

export const REFERRAL_PAGE_QUERY: TypedDocumentNode<{ referralPage: { referencerName: string; referralCode: string } }, { referralCode: string }> = gql`
  query ReferralPage($referralCode: String!) {
    referralPage(referralCode: $referralCode) {
      referencerName
      referralCode
    }
  }
`;

export const SEND_REFERRAL_EMAIL_MUTATION: TypedDocumentNode<{ sendReferralEmail: boolean }, { email: string; referralCode: string }> = gql`
  mutation SendReferralEmail($email: String!, $referralCode: String!) {
    sendReferralEmail(email: $email, referralCode: $referralCode)
  }
`;

export interface ReferralCodeView {
  id: number;
  code: string;
  inUse: boolean;
  creationTimestamp: number;
}

export interface ReferredUserView {
  name: string;
  creationTimestamp: number;
  tierName: string;
  referencerReward: number;
}

export interface TransactionView {
  id: number;
  amount: number;
  creationTimestamp: number;
  note: string;
  /** Czech: Zpracovává se, Vyplaceno or Vráceno: <reason>. */
  transStatusName: string;
  status: PayoutStatus;
  bankAccount: string;
}

export interface ReferralAccountView {
  id: string;
  balance: number;
  paidOut: number;
  referralRevenue: number;
  bankAccount: string | null;
  autoWithdraw: boolean;
  tier: { id: number; referralReward: number };
}

/** Everything the referrals screen shows except the chart. */
export const REFERRALS_QUERY: TypedDocumentNode<{
  me: ReferralAccountView;
  referralCodes: ReferralCodeView[];
  referredUsers: ReferredUserView[];
  transactions: TransactionView[];
}> = gql`
  query Referrals {
    me {
      id
      balance
      paidOut
      referralRevenue
      bankAccount
      autoWithdraw
      tier {
        id
        referralReward
      }
    }
    referralCodes {
      id
      code
      inUse
      creationTimestamp
    }
    referredUsers {
      name
      creationTimestamp
      tierName
      referencerReward
    }
    transactions {
      id
      amount
      creationTimestamp
      note
      transStatusName
      status
      bankAccount
    }
  }
`;

export const TRANSACTION_STATS_QUERY: TypedDocumentNode<{ transactionStats: { month: string; reward: number; paidOut: number }[] }, { timePeriod: string }> = gql`
  query TransactionStats($timePeriod: String) {
    transactionStats(timePeriod: $timePeriod) {
      month
      reward
      paidOut
    }
  }
`;

export const CREATE_REFERRAL_CODE_MUTATION: TypedDocumentNode<{ createReferralCode: ReferralCodeView }> = gql`
  mutation CreateReferralCode {
    createReferralCode {
      id
      code
      inUse
      creationTimestamp
    }
  }
`;

export const WITHDRAW_MUTATION: TypedDocumentNode<{ withdraw: TransactionView }, { amount: number; bankAccount: string }> = gql`
  mutation Withdraw($amount: Int!, $bankAccount: String!) {
    withdraw(amount: $amount, bankAccount: $bankAccount) {
      id
      amount
      creationTimestamp
      note
      transStatusName
      status
      bankAccount
    }
  }
`;

/** PUT /user's payout fields: the bank account (empty removes it) and auto-withdraw. */
export const UPDATE_PAYOUT_SETTINGS_MUTATION: TypedDocumentNode<
  { updateUser: { id: string; bankAccount: string | null; autoWithdraw: boolean } },
  { input: { bankAccount?: string | null; autoWithdraw?: boolean } }
> = gql`
  mutation UpdatePayoutSettings($input: UpdateUserInput!) {
    updateUser(input: $input) {
      id
      bankAccount
      autoWithdraw
    }
  }
`;
