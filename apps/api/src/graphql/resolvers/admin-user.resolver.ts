import { Arg, Ctx, Field, ID, InputType, Int, Mutation, ObjectType, Query, Resolver } from 'type-graphql';
import { GraphQLJSON } from 'graphql-scalars';
import { adminUserQuerySchema, adminUserUpdateSchema } from '@bonus/domain';
import type { Halere } from '@bonus/domain';
import type { AdminUserDetail as AdminUserDetailModel, AdminUserPage as AdminUserPageModel, AuditEntry as AuditEntryModel } from '@bonus/server';
import { currentUser } from '../../auth/identity';
import { parseInput } from '../../validation';
import { AccessRule } from '../access';
import type { GraphQLContext } from '../context';
import { UnixSeconds, WholeCzk } from '../scalars';
import { Consent } from '../types/user.types';

@ObjectType({ description: 'A member as the admin lists them.' })
class AdminUser {
  @Field(() => ID) id!: string;
  @Field() name!: string;
  @Field() fullName!: string;
  @Field(() => String, { nullable: true }) email!: string | null;
  @Field() tierName!: string;
  @Field(() => UnixSeconds, { name: 'creationTimestamp' }) createdAt!: Date;
  @Field(() => WholeCzk, { description: 'Bonus and referral earnings, Kč.' }) earnings!: Halere;
  @Field() active!: boolean;
  @Field() admin!: boolean;
  @Field({ description: 'Waits for an admin to approve the registration.' }) pendingApproval!: boolean;
}

@ObjectType()
class AdminUserOrder {
  @Field(() => ID) id!: string;
  @Field() tierName!: string;
  @Field() status!: string;
  @Field(() => WholeCzk) amount!: Halere;
  @Field(() => UnixSeconds, { name: 'creationTimestamp' }) createdAt!: Date;
  @Field(() => UnixSeconds, { name: 'expirationTimestamp', nullable: true }) expiresAt!: Date | null;
  @Field(() => UnixSeconds, {
    name: 'waiverTimestamp',
    nullable: true,
    description: 'When the withdrawal waiver (§ 1837 písm. l) NOZ) this order was bought under was given; null for orders before it was recorded.',
  })
  waiverAt!: Date | null;
  @Field(() => String, { nullable: true }) waiverTermsVersion!: string | null;
}

@ObjectType()
class AdminUserPayout {
  @Field(() => Int) id!: number;
  @Field(() => WholeCzk) amount!: Halere;
  @Field() status!: string;
  @Field(() => UnixSeconds, { name: 'creationTimestamp' }) createdAt!: Date;
}

@ObjectType({ description: "The admin's view of one member." })
class AdminUserDetail extends AdminUser {
  @Field(() => WholeCzk) bonusRevenue!: Halere;
  @Field(() => WholeCzk) referralRevenue!: Halere;
  @Field(() => WholeCzk) balance!: Halere;
  @Field(() => WholeCzk) paidOut!: Halere;
  @Field(() => Int) completedBonuses!: number;
  @Field(() => Int) referredUsers!: number;
  @Field(() => [AdminUserOrder]) orders!: AdminUserOrder[];
  @Field(() => [AdminUserPayout]) payouts!: AdminUserPayout[];
  @Field(() => [Consent]) consents!: Consent[];
}

@ObjectType()
class AdminUserPage {
  @Field(() => [AdminUser]) users!: AdminUser[];
  @Field(() => Int) totalCount!: number;
  @Field(() => Int) currentPage!: number;
  @Field(() => Int) pageCount!: number;
}

@ObjectType({ description: 'One recorded admin action.' })
class AuditEntry {
  @Field(() => Int) id!: number;
  @Field(() => String, { nullable: true }) actorName!: string | null;
  @Field() action!: string;
  @Field(() => GraphQLJSON) details!: unknown;
  @Field(() => UnixSeconds, { name: 'creationTimestamp' }) createdAt!: Date;
}

@InputType()
class AdminUserQueryInput {
  @Field({ nullable: true, description: 'Part of the name or e-mail.' }) search?: string;
  @Field({ nullable: true, description: 'all, active, inactive or pending (waiting for approval)' }) status?: string;
  @Field(() => Int, { nullable: true }) currentPage?: number;
}

/** The admin's member management and audit log (admin only; every mutation is itself audited). */
@Resolver()
export class AdminUserResolver {
  @Query(() => AdminUserPage)
  @AccessRule('admin')
  async adminUsers(@Arg('input', () => AdminUserQueryInput, { nullable: true }) input: AdminUserQueryInput | null, @Ctx() { services }: GraphQLContext): Promise<AdminUserPageModel> {
    return services.adminUsers.list(parseUserQuery(input));
  }

  @Query(() => String, { description: 'Every member the search and status filter match, as CSV (Czech Excel).' })
  @AccessRule('admin')
  async adminUsersCsv(@Arg('input', () => AdminUserQueryInput, { nullable: true }) input: AdminUserQueryInput | null, @Ctx() { services }: GraphQLContext): Promise<string> {
    return services.adminUsers.exportCsv(parseUserQuery(input));
  }

  @Query(() => AdminUserDetail)
  @AccessRule('admin')
  async adminUser(@Arg('id', () => ID) id: string, @Ctx() { services }: GraphQLContext): Promise<AdminUserDetailAnswer> {
    return toDetail(await services.adminUsers.detail(parseInput(adminUserUpdateSchema, { id }).id));
  }

  @Mutation(() => AdminUserDetail, { description: 'Sets the admin flag and/or whether the account may sign in.' })
  @AccessRule('admin')
  async updateAdminUser(
    @Arg('id', () => ID) id: string,
    @Arg('admin', () => Boolean, { nullable: true }) admin: boolean | null,
    @Arg('active', () => Boolean, { nullable: true }) active: boolean | null,
    @Ctx() { identity, services }: GraphQLContext,
  ): Promise<AdminUserDetailAnswer> {
    const change = parseInput(adminUserUpdateSchema, { id, admin: admin ?? undefined, active: active ?? undefined });
    return toDetail(await services.adminUsers.update(currentUser(await identity()), change));
  }

  @Mutation(() => AdminUserDetail, { description: 'Approves a member who registered while new members needed approval.' })
  @AccessRule('admin')
  async approveAdminUser(@Arg('id', () => ID) id: string, @Ctx() { services }: GraphQLContext): Promise<AdminUserDetailAnswer> {
    return toDetail(await services.adminUsers.approve(parseInput(adminUserUpdateSchema, { id }).id));
  }

  @Mutation(() => Boolean, { description: "Erases a member's personal data (GDPR), as their own deletion does." })
  @AccessRule('admin')
  async deleteAdminUser(@Arg('id', () => ID) id: string, @Ctx() { identity, services }: GraphQLContext): Promise<boolean> {
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
  return parseInput(adminUserQuerySchema, { search: input?.search ?? undefined, status: input?.status ?? undefined, current_page: input?.currentPage ?? undefined });
}

/** A member's detail with the consents as the Consent type reads them. */
type AdminUserDetailAnswer = Omit<AdminUserDetailModel, 'consents'> & { consents: Consent[] };

/** The consents still come in the users feature's wire shape: mapped here until that feature returns its read model. */
function toDetail(detail: AdminUserDetailModel): AdminUserDetailAnswer {
  return { ...detail, consents: detail.consents.map(Consent.from) };
}
