import { gql, TypedDocumentNode } from '@apollo/client';

export interface AdminPromoCodeView {
  id: number;
  code: string;
  discountPercent: number;
  months: number;
  validFrom: number | null;
  validUntil: number | null;
  maxRedemptions: number | null;
  redemptions: number;
  state: 'scheduled' | 'running' | 'used_up' | 'ended';
  stateLabel: string;
}

/** What the admin enters for a new code: the list's fields that are not counted or derived. */
export type PromoCodeInputView = Pick<AdminPromoCodeView, 'code' | 'discountPercent' | 'months' | 'validFrom' | 'validUntil' | 'maxRedemptions'>;

const FIELDS = 'id code discountPercent months validFrom validUntil maxRedemptions redemptions state stateLabel';

export const ADMIN_PROMO_CODES_QUERY: TypedDocumentNode<{ adminPromoCodes: AdminPromoCodeView[] }> = gql`
  query AdminPromoCodes {
    adminPromoCodes { ${FIELDS} }
  }
`;

export const CREATE_PROMO_CODE_MUTATION: TypedDocumentNode<{ createPromoCode: AdminPromoCodeView }, { input: PromoCodeInputView }> = gql`
  mutation CreatePromoCode($input: PromoCodeInput!) {
    createPromoCode(input: $input) { ${FIELDS} }
  }
`;

export const END_PROMO_CODE_MUTATION: TypedDocumentNode<{ endPromoCode: AdminPromoCodeView }, { id: number }> = gql`
  mutation EndPromoCode($id: Int!) {
    endPromoCode(id: $id) { ${FIELDS} }
  }
`;
