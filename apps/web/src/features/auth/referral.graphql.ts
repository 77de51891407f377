import { graphql } from '../../shared/gql';

export const REFERRAL_PAGE_QUERY = graphql(`
  query ReferralPage($referralCode: String!) {
    referralPage(referralCode: $referralCode) {
      referencerName
      referralCode
    }
  }
`);

export const SEND_REFERRAL_EMAIL_MUTATION = graphql(`
  mutation SendReferralEmail($email: String!, $referralCode: String!) {
    sendReferralEmail(email: $email, referralCode: $referralCode)
  }
`);
