import { Arg, Ctx, Field, InputType, Mutation, ObjectType, Query, Resolver } from 'type-graphql';
import { reminderSettingsInputSchema, type BonusType, type ReminderSettings as ReminderSettingsDto } from '@bonus/domain';
import { currentUser } from '../../auth/identity';
import { parseInput } from '../../validation';
import { AccessRule } from '../access';
import type { GraphQLContext } from '../context';
import { BonusTypeEnum } from '../types/bonus.enums';

@ObjectType({ description: 'The e-mail reminders a member chose.' })
class ReminderSettings {
  @Field({ description: 'A started bonus ends, or one of its steps is due, within 24 hours.' }) expiring!: boolean;
  @Field({ description: 'The terms of a started offer changed.' }) termsChanges!: boolean;
  @Field({ description: 'A started renewing bonus renews today.' }) renewals!: boolean;
  @Field(() => [BonusTypeEnum], { description: 'New bonuses of these types.' }) followedTypes!: BonusType[];

  static from(dto: ReminderSettingsDto): ReminderSettings {
    return Object.assign(new ReminderSettings(), dto);
  }
}

@InputType({ description: 'The e-mail reminders a member wants.' })
class ReminderSettingsInput {
  @Field({ description: 'A started bonus ends, or one of its steps is due, within 24 hours.' }) expiring!: boolean;
  @Field({ description: 'A started renewing bonus renews today.' }) renewals!: boolean;
  @Field(() => [BonusTypeEnum], { description: 'Tell of new bonuses of these types.' }) followedTypes!: BonusType[];
  @Field(() => Boolean, { nullable: true, description: 'Omitted: stays as it was (on for a member who never chose).' }) termsChanges?: boolean | null;
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
    @Arg('input', () => ReminderSettingsInput, { description: 'The reminders wanted.' }) { expiring, renewals, followedTypes, termsChanges }: ReminderSettingsInput,
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
