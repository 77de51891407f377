import { Arg, Ctx, Field, ID, InputType, Int, Mutation, ObjectType, Query, Resolver } from 'type-graphql';
import { GraphQLJSON } from 'graphql-scalars';
import { adminUserQuerySchema, adminUserUpdateSchema, AdminUserRowDto, AuditEntryDto } from '@bonus/domain';
import { currentUser } from '../../auth/identity';
import { parseInput } from '../../validation';
import { AccessRule } from '../access';
import type { GraphQLContext } from '../context';
import { Consent } from '../types/user.types';

@ObjectType({ description: 'A member as the admin lists them.' })
class AdminUser {
  @Field(() => ID) id!: string;
  @Field() name!: string;
  @Field() fullName!: string;
  @Field(() => String, { nullable: true }) email!: string | null;
  @Field() tierName!: string;
  @Field(() => Int) creationTimestamp!: number;
  @Field(() => Int, { description: 'Bonus and referral earnings, Kč.' }) earnings!: number;
  @Field() active!: boolean;
  @Field() admin!: boolean;
  @Field({ description: 'Waits for an admin to approve the registration.' }) pendingApproval!: boolean;

  static from(dto: AdminUserRowDto): AdminUser {
    return Object.assign(new AdminUser(), {
      id: dto.id,
      name: dto.name,
      fullName: dto.full_name,
      email: dto.email,
      tierName: dto.tier_name,
      creationTimestamp: dto.creation_timestamp,
      earnings: dto.earnings,
      active: dto.active,
      admin: dto.admin,
      pendingApproval: dto.pending_approval,
    });
  }
}

@ObjectType()
class AdminUserOrder {
  @Field(() => ID) id!: string;
  @Field() tierName!: string;
  @Field() status!: string;
  @Field(() => Int) amount!: number;
  @Field(() => Int) creationTimestamp!: number;
  @Field(() => Int, { nullable: true }) expirationTimestamp!: number | null;
  @Field(() => Int, { nullable: true, description: 'When the withdrawal waiver (§ 1837 písm. l) NOZ) this order was bought under was given; null for orders before it was recorded.' })
  waiverTimestamp!: number | null;
  @Field(() => String, { nullable: true }) waiverTermsVersion!: string | null;
}

@ObjectType()
class AdminUserPayout {
  @Field(() => Int) id!: number;
  @Field(() => Int) amount!: number;
  @Field() status!: string;
  @Field(() => Int) creationTimestamp!: number;
}

@ObjectType({ description: "The admin's view of one member." })
class AdminUserDetail extends AdminUser {
  @Field(() => Int) bonusRevenue!: number;
  @Field(() => Int) referralRevenue!: number;
  @Field(() => Int) balance!: number;
  @Field(() => Int) paidOut!: number;
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
  @Field(() => Int) creationTimestamp!: number;

  static from(dto: AuditEntryDto): AuditEntry {
    return Object.assign(new AuditEntry(), { id: dto.id, actorName: dto.actor_name, action: dto.action, details: dto.details, creationTimestamp: dto.creation_timestamp });
  }
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
  async adminUsers(@Arg('input', () => AdminUserQueryInput, { nullable: true }) input: AdminUserQueryInput | null, @Ctx() { services }: GraphQLContext): Promise<AdminUserPage> {
    const page = await services.adminUsers.list(parseUserQuery(input));
    return Object.assign(new AdminUserPage(), { users: page.users.map(AdminUser.from), totalCount: page.total_count, currentPage: page.current_page, pageCount: page.page_count });
  }

  @Query(() => String, { description: 'Every member the search and status filter match, as CSV (Czech Excel).' })
  @AccessRule('admin')
  async adminUsersCsv(@Arg('input', () => AdminUserQueryInput, { nullable: true }) input: AdminUserQueryInput | null, @Ctx() { services }: GraphQLContext): Promise<string> {
    return services.adminUsers.exportCsv(parseUserQuery(input));
  }

  @Query(() => AdminUserDetail)
  @AccessRule('admin')
  async adminUser(@Arg('id', () => ID) id: string, @Ctx() { services }: GraphQLContext): Promise<AdminUserDetail> {
    return toDetail(await services.adminUsers.detail(parseInput(adminUserUpdateSchema, { id }).id));
  }

  @Mutation(() => AdminUserDetail, { description: 'Sets the admin flag and/or whether the account may sign in.' })
  @AccessRule('admin')
  async updateAdminUser(
    @Arg('id', () => ID) id: string,
    @Arg('admin', () => Boolean, { nullable: true }) admin: boolean | null,
    @Arg('active', () => Boolean, { nullable: true }) active: boolean | null,
    @Ctx() { identity, services }: GraphQLContext,
  ): Promise<AdminUserDetail> {
    const change = parseInput(adminUserUpdateSchema, { id, admin: admin ?? undefined, active: active ?? undefined });
    return toDetail(await services.adminUsers.update(currentUser(await identity()), change));
  }

  @Mutation(() => AdminUserDetail, { description: 'Approves a member who registered while new members needed approval.' })
  @AccessRule('admin')
  async approveAdminUser(@Arg('id', () => ID) id: string, @Ctx() { services }: GraphQLContext): Promise<AdminUserDetail> {
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
  async auditLog(@Ctx() { services }: GraphQLContext): Promise<AuditEntry[]> {
    return (await services.audit.recent()).map(AuditEntry.from);
  }
}

function parseUserQuery(input: AdminUserQueryInput | null) {
  return parseInput(adminUserQuerySchema, { search: input?.search ?? undefined, status: input?.status ?? undefined, current_page: input?.currentPage ?? undefined });
}

function toDetail(dto: Awaited<ReturnType<GraphQLContext['services']['adminUsers']['detail']>>): AdminUserDetail {
  return Object.assign(new AdminUserDetail(), AdminUser.from(dto), {
    bonusRevenue: dto.bonus_revenue,
    referralRevenue: dto.referral_revenue,
    balance: dto.balance,
    paidOut: dto.paid_out,
    completedBonuses: dto.completed_bonuses,
    referredUsers: dto.referred_users,
    orders: dto.orders.map((o) =>
      Object.assign(new AdminUserOrder(), {
        id: o.id,
        tierName: o.tier_name,
        status: o.status,
        amount: o.amount,
        creationTimestamp: o.creation_timestamp,
        expirationTimestamp: o.expiration_timestamp,
        waiverTimestamp: o.waiver_timestamp,
        waiverTermsVersion: o.waiver_terms_version,
      }),
    ),
    consents: dto.consents.map(Consent.from),
    payouts: dto.payouts.map((p) => Object.assign(new AdminUserPayout(), { id: p.id, amount: p.amount, status: p.status, creationTimestamp: p.creation_timestamp })),
  });
}
