import { graphql } from '../../../shared/gql';
import type { MembershipPlanQuery } from '../../../shared/gql/graphql';

/** The plan card: tier and price, the generation price kept, the next charge, the payment method and the payments. */
export const MEMBERSHIP_PLAN_QUERY = graphql(`
  query MembershipPlan {
    membershipPlan {
      tierId
      tierName
      monthlyPrice
      generationNumber
      billing { kind timestamp amount }
      paymentMethod
      payments { id paidTimestamp description amount refunded }
      upgradePrices { tierId monthlyPrice }
    }
  }
`);

export type MembershipPlanView = MembershipPlanQuery['membershipPlan'];
export type MembershipPaymentView = MembershipPlanView['payments'][number];

/** One of the member's own payments as a PDF receipt, base64-encoded. */
export const MEMBERSHIP_RECEIPT_PDF_QUERY = graphql(`
  query MembershipReceiptPdf($paymentId: ID!) {
    membershipReceiptPdf(paymentId: $paymentId)
  }
`);
