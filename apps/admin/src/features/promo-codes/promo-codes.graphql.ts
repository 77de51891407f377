import { graphql } from '../../shared/gql';
import type { AdminPromoCodeFieldsFragment, PromoCodeInput } from '../../shared/gql/graphql';

export const ADMIN_PROMO_CODE_FIELDS = graphql(`
  fragment AdminPromoCodeFields on AdminPromoCode {
    id
    code
    discountPercent
    months
    validFrom
    validUntil
    maxRedemptions
    redemptions
    state
    stateLabel
  }
`);

export type AdminPromoCodeView = AdminPromoCodeFieldsFragment;

export const ADMIN_PROMO_CODES_QUERY = graphql(`
  query AdminPromoCodes($page: PageInput, $search: String) {
    adminPromoCodes(page: $page, search: $search) {
      items { ...AdminPromoCodeFields }
      totalCount
      itemsPerPage
    }
  }
`);

export const CREATE_PROMO_CODE_MUTATION = graphql(`
  mutation CreatePromoCode($input: PromoCodeInput!) {
    createPromoCode(input: $input) { ...AdminPromoCodeFields }
  }
`);

/** What the admin enters for a new code. */
export type PromoCodeInputView = PromoCodeInput;

export const END_PROMO_CODE_MUTATION = graphql(`
  mutation EndPromoCode($id: Int!) {
    endPromoCode(id: $id) { ...AdminPromoCodeFields }
  }
`);
