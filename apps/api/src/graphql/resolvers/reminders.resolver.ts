import { Arg, Ctx, Field, Mutation, ObjectType, Query, Resolver } from 'type-graphql';
import { reminderSettingsInputSchema, ReminderSettings as ReminderSettingsDto } from '@bonus/domain';
import { currentUser } from '../../auth/identity';
import { parseInput } from '../../validation';
import { AccessRule } from '../access';
import type { GraphQLContext } from '../context';

@ObjectType({ description: 'The e-mail reminders a member chose.' })
class ReminderSettings {
  @Field({ description: 'A started bonus ends within 24 hours.' }) expiring!: boolean;
  @Field({ description: 'A started renewing bonus renews today.' }) renewals!: boolean;
  @Field(() => [String], { description: 'New bonuses of these types (bank, slot, live, registration).' }) followedTypes!: string[];

  static from(dto: ReminderSettingsDto): ReminderSettings {
    return Object.assign(new ReminderSettings(), dto);
  }
}

/** Settings → Notifikace: which reminders the member wants by e-mail. */
@Resolver()
export class RemindersResolver {
  @Query(() => ReminderSettings)
  @AccessRule('member')
  async reminderSettings(@Ctx() { identity, services }: GraphQLContext): Promise<ReminderSettings> {
    return ReminderSettings.from(await services.reminders.settingsOf(currentUser(await identity())));
  }

  @Mutation(() => ReminderSettings)
  @AccessRule('member')
  async saveReminderSettings(
    @Arg('expiring') expiring: boolean,
    @Arg('renewals') renewals: boolean,
    @Arg('followedTypes', () => [String]) followedTypes: string[],
    @Ctx() { identity, services }: GraphQLContext,
  ): Promise<ReminderSettings> {
    const input = parseInput(reminderSettingsInputSchema, { expiring, renewals, followed_types: followedTypes });
    return ReminderSettings.from(await services.reminders.save(currentUser(await identity()), { expiring: input.expiring, renewals: input.renewals, followedTypes: input.followed_types }));
  }
}
