import { Arg, Ctx, Field, ID, InputType, Int, Mutation, ObjectType, Query, Resolver } from 'type-graphql';
import { GraphQLJSON } from 'graphql-scalars';
import { ADMIN_USER_STATUSES, adminRightsSchema, TIER_CODES, adminUserQuerySchema, adminUserUpdateSchema } from '@bonus/domain';
import type { AdminUserStatusFilter, Halere, TierCode } from '@bonus/domain';
import type { AdminUserDetail as AdminUserDetailModel, AdminUserPage as AdminUserPageModel, AuditEntry as AuditEntryModel } from '@bonus/server';
import { currentUser } from '../../auth/identity';
import { parseInput } from '../../validation';
import { AccessRule } from '../access';
import { AuditedInTransaction } from '../audit';
import type { GraphQLContext } from '../context';
import { UnixSeconds, WholeCzk } from '../scalars';
import { Consent } from '../types/user.types';
import { stringEnum } from '../string-enum';

@ObjectType({ description: 'A member as the admin lists them.' })
class AdminUser {
  @Field(() => ID, { description: "The member's id." }) id!: string;
  @Field({ description: "The member's nickname." }) name!: string;
  @Field({ description: 'First and last name.' }) fullName!: string;
  @Field(() => String, { nullable: true, description: "The member's e-mail; null when there is none." }) email!: string | null;
  @Field({ description: "The name of the member's tier." }) tierName!: string;
  @Field(() => UnixSeconds, { description: 'When the member registered, unix seconds.' }) creationTimestamp!: Date;
  @Field(() => WholeCzk, { description: 'Bonus and referral earnings, Kč.' }) earnings!: Halere;
  @Field({ description: 'Whether the account may sign in.' }) active!: boolean;
  @Field({ description: 'Whether the member is an admin.' }) admin!: boolean;
  @Field({ description: 'Waits for an admin to approve the registration.' }) pendingApproval!: boolean;
}

@ObjectType({ description: "A member's subscription order as the admin sees it." })
class AdminUserOrder {
  @Field(() => ID, { description: "The order's id." }) id!: string;
  @Field({ description: 'The name of the tier ordered.' }) tierName!: string;
  @Field({ description: "The order's subscription status." }) status!: string;
  @Field(() => WholeCzk, { description: "The order's monthly price, Kč." }) amount!: Halere;
  @Field(() => UnixSeconds, { description: 'When the order was created, unix seconds.' }) creationTimestamp!: Date;
  @Field(() => UnixSeconds, { nullable: true, description: 'When the paid period ends, unix seconds; null when not paid yet.' }) expirationTimestamp!: Date | null;
  @Field(() => UnixSeconds, {
    nullable: true,
    description: 'When the withdrawal waiver (§ 1837 písm. l) NOZ) this order was bought under was given; null for orders before it was recorded.',
  })
  waiverTimestamp!: Date | null;
  @Field(() => String, { nullable: true, description: 'The terms version the withdrawal waiver was given under; null for orders before it was recorded.' }) waiverTermsVersion!: string | null;
}

@ObjectType({ description: "A member's payout as the admin's member detail lists it." })
class AdminUserPayout {
  @Field(() => Int, { description: "The payout's id." }) id!: number;
  @Field(() => WholeCzk, { description: 'The amount, Kč.' }) amount!: Halere;
  @Field({ description: "The payout's state: pending, paid or failed." }) status!: string;
  @Field(() => UnixSeconds, { description: 'When it was requested or created, unix seconds.' }) creationTimestamp!: Date;
}

@ObjectType({ description: "The admin's view of one member." })
class AdminUserDetail extends AdminUser {
  @Field(() => WholeCzk, { description: "What the member's completed bonuses earned, Kč." }) bonusRevenue!: Halere;
  @Field(() => WholeCzk, { description: 'What the member earned from invited members, Kč.' }) referralRevenue!: Halere;
  @Field(() => WholeCzk, { description: 'Referral earnings not yet paid out, Kč.' }) balance!: Halere;
  @Field(() => WholeCzk, { description: 'What has been paid out to the member, Kč.' }) paidOut!: Halere;
  @Field(() => Int, { description: 'How many bonuses the member completed.' }) completedBonuses!: number;
  @Field(() => Int, { description: 'How many members the member invited.' }) referredUsers!: number;
  @Field(() => [AdminUserOrder], { description: "The member's subscription orders." }) orders!: AdminUserOrder[];
  @Field(() => [AdminUserPayout], { description: "The member's payouts." }) payouts!: AdminUserPayout[];
  @Field(() => [Consent], { description: "The member's consents as last given or withdrawn." }) consents!: Consent[];
}

@ObjectType({ description: "One page of the admin's member list." })
class AdminUserPage {
  @Field(() => [AdminUser], { description: 'The members of this page.' }) users!: AdminUser[];
  @Field(() => Int, { description: 'How many members match in all.' }) totalCount!: number;
  @Field(() => Int, { description: 'The page returned, counted from 1.' }) currentPage!: number;
  @Field(() => Int, { description: 'How many pages there are in all.' }) pageCount!: number;
}

@ObjectType({ description: 'One recorded admin action.' })
class AuditEntry {
  @Field(() => Int, { description: "The entry's id." }) id!: number;
  @Field(() => String, { nullable: true, description: "Who did it (Systém for automatic actions); null when the admin's account is gone." }) actorName!: string | null;
  @Field({ description: 'What was done, e.g. graphql:<mutation name> for an admin mutation.' }) action!: string;
  @Field(() => GraphQLJSON, { description: "The action's arguments and outcome." }) details!: unknown;
  @Field(() => UnixSeconds, { description: 'When it was done, unix seconds.' }) creationTimestamp!: Date;
}

const AdminUserStatusEnum = stringEnum(ADMIN_USER_STATUSES, 'AdminUserStatus', "Which members the admin's list shows: all, active, inactive or pending.", {
  all: 'Every member.',
  active: 'Members who may sign in.',
  inactive: 'Deactivated members.',
  pending: 'Members waiting for approval.',
});

const AdminUserTierEnum = stringEnum(TIER_CODES, 'AdminUserTier', "A membership tier the admin's member list can be filtered by.", {
  free: 'The free tier.',
  basic: 'The Basic tier.',
  premium: 'The Premium tier.',
});

@InputType({ description: "Search, filters and page of the admin's member list." })
class AdminUserQueryInput {
  @Field({ nullable: true, description: 'Part of the name or e-mail.' }) search?: string;
  @Field(() => AdminUserStatusEnum, { nullable: true, description: 'Which members to list; all when omitted.' }) status?: AdminUserStatusFilter;
  @Field(() => Boolean, { nullable: true, description: 'Only admins when true, only members without admin rights when false, both when omitted.' }) admin?: boolean | null;
  @Field(() => AdminUserTierEnum, { nullable: true, description: 'Only members of this tier; every tier when omitted.' }) tier?: TierCode | null;
  @Field(() => Int, { nullable: true, description: 'The page to return, counted from 1; 1 when omitted.' }) currentPage?: number;
}

@InputType({ description: "A change of whether a member's account may sign in." })
class AdminUserUpdateInput {
  @Field(() => ID, { description: "The member's id." }) id!: string;
  @Field(() => Boolean, { nullable: true, description: 'Whether the account may sign in; omitted: unchanged.' }) active?: boolean | null;
}

@InputType({ description: 'Granting or removing admin rights, with the reason the audit log keeps.' })
class AdminRightsInput {
  @Field(() => ID, { description: "The member's id." }) id!: string;
  @Field({ description: 'Whether the member is to be an admin.' }) admin!: boolean;
  @Field(() => String, { nullable: true, description: 'Why (at least 5 characters); refused with ADMIN_RIGHTS_REASON_REQUIRED when missing or shorter.' }) reason?: string | null;
}

/** The admin's member management and audit log (admin only; every mutation is itself audited). */
@Resolver()
export class AdminUserResolver {
  @Query(() => AdminUserPage, { description: 'Admin: the members the search and filters match, a page at a time.' })
  @AccessRule('admin')
  async adminUsers(@Arg('input', () => AdminUserQueryInput, { nullable: true, description: 'Search, filters and page; omitted: the first page of all.' }) input: AdminUserQueryInput | null, @Ctx() { services }: GraphQLContext): Promise<AdminUserPageModel> {
    return services.adminUsers.list(parseUserQuery(input));
  }

  @Query(() => String, { description: 'Every member the search and filters match, as CSV (Czech Excel).' })
  @AccessRule('admin')
  async adminUsersCsv(@Arg('input', () => AdminUserQueryInput, { nullable: true, description: 'Search and filters; the page is ignored.' }) input: AdminUserQueryInput | null, @Ctx() { services }: GraphQLContext): Promise<string> {
    return services.adminUsers.exportCsv(parseUserQuery(input));
  }

  @Query(() => AdminUserDetail, { description: 'Admin: one member in detail.' })
  @AccessRule('admin')
  async adminUser(@Arg('id', () => ID, { description: "The member's id." }) id: string, @Ctx() { services }: GraphQLContext): Promise<AdminUserDetailAnswer> {
    return toDetail(await services.adminUsers.detail(parseInput(adminUserUpdateSchema, { id }).id));
  }

  @Mutation(() => AdminUserDetail, { description: 'Sets whether the account may sign in.' })
  @AccessRule('admin')
  async updateAdminUser(
    @Arg('input', () => AdminUserUpdateInput, { description: 'The member and what changes.' }) { id, active }: AdminUserUpdateInput,
    @Ctx() { identity, services }: GraphQLContext,
  ): Promise<AdminUserDetailAnswer> {
    const change = parseInput(adminUserUpdateSchema, { id, active: active ?? undefined });
    return toDetail(await services.adminUsers.update(currentUser(await identity()), change));
  }

  @Mutation(() => AdminUserDetail, { description: 'Grants or removes admin rights; the reason is required and recorded in the audit log with the change.' })
  @AccessRule('admin')
  @AuditedInTransaction()
  async setAdminRights(
    @Arg('input', () => AdminRightsInput, { description: 'The member, the new state and the reason.' }) { id, admin, reason }: AdminRightsInput,
    @Ctx() { identity, services }: GraphQLContext,
  ): Promise<AdminUserDetailAnswer> {
    const change = parseInput(adminRightsSchema, { id, admin, reason: reason ?? undefined });
    return toDetail(await services.adminUsers.setAdminRights(currentUser(await identity()), change));
  }

  @Mutation(() => AdminUserDetail, { description: 'Approves a member who registered while new members needed approval.' })
  @AccessRule('admin')
  async approveAdminUser(@Arg('id', () => ID, { description: "The member's id." }) id: string, @Ctx() { services }: GraphQLContext): Promise<AdminUserDetailAnswer> {
    return toDetail(await services.adminUsers.approve(parseInput(adminUserUpdateSchema, { id }).id));
  }

  @Mutation(() => Boolean, { description: "Erases a member's personal data (GDPR), as their own deletion does." })
  @AccessRule('admin')
  async deleteAdminUser(@Arg('id', () => ID, { description: "The member's id." }) id: string, @Ctx() { identity, services }: GraphQLContext): Promise<boolean> {
    await services.adminUsers.erase(currentUser(await identity()), parseInput(adminUserUpdateSchema, { id }).id);
    return true;
  }

  @Query(() => [AuditEntry], { description: 'The newest admin actions.' })
  @AccessRule('admin')
  async auditLog(@Ctx() { services }: GraphQLContext): Promise<AuditEntryModel[]> {
    return services.audit.recent();
  }
}

function parseUserQuery(input: AdminUserQueryInput | null) {
  return parseInput(adminUserQuerySchema, { search: input?.search ?? undefined, status: input?.status ?? undefined, admin: input?.admin ?? undefined, tier: input?.tier ?? undefined, current_page: input?.currentPage ?? undefined });
}

/** A member's detail with the consents as the Consent type reads them. */
type AdminUserDetailAnswer = Omit<AdminUserDetailModel, 'consents'> & { consents: Consent[] };

/** The consents still come in the users feature's wire shape: mapped here until that feature returns its read model. */
function toDetail(detail: AdminUserDetailModel): AdminUserDetailAnswer {
  return { ...detail, consents: detail.consents.map(Consent.from) };
}
