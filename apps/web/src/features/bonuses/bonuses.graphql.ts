import type { TypedDocumentNode } from '@apollo/client';
import type { BonusLockCode, BonusType, GameVolatility, SpecialMark } from '@bonus/domain';
import { graphql } from '../../shared/gql';
import type { BonusesQuery, BonusesQueryVariables } from '../../shared/gql/graphql';

type SentBonus = BonusesQuery['bonuses'][number];

/**
 * A bonus as the catalogue reads it. The schema still types its codes as String, so the domain's
 * unions narrow them here; once the schema declares them as enums this is the generated type alone.
 */
export type BonusView = Omit<SentBonus, 'bonusTypeName' | 'specialMark' | 'games' | 'lock'> & {
  bonusTypeName: BonusType;
  specialMark: SpecialMark | null;
  games: (SentBonus['games'][number] & { volatility: GameVolatility })[];
  lock: (NonNullable<SentBonus['lock']> & { code: BonusLockCode }) | null;
};

export const BONUSES_QUERY = graphql(`
  query Bonuses {
    bonuses {
      id
      name
      description
      startTimestamp
      endTimestamp
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
      }
      urlBonusConditions
      urlLink
      riskRate
      company {
        id
        name
      }
      bonusTypeName
      stepIdx
      games {
        id
        name
        gameStudio
        rtp
        volatility
        urlLink
      }
      lock {
        code
        message
        upgradable
      }
    }
  }
`) as TypedDocumentNode<{ bonuses: BonusView[] }, BonusesQueryVariables>;

export type BonusStepView = BonusView['stepList'][number];

export const RECORD_BONUS_PROGRESS_MUTATION = graphql(`
  mutation RecordBonusProgress($bonusId: Int!, $stepIdx: Int!) {
    recordBonusProgress(bonusId: $bonusId, stepIdx: $stepIdx) {
      bonusId
      stepIdx
    }
  }
`);

export const HIDE_BONUS_MUTATION = graphql(`
  mutation HideBonus($id: Int!) {
    hideBonus(id: $id)
  }
`);

export const COMPLETE_BONUS_MUTATION = graphql(`
  mutation CompleteBonus($input: CompleteBonusInput!) {
    completeBonus(input: $input) {
      ...HistoryEntryFields
    }
  }
`);
