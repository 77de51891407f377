import { Field, Float, ID, InputType, Int, ObjectType } from 'type-graphql';
import type { BonusLockCode, BonusType, CompanyKind, EligibilityReasonCode, EligibilityRuleKind, GameVolatility, Halere, SpecialMark } from '@bonus/domain';
import { UnixSeconds, WholeCzk } from '../scalars';
import { ValueTerms } from './bonus-value.types';
import { BonusLockCodeEnum, BonusTypeEnum, CompanyKindEnum, EligibilityReasonCodeEnum, EligibilityRuleKindEnum, GameVolatilityEnum, SpecialMarkEnum } from './bonus.enums';

// The classes expose the services' read models as they are (see libs/server bonus.read-model.ts and
// bonus-history.read-model.ts): resolvers return those objects, the scalars turn haléře and Dates into
// the wire's whole Kč and unix seconds, and `name` keeps a field's wire name where the read model's differs.

@ObjectType({ description: "A casino operator's Ministry of Finance licence." })
export class OperatorLicense {
  @Field() number!: string;
  @Field(() => UnixSeconds) validUntil!: Date;
}

@ObjectType({ description: 'A bank or casino operator.' })
export class Company {
  @Field(() => Int) id!: number;
  @Field() name!: string;
  @Field(() => String, { nullable: true, description: "A bank's ČNB code (four digits); null for casinos." }) bankCode!: string | null;
  @Field(() => CompanyKindEnum, { nullable: true, description: 'bank or casino (null where only the name is read: member accounts).' }) kind?: CompanyKind;
  @Field(() => OperatorLicense, { nullable: true, description: "A casino's Ministry of Finance licence; null for banks and operators without one." }) license?: OperatorLicense | null;
}

@ObjectType({ description: "What a step needs from the member's imported statements (issue #37); fields a kind does not use are null." })
export class StepRequirement {
  @Field({ description: 'card_payments or incoming_total' }) kind!: 'card_payments' | 'incoming_total';
  @Field(() => Int, { nullable: true, description: 'card_payments: how many.' }) count?: number;
  // The read model keeps the REST wire's names (the rule is stored as POST /bonus takes it).
  @Field(() => Int, { name: 'minAmount', description: 'Whole Kč: a payment at least this (card_payments), or the total coming in (incoming_total).' }) min_amount!: number;
  @Field(() => Int, { name: 'withinDays' }) within_days!: number;
}

@ObjectType({ description: "A transaction of the member's statements that counted toward a step." })
export class CountedPayment {
  @Field(() => Int, { description: 'As bankTransactions.' }) id!: number;
  @Field(() => UnixSeconds, { name: 'bookedTimestamp', description: 'The booking day (Prague midnight).' }) bookedAt!: Date;
  @Field(() => Float, { description: 'Kč; negative when money leaves.' }) amount!: number;
  @Field(() => String, { nullable: true }) counterparty!: string | null;
}

@ObjectType({ description: "This member's progress toward a step's requirement from their statements." })
export class RequirementProgress {
  @Field(() => Int) done!: number;
  @Field(() => Int) needed!: number;
  @Field({ description: 'Enough counted: the step can be confirmed in one click.' }) met!: boolean;
  @Field(() => Int) remainingDays!: number;
  @Field(() => [CountedPayment], { description: 'The transactions that counted, newest first.' }) counted!: readonly CountedPayment[];
}

@ObjectType({ description: 'A casino game a bonus is played on.' })
export class Game {
  @Field(() => Int) id!: number;
  @Field() name!: string;
  @Field() gameStudio!: string;
  @Field(() => Int) gameStudioId!: number;
  @Field(() => Float, { description: 'Return to player in percent.' }) rtp!: number;
  @Field(() => GameVolatilityEnum) volatility!: GameVolatility;
  @Field() urlLink!: string;
}

@ObjectType({ description: 'One guided step of a bonus.' })
export class BonusStep {
  @Field(() => Int) id!: number;
  @Field() title!: string;
  @Field() subtitle!: string;
  @Field({ description: 'Sanitised HTML.' }) description!: string;
  @Field() icon!: string;
  @Field(() => Int) order!: number;
  @Field() category!: string;
  @Field(() => Int, { nullable: true, description: 'Due this many days after the member started the offer; null: no deadline.' }) deadlineDays!: number | null;
  @Field(() => StepRequirement, { nullable: true }) requirement!: StepRequirement | null;
}

@ObjectType({ description: 'Why the member cannot take a bonus.' })
export class BonusLock {
  @Field(() => BonusLockCodeEnum) code!: BonusLockCode;
  @Field() message!: string;
  @Field({ description: 'A higher tier would unlock it.' }) upgradable!: boolean;
}

@ObjectType({ description: 'Who may claim an offer (issue #36); fields a kind does not use are null.' })
export class EligibilityRule {
  @Field(() => EligibilityRuleKindEnum) kind!: EligibilityRuleKind;
  @Field(() => Int, { nullable: true }) companyId!: number | null;
  @Field(() => Int, { nullable: true, description: 'no_account_within: the window in months (1–120).' }) months!: number | null;
  @Field(() => Int, { nullable: true, description: 'age: minimum in whole years.' }) min!: number | null;
  @Field(() => Int, { nullable: true, description: 'age: maximum in whole years, null for none.' }) max!: number | null;
}

@ObjectType({ description: 'Why the member cannot claim an offer now.' })
export class EligibilityReason {
  @Field(() => EligibilityReasonCodeEnum) code!: EligibilityReasonCode;
  @Field({ description: 'In Czech, for the member.' }) message!: string;
  @Field(() => UnixSeconds, { name: 'eligibleFrom', nullable: true, description: 'When time alone lifts it; null when it will not.' }) eligibleFrom!: Date | null;
}

@ObjectType({ description: 'Whether the member may claim an offer now (claim planner).' })
export class Eligibility {
  @Field() eligible!: boolean;
  @Field(() => [EligibilityReason]) reasons!: readonly EligibilityReason[];
  @Field(() => UnixSeconds, { name: 'remindTimestamp', nullable: true, description: 'The day the member asked to be reminded of.' }) remindAt!: Date | null;
}

@ObjectType({ description: "One step's due time for this member." })
export class StepDue {
  @Field(() => UnixSeconds, { name: 'dueTimestamp', nullable: true }) dueAt!: Date | null;
  @Field({ description: 'Due, passed and not completed.' }) missed!: boolean;
}

@ObjectType({ description: "A started offer's due times, per step in the offer's order." })
export class BonusDeadlines {
  @Field(() => [StepDue]) steps!: readonly StepDue[];
  @Field(() => UnixSeconds, { name: 'nextDueTimestamp', nullable: true, description: 'The earliest due time of a step not completed yet (may be past).' }) nextDueAt!: Date | null;
  @Field() overdue!: boolean;
}

@ObjectType({ description: "What members' approved results of an offer were (Kč)." })
export class EarningsStats {
  @Field(() => Int, { description: 'Results the figures are computed from.' }) n!: number;
  @Field(() => WholeCzk) median!: Halere;
  @Field(() => WholeCzk) p25!: Halere;
  @Field(() => WholeCzk) p75!: Halere;
}

@ObjectType({ description: 'A bonus as the signed-in member sees it (money in Kč, time in unix seconds).' })
export class Bonus {
  @Field(() => Int) id!: number;
  @Field() name!: string;
  @Field({ description: 'Sanitised HTML.' }) description!: string;
  @Field(() => UnixSeconds, { name: 'creationTimestamp' }) createdAt!: Date;
  @Field(() => UnixSeconds, { name: 'startTimestamp' }) startAt!: Date;
  @Field(() => UnixSeconds, { name: 'endTimestamp' }) endAt!: Date;
  @Field(() => UnixSeconds, { name: 'visibilityStartTimestamp', nullable: true }) visibilityStartAt!: Date | null;
  @Field(() => UnixSeconds, { name: 'visibilityEndTimestamp', nullable: true }) visibilityEndAt!: Date | null;
  @Field() visible!: boolean;
  @Field({ description: 'Saved but not published: never shown to members (only admins ever see one).' }) draft!: boolean;
  @Field(() => WholeCzk) expectedValue!: Halere;
  @Field(() => WholeCzk) neededCapital!: Halere;
  @Field(() => SpecialMarkEnum, { nullable: true }) specialMark!: SpecialMark | null;
  @Field(() => [BonusStep], { name: 'stepList' }) steps!: readonly BonusStep[];
  @Field(() => Int, { description: 'Steps this member has completed.' }) stepIdx!: number;
  @Field() urlBonusConditions!: string;
  @Field() urlLink!: string;
  @Field(() => Int, { description: '1 (none) to 5 (extreme).' }) riskRate!: number;
  @Field(() => Company) company!: Company;
  @Field(() => [Game]) games!: readonly Game[];
  @Field(() => BonusTypeEnum, { name: 'bonusTypeName' }) bonusType!: BonusType;
  @Field(() => [Int], { description: 'Weekdays, 0 = Monday.' }) renewingDays!: number[];
  @Field(() => BonusLock, { nullable: true }) lock!: BonusLock | null;
  @Field(() => [EligibilityRule]) eligibilityRules!: readonly EligibilityRule[];
  @Field(() => ValueTerms, { nullable: true, description: "A casino offer's wagering terms; null: none entered." }) valueTerms!: ValueTerms | null;
  @Field(() => Eligibility) eligibility!: Eligibility;
  @Field(() => BonusDeadlines, { nullable: true, description: 'Null until the member starts the offer.' }) deadlines!: BonusDeadlines | null;
  @Field(() => [RequirementProgress], { nullable: 'itemsAndList', description: "Per step (as stepList): progress toward its requirement; null until started, null items for steps without one." })
  requirementProgress!: readonly (RequirementProgress | null)[] | null;
  @Field(() => Int, { description: 'The newest version of the terms.' }) termsVersion!: number;
  @Field(() => Int, { nullable: true, description: 'The version the member started under.' }) startedTermsVersion!: number | null;
  @Field({ description: 'The terms changed since the member started.' }) termsChanged!: boolean;
  @Field(() => EarningsStats, { nullable: true, description: "Members' approved results of the offer; null below 30 results." }) earningsStats!: EarningsStats | null;
}

@ObjectType({ description: 'What changed in one field of the terms; values as on the REST wire (whole Kč, unix seconds), as JSON text.' })
export class TermsChange {
  @Field({ description: 'Named as in POST /bonus.' }) field!: string;
  @Field(() => String, { nullable: true }) before!: string | null;
  @Field(() => String, { nullable: true }) after!: string | null;
}

@ObjectType({ description: "One version of an offer's terms; version 1 is the creation." })
export class BonusTermsVersion {
  @Field(() => Int) version!: number;
  @Field(() => UnixSeconds, { name: 'createdTimestamp' }) createdAt!: Date;
  @Field(() => [TermsChange]) changes!: readonly TermsChange[];
}

@ObjectType()
export class BonusProgress {
  @Field(() => Int) bonusId!: number;
  @Field(() => Int) stepIdx!: number;
}

@ObjectType()
export class HistoryBonus {
  @Field(() => Int) id!: number;
  @Field() name!: string;
  @Field(() => BonusTypeEnum) bonusType!: BonusType;
  @Field(() => WholeCzk) expectedValue!: Halere;
  @Field() companyName!: string;
}

@ObjectType({ description: 'A completed bonus and what it earned.' })
export class BonusHistoryEntry {
  @Field(() => ID) id!: number;
  @Field(() => HistoryBonus) bonus!: HistoryBonus;
  @Field() note!: string;
  @Field(() => WholeCzk) reachedProfit!: Halere;
  @Field(() => UnixSeconds, { name: 'creationTimestamp' }) createdAt!: Date;
}

@ObjectType({ description: 'What every entry the filters select earned and was expected to earn (all pages), Kč.' })
export class BonusHistoryTotals {
  @Field(() => WholeCzk) reachedProfit!: Halere;
  @Field(() => WholeCzk) expectedValue!: Halere;
}

@ObjectType()
export class BonusHistoryPage {
  @Field(() => [BonusHistoryEntry]) items!: readonly BonusHistoryEntry[];
  @Field(() => Int) totalCount!: number;
  @Field(() => BonusHistoryTotals) totals!: BonusHistoryTotals;
  @Field(() => Int) currentPage!: number;
  @Field(() => Int) itemsPerPage!: number;
}

@ObjectType({ description: "One month of the member's bonus results." })
export class MonthlyStats {
  @Field({ description: 'YYYY-MM, Prague time.' }) month!: string;
  @Field(() => WholeCzk) reachedProfit!: Halere;
  @Field(() => Float, { description: 'Share 0..1 of bonuses that earned more than 0 Kč.' }) successRate!: number;
  @Field(() => Int) bonuses!: number;
}

@InputType()
export class CompleteBonusInput {
  @Field(() => Int) bonusId!: number;
  @Field(() => String, { nullable: true }) note?: string | null;
  @Field(() => Int, { description: 'Whole Kč; may be negative.' }) reachedProfit!: number;
  @Field(() => Boolean, { nullable: true, description: 'Confirms an amount far above the expected value (it then waits for an admin review before counting publicly).' })
  confirmUnusual?: boolean | null;
}

@InputType()
export class BonusHistoryQueryInput {
  @Field(() => Int, { nullable: true }) currentPage?: number;
  @Field(() => Int, { nullable: true, description: '10, 20, 50 or 100' }) itemsPerPage?: number;
  @Field({ nullable: true, description: 'week, month, year or all' }) timePeriod?: string;
  @Field(() => [String], { nullable: true }) bonusTypeFilters?: string[];
}
