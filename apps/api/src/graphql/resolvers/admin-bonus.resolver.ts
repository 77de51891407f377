import { Arg, Ctx, Field, Float, InputType, Int, Mutation, ObjectType, Query, Resolver } from 'type-graphql';
import { adminBonusPageQuerySchema, bonusWriteInputSchema, fromEligibilityRuleView, idInputSchema } from '@bonus/domain';
import type { EligibilityRuleKind } from '@bonus/domain';
import { parseInput } from '../../validation';
import { AccessRule } from '../access';
import type { GraphQLContext } from '../context';
import { EligibilityRuleKindEnum } from '../types/bonus.enums';
import { Bonus } from '../types/bonus.types';
import { ValueTermsInput, valueTermsWire } from '../types/bonus-value.types';

@InputType({ description: "What a step needs from the member's statements: kind card_payments (count, minAmount, withinDays) or incoming_total (minAmount, withinDays)." })
class StepRequirementInput {
  @Field() kind!: string;
  @Field(() => Int, { nullable: true }) count?: number | null;
  @Field(() => Int, { description: 'Whole Kč.' }) minAmount!: number;
  @Field(() => Int) withinDays!: number;
}

@InputType()
class BonusStepInput {
  @Field() title!: string;
  @Field() subtitle!: string;
  @Field({ description: 'Rich text (HTML), sanitised on save.' }) description!: string;
  @Field() icon!: string;
  @Field(() => Int) order!: number;
  @Field() category!: string;
  @Field(() => Int, { nullable: true, description: 'Due this many days after the member started (1–365); null: no deadline.' }) deadlineDays?: number | null;
  @Field(() => StepRequirementInput, { nullable: true }) requirement?: StepRequirementInput | null;
}

@InputType({ description: 'An eligibility rule; give the fields its kind uses (companyId and months, companyId, min and max, or none).' })
class EligibilityRuleInput {
  @Field(() => EligibilityRuleKindEnum) kind!: EligibilityRuleKind;
  @Field(() => Int, { nullable: true }) companyId?: number | null;
  @Field(() => Int, { nullable: true }) months?: number | null;
  @Field(() => Int, { nullable: true }) min?: number | null;
  @Field(() => Int, { nullable: true }) max?: number | null;
}

@InputType({ description: 'The admin bonus form (money in Kč, time in unix seconds).' })
class BonusWriteInput {
  @Field(() => Int, { nullable: true, description: 'Set to update; omit to create (also for a duplicate).' }) id?: number | null;
  @Field() name!: string;
  @Field({ description: 'Rich text (HTML), sanitised on save.' }) description!: string;
  @Field(() => Int) startTimestamp!: number;
  @Field(() => Int) endTimestamp!: number;
  @Field(() => Int, { nullable: true }) visibilityStartTimestamp?: number | null;
  @Field(() => Int, { nullable: true }) visibilityEndTimestamp?: number | null;
  @Field({ nullable: true }) visible?: boolean;
  @Field({ nullable: true, description: 'Save as a draft (never shown to members) or publish one (false). Omitted: a new bonus is published, an edited one keeps its state.' })
  draft?: boolean;
  @Field(() => Float) expectedValue!: number;
  @Field(() => Float) neededCapital!: number;
  @Field(() => String, { nullable: true }) specialMark?: string | null;
  @Field(() => [BonusStepInput]) stepList!: BonusStepInput[];
  @Field() urlBonusConditions!: string;
  @Field() urlLink!: string;
  @Field(() => Int) riskRate!: number;
  @Field(() => Int) companyId!: number;
  @Field(() => [Int], { nullable: true }) gamesIds?: number[] | null;
  @Field() bonusTypeName!: string;
  @Field(() => [Int], { nullable: true }) renewingDays?: number[] | null;
  @Field(() => [EligibilityRuleInput], { nullable: true, description: 'Omitted: a new bonus has none, an edited one keeps its rules.' })
  eligibilityRules?: EligibilityRuleInput[] | null;
  @Field(() => ValueTermsInput, { nullable: true, description: 'Casino offers only. Null: none; omitted: a new bonus has none, an edited one keeps them.' })
  valueTerms?: ValueTermsInput | null;
}

@ObjectType()
class AdminBonusPage {
  @Field(() => [Bonus]) bonuses!: readonly Bonus[];
  @Field(() => Int) totalCount!: number;
  @Field(() => Int) currentPage!: number;
  @Field(() => Int) pageCount!: number;
}

const toWire = (input: BonusWriteInput) =>
  parseInput(bonusWriteInputSchema, {
    id: input.id ?? undefined,
    name: input.name,
    description: input.description,
    start_timestamp: input.startTimestamp,
    end_timestamp: input.endTimestamp,
    visibility_start_timestamp: input.visibilityStartTimestamp ?? null,
    visibility_end_timestamp: input.visibilityEndTimestamp ?? null,
    visible: input.visible ?? undefined,
    draft: input.draft ?? undefined,
    expected_value: input.expectedValue,
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
  @Query(() => AdminBonusPage)
  @AccessRule('admin')
  async adminBonuses(@Arg('currentPage', () => Int, { nullable: true }) currentPage: number | null, @Ctx() { services }: GraphQLContext): Promise<AdminBonusPage> {
    return services.adminBonuses.page(parseInput(adminBonusPageQuerySchema, { current_page: currentPage ?? undefined }).current_page);
  }

  @Mutation(() => Bonus)
  @AccessRule('admin')
  async createBonus(@Arg('input', () => BonusWriteInput) input: BonusWriteInput, @Ctx() { services }: GraphQLContext): Promise<Bonus> {
    return services.adminBonuses.create({ ...toWire(input), id: undefined });
  }

  @Mutation(() => Bonus)
  @AccessRule('admin')
  async updateBonus(@Arg('input', () => BonusWriteInput) input: BonusWriteInput, @Ctx() { services }: GraphQLContext): Promise<Bonus> {
    return services.adminBonuses.update(toWire(input));
  }

  @Mutation(() => Bonus, { description: 'Shows (Aktivní) or hides (Neaktivní) a bonus for members; showing a draft publishes it.' })
  @AccessRule('admin')
  async setBonusVisibility(@Arg('id', () => Int) id: number, @Arg('visible') visible: boolean, @Ctx() { services }: GraphQLContext): Promise<Bonus> {
    return services.adminBonuses.setVisibility(parseInput(idInputSchema, { id }).id, visible);
  }
}
