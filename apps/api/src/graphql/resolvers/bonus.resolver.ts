import { Arg, Ctx, Int, Mutation, Query, Resolver } from 'type-graphql';
import {
  bonusHistoryQuerySchema,
  bonusProgressInputSchema,
  bonusReminderInputSchema,
  bonusStatsQuerySchema,
  completeBonusInputSchema,
  idInputSchema,
  updateBonusHistoryInputSchema,
  type StatsPeriod,
} from '@bonus/domain';
import { currentMember, currentUser } from '../../auth/identity';
import { parseInput } from '../../validation';
import { AccessRule } from '../access';
import type { GraphQLContext } from '../context';
import { StatsPeriodEnum } from '../types/period.enums';
import {
  Bonus,
  BonusHistoryEntry,
  BonusHistoryEntryUpdateInput,
  BonusHistoryPage,
  BonusHistoryQueryInput,
  BonusProgress,
  BonusTermsVersion,
  Company,
  CompleteBonusInput,
  Game,
  MonthlyStats,
} from '../types/bonus.types';

const undefinedIfNull = <T>(value: T | null | undefined) => value ?? undefined;

/** Twins of the member's bonus calls: /bonus_all, /bonus, /bonus_hide, /bonus_progress, /bonus_history*, /company_all, /game_all. */
@Resolver()
export class BonusResolver {
  @Query(() => [Bonus], { description: 'Bonuses open to the member now.' })
  @AccessRule('member')
  async bonuses(@Ctx() { identity, services }: GraphQLContext): Promise<readonly Bonus[]> {
    return services.bonuses.list(currentMember(await identity()));
  }

  @Query(() => Bonus, { description: 'One bonus open to the member.' })
  @AccessRule('member')
  async bonus(@Arg('id', () => Int, { description: "The bonus's id." }) id: number, @Ctx() { identity, services }: GraphQLContext): Promise<Bonus> {
    return services.bonuses.get(currentUser(await identity()), parseInput(idInputSchema, { id }).id);
  }

  @Query(() => [BonusTermsVersion], { description: "Twin of GET /bonus_terms: versions of an offer's terms, newest first." })
  @AccessRule('member')
  async bonusTerms(@Arg('bonusId', () => Int, { description: "The bonus's id." }) bonusId: number, @Ctx() { identity, services }: GraphQLContext): Promise<BonusTermsVersion[]> {
    const versions = await services.bonuses.termsVersions(currentUser(await identity()), parseInput(bonusReminderInputSchema, { bonus_id: bonusId }).bonus_id);
    return versions.map((version) => ({
      ...version,
      changes: version.changes.map((change) => ({ field: change.field, before: JSON.stringify(change.before), after: JSON.stringify(change.after) })),
    }));
  }

  @Mutation(() => Int, { description: 'Twin of POST /bonus_reminder: puts the day the member becomes eligible in their calendar feed; returns it (unix seconds). Refused (ELIGIBILITY_AFTER_OFFER_END, ELIGIBILITY_REMINDER_UNAVAILABLE) as REST answers 409.' })
  @AccessRule('member')
  async remindWhenEligible(@Arg('bonusId', () => Int, { description: "The bonus's id." }) bonusId: number, @Ctx() { identity, services }: GraphQLContext): Promise<number> {
    const reminder = await services.bonuses.remindWhenEligible(currentUser(await identity()), parseInput(bonusReminderInputSchema, { bonus_id: bonusId }).bonus_id);
    return Math.floor(reminder.remindAt.getTime() / 1000);
  }

  @Mutation(() => Boolean, { description: 'Twin of DELETE /bonus_reminder.' })
  @AccessRule('member')
  async forgetEligibilityReminder(@Arg('bonusId', () => Int, { description: "The bonus's id." }) bonusId: number, @Ctx() { identity, services }: GraphQLContext): Promise<boolean> {
    await services.bonuses.forgetReminder(currentUser(await identity()), parseInput(bonusReminderInputSchema, { bonus_id: bonusId }).bonus_id);
    return true;
  }

  @Mutation(() => Int, { description: 'Hides a bonus for good; returns its id.' })
  @AccessRule('member')
  async hideBonus(@Arg('id', () => Int, { description: "The bonus's id." }) id: number, @Ctx() { identity, services }: GraphQLContext): Promise<number> {
    return (await services.bonuses.hide(currentUser(await identity()), parseInput(idInputSchema, { id }).id)).id;
  }

  @Mutation(() => BonusProgress, { description: 'Records how many steps of a bonus the member has completed.' })
  @AccessRule('member')
  async recordBonusProgress(
    @Arg('bonusId', () => Int, { description: "The bonus's id." }) bonusId: number,
    @Arg('stepIdx', () => Int, { description: 'Steps completed, from 0 to the number of steps.' }) stepIdx: number,
    @Ctx() { identity, services }: GraphQLContext,
  ): Promise<BonusProgress> {
    return services.bonuses.recordProgress(currentUser(await identity()), parseInput(bonusProgressInputSchema, { bonus_id: bonusId, step_idx: stepIdx }));
  }

  @Mutation(() => BonusHistoryEntry, { description: 'Marks a bonus completed with what it earned.' })
  @AccessRule('member')
  async completeBonus(@Arg('input', { description: 'The bonus and its result.' }) input: CompleteBonusInput, @Ctx() { identity, services }: GraphQLContext): Promise<BonusHistoryEntry> {
    const parsed = parseInput(completeBonusInputSchema, {
      bonus_id: input.bonusId,
      note: undefinedIfNull(input.note),
      reached_profit: input.reachedProfit,
      confirm_unusual: undefinedIfNull(input.confirmUnusual),
    });
    return services.bonusHistory.complete(currentUser(await identity()), parsed);
  }

  @Query(() => BonusHistoryPage, { description: "The member's completed bonuses, a page at a time." })
  @AccessRule('member')
  async bonusHistory(
    @Arg('input', () => BonusHistoryQueryInput, { nullable: true, description: 'Filters and page; omitted: the first page of all.' }) input: BonusHistoryQueryInput | null,
    @Ctx() { identity, services }: GraphQLContext,
  ): Promise<BonusHistoryPage> {
    const query = parseInput(bonusHistoryQuerySchema, {
      current_page: undefinedIfNull(input?.currentPage),
      items_per_page: undefinedIfNull(input?.itemsPerPage),
      time_period: undefinedIfNull(input?.timePeriod),
      bonus_type_filters: undefinedIfNull(input?.bonusTypeFilters),
    });
    return services.bonusHistory.list(currentMember(await identity()), query);
  }

  @Mutation(() => BonusHistoryEntry, { description: 'Corrects what a completed bonus earned.' })
  @AccessRule('member')
  async updateBonusHistoryEntry(
    @Arg('input', () => BonusHistoryEntryUpdateInput, { description: 'The entry and its corrected amount.' }) { id, reachedProfit, note, confirmUnusual }: BonusHistoryEntryUpdateInput,
    @Ctx() { identity, services }: GraphQLContext,
  ): Promise<BonusHistoryEntry> {
    const parsed = parseInput(updateBonusHistoryInputSchema, { id, reached_profit: reachedProfit, note: undefinedIfNull(note), confirm_unusual: undefinedIfNull(confirmUnusual) });
    return services.bonusHistory.update(currentUser(await identity()), parsed);
  }

  @Mutation(() => Boolean, { description: 'Returns a completed bonus to uncompleted (deletes its history entry).' })
  @AccessRule('member')
  async returnBonus(@Arg('historyId', () => Int, { description: "The history entry's id." }) historyId: number, @Ctx() { identity, services }: GraphQLContext): Promise<boolean> {
    await services.bonusHistory.remove(currentUser(await identity()), parseInput(idInputSchema, { id: historyId }).id);
    return true;
  }

  @Query(() => [MonthlyStats], { description: 'Monthly results over half_year or year.' })
  @AccessRule('member')
  async bonusHistoryStats(
    @Arg('timePeriod', () => StatsPeriodEnum, { nullable: true, description: 'The period counted; half_year when omitted.' }) timePeriod: StatsPeriod | null,
    @Ctx() { identity, services }: GraphQLContext,
  ): Promise<readonly MonthlyStats[]> {
    const { time_period } = parseInput(bonusStatsQuerySchema, { time_period: undefinedIfNull(timePeriod) });
    return services.bonusHistory.stats(currentMember(await identity()), time_period);
  }

  @Query(() => [Company], { description: 'Every bank and casino operator.' })
  @AccessRule('member')
  async companies(@Ctx() { services }: GraphQLContext): Promise<Company[]> {
    return services.bonuses.companies();
  }

  @Query(() => [Game], { description: 'Every casino game bonuses are played on.' })
  @AccessRule('member')
  async games(@Ctx() { services }: GraphQLContext): Promise<Game[]> {
    return services.bonuses.games();
  }
}
