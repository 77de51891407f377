import { Field, Float, ID, InputType, Int, ObjectType } from 'type-graphql';
import type { BonusLockCode, BonusType, CompanyKind, EligibilityReasonCode, EligibilityRuleKind, GameVolatility, Halere, HistoryPeriod, SpecialMark } from '@bonus/domain';
import { UnixSeconds, WholeCzk } from '../scalars';
import { ValueTerms } from './bonus-value.types';
import { BonusLockCodeEnum, BonusTypeEnum, CompanyKindEnum, EligibilityReasonCodeEnum, EligibilityRuleKindEnum, GameVolatilityEnum, SpecialMarkEnum } from './bonus.enums';
import { HistoryPeriodEnum } from './period.enums';

// The classes expose the services' read models as they are (see libs/server bonus.read-model.ts and
// bonus-history.read-model.ts), field for field under the same names: resolvers return those objects and
// the scalars turn haléře and Dates into the wire's whole Kč and unix seconds.

@ObjectType({ description: "A casino operator's Ministry of Finance licence." })
export class OperatorLicense {
  @Field({ description: 'The licence number.' }) number!: string;
  @Field(() => UnixSeconds, { description: 'When the licence ends, unix seconds.' }) validUntil!: Date;
}

@ObjectType({ description: 'A bank or casino operator.' })
export class Company {
  @Field(() => Int, { description: "The company's id." }) id!: number;
  @Field({ description: "The company's name." }) name!: string;
  @Field(() => String, { nullable: true, description: "A bank's ČNB code (four digits); null for casinos." }) bankCode!: string | null;
  @Field(() => CompanyKindEnum, { nullable: true, description: 'What the company is: bank or casino (null where only the name is read: member accounts).' }) kind?: CompanyKind;
  @Field(() => OperatorLicense, { nullable: true, description: "A casino's Ministry of Finance licence; null for banks and operators without one." }) license?: OperatorLicense | null;
}

@ObjectType({ description: "What a step needs from the member's imported statements (issue #37); fields a kind does not use are null." })
export class StepRequirement {
  @Field({ description: 'What the step counts: card_payments or incoming_total.' }) kind!: 'card_payments' | 'incoming_total';
  @Field(() => Int, { nullable: true, description: 'For card_payments: how many.' }) count?: number;
  // The read model keeps the REST wire's names (the rule is stored as POST /bonus takes it).
  @Field(() => Int, { name: 'minAmount', description: 'Whole Kč: a payment at least this (card_payments), or the total coming in (incoming_total).' }) min_amount!: number;
  @Field(() => Int, { name: 'withinDays', description: 'Days after the member started the offer in which it must be met.' }) within_days!: number;
}

@ObjectType({ description: "A transaction of the member's statements that counted toward a step." })
export class CountedPayment {
  @Field(() => Int, { description: 'As bankTransactions.' }) id!: number;
  @Field(() => UnixSeconds, { description: 'The booking day (Prague midnight).' }) bookedTimestamp!: Date;
  @Field(() => Float, { description: 'Kč; negative when money leaves.' }) amount!: number;
  @Field(() => String, { nullable: true, description: "The other party's account or name; null when the bank gave none." }) counterparty!: string | null;
}

@ObjectType({ description: "This member's progress toward a step's requirement from their statements." })
export class RequirementProgress {
  @Field(() => Int, { description: 'What has counted so far: payments (card_payments) or whole Kč (incoming_total).' }) done!: number;
  @Field(() => Int, { description: 'What the requirement asks for, in the same unit as done.' }) needed!: number;
  @Field({ description: 'Enough counted: the step can be confirmed in one click.' }) met!: boolean;
  @Field(() => Int, { description: "Days left of the requirement's window." }) remainingDays!: number;
  @Field(() => [CountedPayment], { description: 'The transactions that counted, newest first.' }) counted!: readonly CountedPayment[];
}

@ObjectType({ description: 'A casino game a bonus is played on.' })
export class Game {
  @Field(() => Int, { description: "The game's id." }) id!: number;
  @Field({ description: "The game's name." }) name!: string;
  @Field({ description: 'The studio that made the game.' }) gameStudio!: string;
  @Field(() => Int, { description: "The studio's id." }) gameStudioId!: number;
  @Field(() => Float, { description: 'Return to player in percent.' }) rtp!: number;
  @Field(() => GameVolatilityEnum, { description: "How much the game's results swing." }) volatility!: GameVolatility;
  @Field({ description: 'A link to the game.' }) urlLink!: string;
}

@ObjectType({ description: 'One guided step of a bonus.' })
export class BonusStep {
  @Field(() => Int, { description: "The step's id." }) id!: number;
  @Field({ description: "The step's title." }) title!: string;
  @Field({ description: 'A line under the title.' }) subtitle!: string;
  @Field({ description: 'Sanitised HTML.' }) description!: string;
  @Field({ description: "The name of the step's icon." }) icon!: string;
  @Field(() => Int, { description: "The step's position, from 1." }) order!: number;
  @Field({ description: "The step's category label." }) category!: string;
  @Field(() => Int, { nullable: true, description: 'Due this many days after the member started the offer; null: no deadline.' }) deadlineDays!: number | null;
  @Field(() => StepRequirement, { nullable: true, description: "What the step needs from the member's bank statements; null when nothing." }) requirement!: StepRequirement | null;
}

@ObjectType({ description: 'Why the member cannot take a bonus.' })
export class BonusLock {
  @Field(() => BonusLockCodeEnum, { description: 'Why it is locked.' }) code!: BonusLockCode;
  @Field({ description: 'The reason in Czech, for the member.' }) message!: string;
  @Field({ description: 'A higher tier would unlock it.' }) upgradable!: boolean;
}

@ObjectType({ description: 'Who may claim an offer (issue #36); fields a kind does not use are null.' })
export class EligibilityRule {
  @Field(() => EligibilityRuleKindEnum, { description: 'What the rule checks.' }) kind!: EligibilityRuleKind;
  @Field(() => Int, { nullable: true, description: 'The operator the rule is about; null for kinds without one.' }) companyId!: number | null;
  @Field(() => Int, { nullable: true, description: 'For no_account_within: the window in months (1–120).' }) months!: number | null;
  @Field(() => Int, { nullable: true, description: 'For age: the minimum in whole years.' }) min!: number | null;
  @Field(() => Int, { nullable: true, description: 'For age: the maximum in whole years, null for none.' }) max!: number | null;
}

@ObjectType({ description: 'Why the member cannot claim an offer now.' })
export class EligibilityReason {
  @Field(() => EligibilityReasonCodeEnum, { description: 'Why, as a code of the error catalogue.' }) code!: EligibilityReasonCode;
  @Field({ description: 'In Czech, for the member.' }) message!: string;
  @Field(() => UnixSeconds, { nullable: true, description: 'When time alone lifts it; null when it will not.' }) eligibleFrom!: Date | null;
}

@ObjectType({ description: 'Whether the member may claim an offer now (claim planner).' })
export class Eligibility {
  @Field({ description: 'Whether the member may claim it now.' }) eligible!: boolean;
  @Field(() => [EligibilityReason], { description: 'Why not; empty when eligible.' }) reasons!: readonly EligibilityReason[];
  @Field(() => UnixSeconds, { nullable: true, description: 'The day the member asked to be reminded of.' }) remindTimestamp!: Date | null;
}

@ObjectType({ description: "One step's due time for this member." })
export class StepDue {
  @Field(() => UnixSeconds, { nullable: true, description: 'When the step is due, unix seconds; null when it has no deadline.' }) dueTimestamp!: Date | null;
  @Field({ description: 'Due, passed and not completed.' }) missed!: boolean;
}

@ObjectType({ description: "A started offer's due times, per step in the offer's order." })
export class BonusDeadlines {
  @Field(() => [StepDue], { description: "One due time per step, in the offer's order." }) steps!: readonly StepDue[];
  @Field(() => UnixSeconds, { nullable: true, description: 'The earliest due time of a step not completed yet (may be past).' }) nextDueTimestamp!: Date | null;
  @Field({ description: 'Whether a step not completed yet is past its due time.' }) overdue!: boolean;
}

@ObjectType({ description: "What members' approved results of an offer were (Kč)." })
export class EarningsStats {
  @Field(() => Int, { description: 'Results the figures are computed from.' }) n!: number;
  @Field(() => WholeCzk, { description: 'The median result, whole Kč.' }) median!: Halere;
  @Field(() => WholeCzk, { description: 'The first quartile of the results, whole Kč.' }) p25!: Halere;
  @Field(() => WholeCzk, { description: 'The third quartile of the results, whole Kč.' }) p75!: Halere;
}

@ObjectType({ description: 'A bonus as the signed-in member sees it (money in Kč, time in unix seconds).' })
export class Bonus {
  @Field(() => Int, { description: "The bonus's id." }) id!: number;
  @Field({ description: "The bonus's name." }) name!: string;
  @Field({ description: 'Sanitised HTML.' }) description!: string;
  @Field(() => UnixSeconds, { description: 'When the bonus was created, unix seconds.' }) creationTimestamp!: Date;
  @Field(() => UnixSeconds, { description: 'When the offer starts, unix seconds.' }) startTimestamp!: Date;
  @Field(() => UnixSeconds, { description: 'When the offer ends, unix seconds.' }) endTimestamp!: Date;
  @Field(() => UnixSeconds, { nullable: true, description: 'When members start seeing it, unix seconds; null: from its start.' }) visibilityStartTimestamp!: Date | null;
  @Field(() => UnixSeconds, { nullable: true, description: 'When members stop seeing it, unix seconds; null: until it ends.' }) visibilityEndTimestamp!: Date | null;
  @Field({ description: 'Whether members see it (Aktivní) or not (Neaktivní).' }) visible!: boolean;
  @Field({ description: 'Saved but not published: never shown to members (only admins ever see one).' }) draft!: boolean;
  @Field(() => WholeCzk, { description: 'What the offer is expected to earn, whole Kč.' }) expectedValue!: Halere;
  @Field(() => WholeCzk, { description: 'The money the member needs to put in, whole Kč.' }) neededCapital!: Halere;
  @Field(() => SpecialMarkEnum, { nullable: true, description: 'A highlight; null for none.' }) specialMark!: SpecialMark | null;
  @Field(() => [BonusStep], { description: 'The guided steps, in order.' }) stepList!: readonly BonusStep[];
  @Field(() => Int, { description: 'Steps this member has completed.' }) stepIdx!: number;
  @Field({ description: "A link to the operator's terms of the offer." }) urlBonusConditions!: string;
  @Field({ description: 'A link to the offer.' }) urlLink!: string;
  @Field(() => Int, { description: '1 (none) to 5 (extreme).' }) riskRate!: number;
  @Field(() => Company, { description: 'The bank or casino offering it.' }) company!: Company;
  @Field(() => [Game], { description: 'The casino games it is played on; empty for other offers.' }) games!: readonly Game[];
  @Field(() => BonusTypeEnum, { description: 'The kind of bonus.' }) bonusTypeName!: BonusType;
  @Field(() => [Int], { description: 'Weekdays, 0 = Monday.' }) renewingDays!: number[];
  @Field(() => BonusLock, { nullable: true, description: 'Why the member cannot take it; null when they can.' }) lock!: BonusLock | null;
  @Field(() => [EligibilityRule], { description: 'Who may claim it.' }) eligibilityRules!: readonly EligibilityRule[];
  @Field(() => ValueTerms, { nullable: true, description: "A casino offer's wagering terms; null: none entered." }) valueTerms!: ValueTerms | null;
  @Field(() => Eligibility, { description: 'Whether the member may claim it now.' }) eligibility!: Eligibility;
  @Field(() => BonusDeadlines, { nullable: true, description: 'Null until the member starts the offer.' }) deadlines!: BonusDeadlines | null;
  @Field(() => [RequirementProgress], { nullable: 'itemsAndList', description: "Per step (as stepList): progress toward its requirement; null until started, null items for steps without one." })
  requirementProgress!: readonly (RequirementProgress | null)[] | null;
  @Field(() => Int, { description: 'The newest version of the terms.' }) termsVersion!: number;
  @Field(() => Int, { nullable: true, description: 'The version the member started under.' }) startedTermsVersion!: number | null;
  @Field(() => UnixSeconds, { nullable: true, description: 'When the member started the offer; null until then.' }) startedTimestamp!: Date | null;
  @Field({ description: 'The terms changed since the member started.' }) termsChanged!: boolean;
  @Field(() => EarningsStats, { nullable: true, description: "Members' approved results of the offer in the last 12 months; null below 30 results." }) earningsStats!: EarningsStats | null;
}

@ObjectType({ description: 'What changed in one field of the terms; values as on the REST wire (whole Kč, unix seconds), as JSON text.' })
export class TermsChange {
  @Field({ description: 'Named as in POST /bonus.' }) field!: string;
  @Field(() => String, { nullable: true, description: 'The old value as JSON text; null when it was not set.' }) before!: string | null;
  @Field(() => String, { nullable: true, description: 'The new value as JSON text; null when it was removed.' }) after!: string | null;
}

@ObjectType({ description: "One version of an offer's terms; version 1 is the creation." })
export class BonusTermsVersion {
  @Field(() => Int, { description: 'The version number, from 1.' }) version!: number;
  @Field(() => UnixSeconds, { description: 'When this version was saved, unix seconds.' }) createdTimestamp!: Date;
  @Field(() => [TermsChange], { description: 'What changed against the version before; empty for version 1.' }) changes!: readonly TermsChange[];
}

@ObjectType({ description: 'How far the member has got in a bonus.' })
export class BonusProgress {
  @Field(() => Int, { description: "The bonus's id." }) bonusId!: number;
  @Field(() => Int, { description: 'Steps completed.' }) stepIdx!: number;
}

@ObjectType({ description: 'The bonus of a history entry.' })
export class HistoryBonus {
  @Field(() => Int, { description: "The bonus's id." }) id!: number;
  @Field({ description: "The bonus's name." }) name!: string;
  @Field(() => BonusTypeEnum, { description: 'The kind of bonus.' }) bonusType!: BonusType;
  @Field(() => WholeCzk, { description: 'What it was expected to earn, whole Kč.' }) expectedValue!: Halere;
  @Field({ description: 'The bank or casino that offered it.' }) companyName!: string;
}

@ObjectType({ description: 'A completed bonus and what it earned.' })
export class BonusHistoryEntry {
  @Field(() => ID, { description: "The history entry's id." }) id!: number;
  @Field(() => HistoryBonus, { description: 'The bonus completed.' }) bonus!: HistoryBonus;
  @Field({ description: "The member's note; empty when none." }) note!: string;
  @Field(() => WholeCzk, { description: 'What it earned, whole Kč; may be negative.' }) reachedProfit!: Halere;
  @Field(() => UnixSeconds, { description: 'When it was completed, unix seconds.' }) creationTimestamp!: Date;
}

@ObjectType({ description: 'What every entry the filters select earned and was expected to earn (all pages), Kč.' })
export class BonusHistoryTotals {
  @Field(() => WholeCzk, { description: 'The results summed, Kč.' }) reachedProfit!: Halere;
  @Field(() => WholeCzk, { description: 'The expected values summed, Kč.' }) expectedValue!: Halere;
}

@ObjectType({ description: "One page of the member's completed bonuses." })
export class BonusHistoryPage {
  @Field(() => [BonusHistoryEntry], { description: 'The entries of this page.' }) items!: readonly BonusHistoryEntry[];
  @Field(() => Int, { description: 'How many entries the filters select in all.' }) totalCount!: number;
  @Field(() => BonusHistoryTotals, { description: 'What all selected entries earned and were expected to earn.' }) totals!: BonusHistoryTotals;
  @Field(() => Int, { description: 'The page returned, counted from 1.' }) currentPage!: number;
  @Field(() => Int, { description: 'Entries per page.' }) itemsPerPage!: number;
}

@ObjectType({ description: "One month of the member's bonus results." })
export class MonthlyStats {
  @Field({ description: 'YYYY-MM, Prague time.' }) month!: string;
  @Field(() => WholeCzk, { description: 'What they earned, whole Kč.' }) reachedProfit!: Halere;
  @Field(() => Float, { description: 'Share 0..1 of bonuses that earned more than 0 Kč.' }) successRate!: number;
  @Field(() => Int, { description: 'Bonuses completed.' }) bonuses!: number;
}

@InputType({ description: 'A completed bonus and what it earned.' })
export class CompleteBonusInput {
  @Field(() => Int, { description: "The bonus's id." }) bonusId!: number;
  @Field(() => String, { nullable: true, description: "The member's note." }) note?: string | null;
  @Field(() => Int, { description: 'Whole Kč; may be negative.' }) reachedProfit!: number;
  @Field(() => Boolean, { nullable: true, description: 'Confirms an amount far above the expected value (it then waits for an admin review before counting publicly).' })
  confirmUnusual?: boolean | null;
}

@InputType({ description: 'A correction of what a completed bonus earned.' })
export class BonusHistoryEntryUpdateInput {
  @Field(() => Int, { description: "The history entry's id." }) id!: number;
  @Field(() => Int, { description: 'What it earned, whole Kč; may be negative.' }) reachedProfit!: number;
  @Field(() => String, { nullable: true, description: "The member's note; omitted: unchanged." }) note?: string | null;
  @Field(() => Boolean, { nullable: true, description: 'Confirms an amount far above the expected value.' }) confirmUnusual?: boolean | null;
}

@InputType({ description: "Filters and page of the member's bonus history." })
export class BonusHistoryQueryInput {
  @Field(() => Int, { nullable: true, description: 'The page to return, counted from 1; 1 when omitted.' }) currentPage?: number;
  @Field(() => Int, { nullable: true, description: '10, 20, 50 or 100' }) itemsPerPage?: number;
  @Field(() => HistoryPeriodEnum, { nullable: true, description: 'How far back; month when omitted.' }) timePeriod?: HistoryPeriod;
  @Field(() => [BonusTypeEnum], { nullable: true, description: 'Only these bonus types; omitted or empty: all.' }) bonusTypeFilters?: BonusType[];
}
