import { Arg, Ctx, Field, InputType, Int, Mutation, ObjectType, Query, Resolver } from 'type-graphql';
import { siteSettingsSchema } from '@bonus/domain';
import { parseInput } from '../../validation';
import { AccessRule } from '../access';
import type { GraphQLContext } from '../context';

@ObjectType({ description: 'The back office settings, persisted and in force.' })
class SiteSettings {
  @Field({ description: 'Sender name and footer of every e-mail.' }) siteName!: string;
  @Field({ description: 'Reply-To and footer of every e-mail.' }) siteEmail!: string;
  @Field({ description: 'Members see a maintenance page; admins keep working.' }) maintenanceMode!: boolean;
  @Field({ description: 'Whether new members may register.' }) registrationEnabled!: boolean;
  @Field({ description: 'New members get in at once; when false they wait for an admin to approve them.' }) autoApproveUsers!: boolean;
  @Field({ description: 'Off holds the newsletter queue.' }) emailNotifications!: boolean;
  @Field(() => Int, { description: 'Premium members may take on this many bonuses a Prague calendar month.' }) maxBonusesPerUser!: number;
  @Field(() => Int, { description: "Flat Kč credited to the referrer when an invited member's first payment succeeds, beside the tier share; 0 turns it off." }) referralReward!: number;
  @Field(() => Int, { description: 'The smallest withdrawal on request, Kč.' }) minWithdrawal!: number;
}

@InputType({ description: 'The back office settings to save.' })
class SiteSettingsInput {
  @Field({ description: 'Sender name and footer of every e-mail.' }) siteName!: string;
  @Field({ description: 'Reply-To and footer of every e-mail.' }) siteEmail!: string;
  @Field({ description: 'Members see a maintenance page; admins keep working.' }) maintenanceMode!: boolean;
  @Field({ description: 'Whether new members may register.' }) registrationEnabled!: boolean;
  @Field({ description: 'New members get in at once; when false they wait for an admin to approve them.' }) autoApproveUsers!: boolean;
  @Field({ description: 'Off holds the newsletter queue.' }) emailNotifications!: boolean;
  @Field(() => Int, { description: 'Premium members may take on this many bonuses a Prague calendar month.' }) maxBonusesPerUser!: number;
  @Field(() => Int, { description: "Flat whole Kč credited to the referrer when an invited member's first payment succeeds; 0 turns it off." }) referralReward!: number;
  @Field(() => Int, { description: 'The smallest withdrawal on request, whole Kč.' }) minWithdrawal!: number;
}

/** Admin settings (spec section 3): read and saved; the services read them on every request they govern. */
@Resolver()
export class SiteSettingsResolver {
  @Query(() => SiteSettings, { description: 'The back office settings in force.' })
  @AccessRule('admin')
  async siteSettings(@Ctx() { services }: GraphQLContext): Promise<SiteSettings> {
    return services.settings.get();
  }

  @Query(() => Int, { description: "The smallest withdrawal on request, Kč (the admin's setting), shown in the withdraw form." })
  @AccessRule('member')
  async minWithdrawal(@Ctx() { services }: GraphQLContext): Promise<number> {
    return (await services.settings.get()).minWithdrawal;
  }

  @Mutation(() => SiteSettings, { description: 'Admin: saves the back office settings; they are in force at once.' })
  @AccessRule('admin')
  async saveSiteSettings(@Arg('input', () => SiteSettingsInput, { description: 'Every setting.' }) input: SiteSettingsInput, @Ctx() { services }: GraphQLContext): Promise<SiteSettings> {
    return services.settings.save(parseInput(siteSettingsSchema, { ...input }));
  }
}
