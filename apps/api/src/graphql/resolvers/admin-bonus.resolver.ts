import { Arg, Ctx, Field, Float, InputType, Int, Mutation, ObjectType, Query, Resolver } from 'type-graphql';
import { adminBonusPageQuerySchema, bonusUpdateInputSchema, bonusWriteInputSchema, fromEligibilityRuleView, idInputSchema } from '@bonus/domain';
import type { EligibilityRuleKind } from '@bonus/domain';
import type { z } from 'zod';
import { parseInput } from '../../validation';
import { AccessRule } from '../access';
import type { GraphQLContext } from '../context';
import { EligibilityRuleKindEnum } from '../types/bonus.enums';
import { Bonus } from '../types/bonus.types';
import { ValueTermsInput, valueTermsWire } from '../types/bonus-value.types';

@InputType({ description: "What a step needs from the member's statements: kind card_payments (count, minAmount, withinDays) or incoming_total (minAmount, withinDays)." })
class StepRequirementInput {
  @Field({ description: 'What the step counts: card_payments or incoming_total.' }) kind!: string;
  @Field(() => Int, { nullable: true, description: 'For card_payments: how many.' }) count?: number | null;
  @Field(() => Int, { description: 'Whole Kč.' }) minAmount!: number;
  @Field(() => Int, { description: 'Days after the member started the offer in which it must be met.' }) withinDays!: number;
}

@InputType({ description: 'One guided step of a bonus, as the admin enters it.' })
class BonusStepInput {
  @Field({ description: "The step's title." }) title!: string;
  @Field({ description: 'A line under the title.' }) subtitle!: string;
  @Field({ description: 'Rich text (HTML), sanitised on save.' }) description!: string;
  @Field({ description: "The name of the step's icon." }) icon!: string;
  @Field(() => Int, { description: "The step's position, from 1." }) order!: number;
  @Field({ description: "The step's category label." }) category!: string;
  @Field(() => Int, { nullable: true, description: 'Due this many days after the member started (1–365); null: no deadline.' }) deadlineDays?: number | null;
  @Field(() => StepRequirementInput, { nullable: true, description: "What the step needs from the member's bank statements; null for nothing." }) requirement?: StepRequirementInput | null;
}

@InputType({ description: 'An eligibility rule; give the fields its kind uses (companyId and months, companyId, min and max, or none).' })
class EligibilityRuleInput {
  @Field(() => EligibilityRuleKindEnum, { description: 'What the rule checks.' }) kind!: EligibilityRuleKind;
  @Field(() => Int, { nullable: true, description: 'The operator the rule is about (no_account_within, never_account).' }) companyId?: number | null;
  @Field(() => Int, { nullable: true, description: 'For no_account_within: the window in months (1–120).' }) months?: number | null;
  @Field(() => Int, { nullable: true, description: 'For age: the minimum in whole years.' }) min?: number | null;
  @Field(() => Int, { nullable: true, description: 'For age: the maximum in whole years; null for none.' }) max?: number | null;
}

@InputType({ description: 'The admin bonus form (money in Kč, time in unix seconds).' })
class BonusWriteInput {
  @Field(() => Int, { nullable: true, description: 'Set to update; omit to create (also for a duplicate).' }) id?: number | null;
  @Field({ description: "The bonus's name." }) name!: string;
  @Field({ description: 'Rich text (HTML), sanitised on save.' }) description!: string;
  @Field(() => Int, { description: 'When the offer starts, unix seconds.' }) startTimestamp!: number;
  @Field(() => Int, { description: 'When the offer ends, unix seconds.' }) endTimestamp!: number;
  @Field(() => Int, { nullable: true, description: 'When members start seeing it, unix seconds; null: from its start.' }) visibilityStartTimestamp?: number | null;
  @Field(() => Int, { nullable: true, description: 'When members stop seeing it, unix seconds; null: until it ends.' }) visibilityEndTimestamp?: number | null;
  @Field({ nullable: true, description: 'Whether members see it; false hides it.' }) visible?: boolean;
  @Field({ nullable: true, description: 'Save as a draft (never shown to members) or publish one (false). Omitted: a new bonus is published, an edited one keeps its state.' })
  draft?: boolean;
  @Field(() => Float, { nullable: true, description: 'What the offer is expected to earn, Kč. Ignored when it has value terms and a game (the value computed from them is stored); required otherwise.' })
  expectedValue?: number | null;
  @Field(() => Float, { description: 'The money the member needs to put in, Kč.' }) neededCapital!: number;
  @Field(() => String, { nullable: true, description: 'VIP, exceptional or recommended; null for none.' }) specialMark?: string | null;
  @Field(() => [BonusStepInput], { description: 'The guided steps, in order.' }) stepList!: BonusStepInput[];
  @Field({ description: "A link to the operator's terms of the offer." }) urlBonusConditions!: string;
  @Field({ description: 'A link to the offer.' }) urlLink!: string;
  @Field(() => Int, { description: '1 (none) to 5 (extreme).' }) riskRate!: number;
  @Field(() => Int, { description: 'The id of the bank or casino offering it.' }) companyId!: number;
  @Field(() => [Int], { nullable: true, description: 'The ids of the casino games it is played on.' }) gamesIds?: number[] | null;
  @Field({ description: 'The kind of bonus: bank, slot, live or registration.' }) bonusTypeName!: string;
  @Field(() => [Int], { nullable: true, description: 'Weekdays it renews on, 0 = Monday.' }) renewingDays?: number[] | null;
  @Field(() => [EligibilityRuleInput], { nullable: true, description: 'Omitted: a new bonus has none, an edited one keeps its rules.' })
  eligibilityRules?: EligibilityRuleInput[] | null;
  @Field(() => ValueTermsInput, { nullable: true, description: 'Casino offers only. Null: none; omitted: a new bonus has none, an edited one keeps them.' })
  valueTerms?: ValueTermsInput | null;
}

@ObjectType({ description: "One page of the admin's bonus list." })
class AdminBonusPage {
  @Field(() => [Bonus], { description: 'The bonuses of this page, drafts and hidden ones included.' }) bonuses!: readonly Bonus[];
  @Field(() => Int, { description: 'How many bonuses there are in all.' }) totalCount!: number;
  @Field(() => Int, { description: 'The page returned, counted from 1.' }) currentPage!: number;
  @Field(() => Int, { description: 'How many pages there are in all.' }) pageCount!: number;
}

/** The form in the wire's names, checked by `schema` (a new bonus, or an edit with its id). */
const toWire = <Wire>(schema: z.ZodType<Wire>, input: BonusWriteInput): Wire =>
  parseInput(schema, {
    id: input.id ?? undefined,
    name: input.name,
    description: input.description,
    start_timestamp: input.startTimestamp,
    end_timestamp: input.endTimestamp,
    visibility_start_timestamp: input.visibilityStartTimestamp ?? null,
    visibility_end_timestamp: input.visibilityEndTimestamp ?? null,
    visible: input.visible ?? undefined,
    draft: input.draft ?? undefined,
    expected_value: input.expectedValue ?? undefined,
    needed_capital: input.neededCapital,
    special_mark: input.specialMark ?? null,
    step_list: input.stepList.map(({ deadlineDays, requirement, ...step }) => ({ ...step, deadline_days: deadlineDays ?? null, requirement: requirement ? requirementOf(requirement) : null })),
    url_bonus_conditions: input.urlBonusConditions,
    url_link: input.urlLink,
    risk_rate: input.riskRate,
    company_id: input.companyId,
    games_ids: input.gamesIds ?? [],
    bonus_type_name: input.bonusTypeName,
    renewing_days: input.renewingDays ?? [],
    eligibility_rules: input.eligibilityRules?.map((rule) =>
      fromEligibilityRuleView({ kind: rule.kind, companyId: rule.companyId ?? null, months: rule.months ?? null, min: rule.min ?? null, max: rule.max ?? null }),
    ),
    value_terms: input.valueTerms === undefined ? undefined : input.valueTerms && valueTermsWire(input.valueTerms),
  });

/** Twins of GET /bonus_all_admin, POST /bonus and PUT /bonus, plus the table's visibility toggle (admin only). */
/** The wire's shape of a requirement (the domain schema checks it); a count is only sent for the kind that has one. */
const requirementOf = ({ kind, count, minAmount, withinDays }: StepRequirementInput) => ({ kind, ...(count === null || count === undefined ? {} : { count }), min_amount: minAmount, within_days: withinDays });

@Resolver()
export class AdminBonusResolver {
  @Query(() => AdminBonusPage, { description: 'Admin: every bonus, drafts and hidden ones too, a page at a time.' })
  @AccessRule('admin')
  async adminBonuses(
    @Arg('currentPage', () => Int, { nullable: true, description: 'The page, counted from 1; 1 when omitted.' }) currentPage: number | null,
    @Arg('search', () => String, { nullable: true, description: "Part of the bonus's or its operator's name, accents and case ignored." }) search: string | null,
    @Arg('types', () => [String], { nullable: true, description: 'Only these bonus types (bank, slot, live, registration); every type when omitted.' }) types: string[] | null,
    @Arg('states', () => [String], { nullable: true, description: 'Only bonuses in these states (draft, scheduled, active, ended); every state when omitted.' }) states: string[] | null,
    @Ctx() { services }: GraphQLContext,
  ): Promise<AdminBonusPage> {
    return services.adminBonuses.page(parseInput(adminBonusPageQuerySchema, { current_page: currentPage ?? undefined, search: search ?? undefined, types: types ?? undefined, states: states ?? undefined }));
  }

  @Query(() => Bonus, { description: "Admin: one bonus for the editor, drafts and hidden ones too." })
  @AccessRule('admin')
  async adminBonus(@Arg('id', () => Int, { description: "The bonus's id." }) id: number, @Ctx() { services }: GraphQLContext): Promise<Bonus> {
    return services.adminBonuses.one(parseInput(idInputSchema, { id }).id);
  }

  @Mutation(() => Bonus, { description: 'Admin: creates a bonus (or a draft of one).' })
  @AccessRule('admin')
  async createBonus(@Arg('input', () => BonusWriteInput, { description: 'The bonus form; id omitted.' }) input: BonusWriteInput, @Ctx() { services }: GraphQLContext): Promise<Bonus> {
    return services.adminBonuses.create(toWire(bonusWriteInputSchema, input));
  }

  @Mutation(() => Bonus, { description: 'Admin: edits a bonus; changed terms become a new terms version.' })
  @AccessRule('admin')
  async updateBonus(@Arg('input', () => BonusWriteInput, { description: "The bonus form with the bonus's id." }) input: BonusWriteInput, @Ctx() { services }: GraphQLContext): Promise<Bonus> {
    return services.adminBonuses.update(toWire(bonusUpdateInputSchema, input));
  }

  @Mutation(() => Bonus, { description: 'Shows (Aktivní) or hides (Neaktivní) a bonus for members; showing a draft publishes it.' })
  @AccessRule('admin')
  async setBonusVisibility(@Arg('id', () => Int, { description: "The bonus's id." }) id: number, @Arg('visible', { description: 'True shows it, false hides it.' }) visible: boolean, @Ctx() { services }: GraphQLContext): Promise<Bonus> {
    return services.adminBonuses.setVisibility(parseInput(idInputSchema, { id }).id, visible);
  }
}
