import { graphql } from '../../shared/gql';
import type { PromoCodeQuery } from '../../shared/gql/graphql';

export const REGISTER_USER_MUTATION = graphql(`
  mutation RegisterUser($input: RegisterUserInput!) {
    registerUser(input: $input) {
      ...MeFields
    }
  }
`);

export const REQUEST_PASSWORD_RESET_MUTATION = graphql(`
  mutation RequestPasswordReset($email: String!) {
    requestPasswordReset(email: $email)
  }
`);

export const PROMO_CODE_QUERY = graphql(`
  query PromoCode($code: String!) {
    promoCode(code: $code) {
      code
      discountPercent
      months
    }
  }
`);

export type PromoCodeView = PromoCodeQuery['promoCode'];

/** open, closed or maintenance: the register page says so before anything is typed. */
export const REGISTRATION_STATUS_QUERY = graphql(`
  query RegistrationStatus {
    registrationStatus
  }
`);
