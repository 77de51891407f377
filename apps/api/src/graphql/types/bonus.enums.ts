import { BONUS_LOCK_CODES, BONUS_TYPES, COMPANY_KINDS, ELIGIBILITY_REASON_CODE_LIST, ELIGIBILITY_RULE_KINDS, GAME_VOLATILITIES, SPECIAL_MARKS } from '@bonus/domain';
import { stringEnum } from '../string-enum';

export const BonusTypeEnum = stringEnum(BONUS_TYPES, 'BonusType', 'The kind of bonus: bank, slot, live or registration.');
export const SpecialMarkEnum = stringEnum(SPECIAL_MARKS, 'SpecialMark', 'A highlight an admin puts on a bonus.');
export const GameVolatilityEnum = stringEnum(GAME_VOLATILITIES, 'GameVolatility', "How much a game's results swing.");
export const BonusLockCodeEnum = stringEnum(
  BONUS_LOCK_CODES,
  'BonusLockCode',
  'BONUS_LOCKED (tier), BONUS_MONTHLY_LIMIT (bank/casino slots), BONUS_MONTHLY_COUNT_LIMIT (premium monthly number), BONUS_MAX_RETURN (tier maximum return per month), SELF_EXCLUSION_DECLARATION_MISSING (casino: not yet declared outside the register of excluded persons) or CASINO_PAUSE (casino: the member paused casino offers)',
);
export const EligibilityRuleKindEnum = stringEnum(ELIGIBILITY_RULE_KINDS, 'EligibilityRuleKind', 'no_account_within, never_account, age or once_per_person.');
export const EligibilityReasonCodeEnum = stringEnum(ELIGIBILITY_REASON_CODE_LIST, 'EligibilityReasonCode', 'Why the member may not claim an offer: a code of the error catalogue.');
export const CompanyKindEnum = stringEnum(COMPANY_KINDS, 'CompanyKind', 'bank or casino.');
