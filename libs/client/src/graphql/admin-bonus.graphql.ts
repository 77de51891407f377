import { gql, TypedDocumentNode } from '@apollo/client';
import type { AdminBonusSource, formToBonusWrite } from '@bonus/domain';
import { BONUS_CORE_FIELDS } from './bonus.graphql';

/** A bonus as the admin screens read it: what the form edits, plus ids and names. */
export interface AdminBonusView extends AdminBonusSource {
  id: number;
  stepList: (AdminBonusSource['stepList'][number] & { id: number })[];
  company: { id: number; name: string };
  games: { id: number; name: string }[];
}

const ADMIN_BONUS_FIELDS = gql`
  fragment AdminBonusFields on Bonus {
    ...BonusCoreFields
    visibilityStartTimestamp
    visibilityEndTimestamp
    visible
    stepList {
      category
    }
    games {
      id
      name
    }
    renewingDays
  }
  ${BONUS_CORE_FIELDS}
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

/** The GraphQL BonusWriteInput (money in Kč, time in unix seconds): the validated form, with the id for an update. */
export type BonusWriteVariables = ReturnType<typeof formToBonusWrite> & { id?: number | null };

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
