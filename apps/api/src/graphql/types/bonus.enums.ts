import { BONUS_LOCK_CODES, BONUS_TYPES, COMPANY_KINDS, ELIGIBILITY_REASON_CODE_LIST, ELIGIBILITY_RULE_KINDS, GAME_VOLATILITIES, SPECIAL_MARKS } from '@bonus/domain';
import { stringEnum } from '../string-enum';

export const BonusTypeEnum = stringEnum(BONUS_TYPES, 'BonusType', 'The kind of bonus: bank, slot, live or registration.', {
  bank: "A bank's offer for opening and using an account.",
  live: 'A live casino offer.',
  registration: 'An offer for registering with an operator.',
  slot: 'A casino offer played on slot machines.',
});
export const SpecialMarkEnum = stringEnum(SPECIAL_MARKS, 'SpecialMark', 'A highlight an admin puts on a bonus.', {
  VIP: 'Marked VIP.',
  exceptional: 'An exceptional offer.',
  recommended: 'Recommended by the admins.',
});
export const GameVolatilityEnum = stringEnum(GAME_VOLATILITIES, 'GameVolatility', "How much a game's results swing.", {
  high: 'Rare, large wins.',
  low: 'Frequent, small wins.',
  medium: 'Between low and high.',
});
export const BonusLockCodeEnum = stringEnum(
  BONUS_LOCK_CODES,
  'BonusLockCode',
  'BONUS_LOCKED (tier), BONUS_MONTHLY_LIMIT (bank/casino slots), BONUS_MONTHLY_COUNT_LIMIT (premium monthly number), BONUS_MAX_RETURN (tier maximum return per month), SELF_EXCLUSION_DECLARATION_MISSING (casino: not yet declared outside the register of excluded persons) or CASINO_PAUSE (casino: the member paused casino offers)',
  {
    BONUS_LOCKED: "The member's tier does not include this offer.",
    BONUS_MAX_RETURN: "The member reached their tier's maximum return this month.",
    BONUS_MONTHLY_COUNT_LIMIT: 'The member took the premium number of bonuses this month.',
    BONUS_MONTHLY_LIMIT: "The member used their tier's bank or casino slots this month.",
    CASINO_PAUSE: 'A casino offer while the member has paused casino offers.',
    SELF_EXCLUSION_DECLARATION_MISSING: 'A casino offer before the member declared they are not in the register of excluded persons.',
  },
);
export const EligibilityRuleKindEnum = stringEnum(ELIGIBILITY_RULE_KINDS, 'EligibilityRuleKind', 'What an eligibility rule checks: no_account_within, never_account, age or once_per_person.', {
  age: "The member's age must be within min and max.",
  never_account: 'The member must never have had an account with the company.',
  no_account_within: 'The member must not have had an account with the company within the last months.',
  once_per_person: 'Each member may claim the offer once.',
});
export const EligibilityReasonCodeEnum = stringEnum(ELIGIBILITY_REASON_CODE_LIST, 'EligibilityReasonCode', 'Why the member may not claim an offer: a code of the error catalogue.', {
  ELIGIBILITY_AFTER_OFFER_END: 'The offer ends before the day the other reasons lift: no reminder can be set.',
  ELIGIBILITY_AGE: "The member's age is outside the offer's range.",
  ELIGIBILITY_ALREADY_CLAIMED: 'The member has already claimed this offer.',
  ELIGIBILITY_EXISTING_CLIENT: 'The member has or had an account with the operator.',
  ELIGIBILITY_RECENT_ACCOUNT: "The member had an account with the operator within the offer's window.",
  OPERATOR_RESTRICTED: "The member's standing with the operator rules bonuses out.",
});
export const CompanyKindEnum = stringEnum(COMPANY_KINDS, 'CompanyKind', 'What a company is: bank or casino.', {
  bank: 'A bank.',
  casino: 'A casino operator.',
});
