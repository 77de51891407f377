import { gql, TypedDocumentNode } from '@apollo/client';
import type { BonusType, SpecialMark } from '@bonus/domain';

export interface AdminBonusView {
  id: number;
  name: string;
  description: string;
  startTimestamp: number;
  endTimestamp: number;
  visibilityStartTimestamp: number | null;
  visibilityEndTimestamp: number | null;
  visible: boolean;
  expectedValue: number;
  neededCapital: number;
  specialMark: SpecialMark | null;
  stepList: { id: number; title: string; subtitle: string; description: string; icon: string; order: number; category: string }[];
  urlBonusConditions: string;
  urlLink: string;
  riskRate: number;
  company: { id: number; name: string };
  games: { id: number; name: string }[];
  bonusTypeName: BonusType;
  renewingDays: number[];
}

const ADMIN_BONUS_FIELDS = gql`
  fragment AdminBonusFields on Bonus {
    id
    name
    description
    startTimestamp
    endTimestamp
    visibilityStartTimestamp
    visibilityEndTimestamp
    visible
    expectedValue
    neededCapital
    specialMark
    stepList {
      id
      title
      subtitle
      description
      icon
      order
      category
    }
    urlBonusConditions
    urlLink
    riskRate
    company {
      id
      name
    }
    games {
      id
      name
    }
    bonusTypeName
    renewingDays
  }
`;

export const ADMIN_BONUSES_QUERY: TypedDocumentNode<
  { adminBonuses: { bonuses: AdminBonusView[]; totalCount: number; currentPage: number; pageCount: number } },
  { currentPage: number }
> = gql`
  query AdminBonuses($currentPage: Int) {
    adminBonuses(currentPage: $currentPage) {
      bonuses {
        ...AdminBonusFields
      }
      totalCount
      currentPage
      pageCount
    }
  }
  ${ADMIN_BONUS_FIELDS}
`;

/** The GraphQL BonusWriteInput (money in Kč, time in unix seconds). */
export interface BonusWriteVariables {
  id?: number | null;
  name: string;
  description: string;
  startTimestamp: number;
  endTimestamp: number;
  visibilityStartTimestamp: number | null;
  visibilityEndTimestamp: number | null;
  visible: boolean;
  expectedValue: number;
  neededCapital: number;
  specialMark: SpecialMark | null;
  stepList: { title: string; subtitle: string; description: string; icon: string; order: number; category: string }[];
  urlBonusConditions: string;
  urlLink: string;
  riskRate: number;
  companyId: number;
  gamesIds: number[];
  bonusTypeName: BonusType;
  renewingDays: number[];
}

export const CREATE_BONUS_MUTATION: TypedDocumentNode<{ createBonus: AdminBonusView }, { input: BonusWriteVariables }> = gql`
  mutation CreateBonus($input: BonusWriteInput!) {
    createBonus(input: $input) {
      ...AdminBonusFields
    }
  }
  ${ADMIN_BONUS_FIELDS}
`;

export const UPDATE_BONUS_MUTATION: TypedDocumentNode<{ updateBonus: AdminBonusView }, { input: BonusWriteVariables }> = gql`
  mutation UpdateBonus($input: BonusWriteInput!) {
    updateBonus(input: $input) {
      ...AdminBonusFields
    }
  }
  ${ADMIN_BONUS_FIELDS}
`;

export const SET_BONUS_VISIBILITY_MUTATION: TypedDocumentNode<{ setBonusVisibility: { id: number; visible: boolean } }, { id: number; visible: boolean }> = gql`
  mutation SetBonusVisibility($id: Int!, $visible: Boolean!) {
    setBonusVisibility(id: $id, visible: $visible) {
      id
      visible
    }
  }
`;

export const CATALOGUE_OPTIONS_QUERY: TypedDocumentNode<{ companies: { id: number; name: string }[]; games: { id: number; name: string; gameStudio: string }[] }> = gql`
  query CatalogueOptions {
    companies {
      id
      name
    }
    games {
      id
      name
      gameStudio
    }
  }
`;
