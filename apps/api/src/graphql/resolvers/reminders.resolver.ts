import { Arg, Ctx, Field, Mutation, ObjectType, Query, Resolver } from 'type-graphql';
import { reminderSettingsInputSchema, ReminderSettings as ReminderSettingsDto } from '@bonus/domain';
import { currentUser } from '../../auth/identity';
import { parseInput } from '../../validation';
import { AccessRule } from '../access';
import type { GraphQLContext } from '../context';

@ObjectType({ description: 'The e-mail reminders a member chose.' })
class ReminderSettings {
  @Field({ description: 'A started bonus ends, or one of its steps is due, within 24 hours.' }) expiring!: boolean;
  @Field({ description: 'The terms of a started offer changed.' }) termsChanges!: boolean;
  @Field({ description: 'A started renewing bonus renews today.' }) renewals!: boolean;
  @Field(() => [String], { description: 'New bonuses of these types (bank, slot, live, registration).' }) followedTypes!: string[];

  static from(dto: ReminderSettingsDto): ReminderSettings {
    return Object.assign(new ReminderSettings(), dto);
  }
}

/** Settings → Notifikace: which reminders the member wants by e-mail. */
@Resolver()
export class RemindersResolver {
  @Query(() => ReminderSettings, { description: 'The e-mail reminders the member chose.' })
  @AccessRule('member')
  async reminderSettings(@Ctx() { identity, services }: GraphQLContext): Promise<ReminderSettings> {
    return ReminderSettings.from(await services.reminders.settingsOf(currentUser(await identity())));
  }

  @Mutation(() => ReminderSettings, { description: 'Saves which e-mail reminders the member wants.' })
  @AccessRule('member')
  async saveReminderSettings(
    @Arg('expiring', { description: 'A started bonus ends, or one of its steps is due, within 24 hours.' }) expiring: boolean,
    @Arg('renewals', { description: 'A started renewing bonus renews today.' }) renewals: boolean,
    @Arg('followedTypes', () => [String], { description: 'Tell of new bonuses of these types (bank, slot, live, registration).' }) followedTypes: string[],
    @Arg('termsChanges', () => Boolean, { nullable: true, description: 'Omitted: stays as it was (on for a member who never chose).' }) termsChanges: boolean | null,
    @Ctx() { identity, services }: GraphQLContext,
  ): Promise<ReminderSettings> {
    const user = currentUser(await identity());
    const input = parseInput(reminderSettingsInputSchema, { expiring, renewals, followed_types: followedTypes, terms_changes: termsChanges ?? undefined });
    const current = await services.reminders.settingsOf(user);
    return ReminderSettings.from(
      await services.reminders.save(user, { expiring: input.expiring, renewals: input.renewals, followedTypes: input.followed_types, termsChanges: input.terms_changes ?? current.termsChanges }),
    );
  }
}
