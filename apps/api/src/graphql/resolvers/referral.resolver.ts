import { Arg, Ctx, Int, Mutation, Query, Resolver } from 'type-graphql';
import type { Halere, Page, StatsPeriod } from '@bonus/domain';
import type { MemberPayoutPage, ReferredMember } from '@bonus/server';
import { referralValidityQuerySchema, sendRegistrationEmailInputSchema, transactionStatsQuerySchema, withdrawalInputSchema } from '@bonus/domain';
import { assertWithdrawalAllowed, currentUser } from '../../auth/identity';
import { parseInput } from '../../validation';
import { AccessRule } from '../access';
import { WholeCzk } from '../scalars';
import type { GraphQLContext } from '../context';
import { StatsPeriodEnum } from '../types/period.enums';
import { listPage, PageInput } from '../types/page.types';
import { ReferencedUserPage, ReferralCode, ReferralPage, Transaction, TransactionPage, TransactionStats } from '../types/referral.types';

/** Twins of /referral_code*, /referenced/*, /referenced_all, /transaction, /transaction_all and /transaction_stats. */
@Resolver()
export class ReferralResolver {
  @Mutation(() => ReferralCode, { description: 'Creates a new invitation code for the member.' })
  @AccessRule('member')
  async createReferralCode(@Ctx() { identity, services }: GraphQLContext): Promise<ReferralCode> {
    return services.referrals.createCode(currentUser(await identity()));
  }

  @Query(() => [ReferralCode], { description: "The member's invitation codes." })
  @AccessRule('member')
  async referralCodes(@Ctx() { identity, services }: GraphQLContext): Promise<ReferralCode[]> {
    return services.referrals.codes(currentUser(await identity()));
  }

  @Query(() => ReferralPage, { description: 'Whose invitation a referral code is (public).' })
  @AccessRule('public')
  async referralPage(@Arg('referralCode', { description: 'The code from the referral link.' }) referralCode: string, @Ctx() { services }: GraphQLContext): Promise<ReferralPage> {
    return services.referrals.validity(parseInput(referralValidityQuerySchema, { referral_code: referralCode }).referral_code);
  }

  @Mutation(() => Boolean, { description: 'Sends the registration link to a visitor (public, rate-limited).' })
  @AccessRule('public')
  async sendReferralEmail(@Arg('email', { description: "The visitor's e-mail." }) email: string, @Arg('referralCode', { description: 'The invitation code the link carries.' }) referralCode: string, @Ctx() { services, clientIp }: GraphQLContext): Promise<boolean> {
    await services.referrals.sendRegistrationEmail(parseInput(sendRegistrationEmailInputSchema, { email, referral_code: referralCode }), clientIp);
    return true;
  }

  @Query(() => ReferencedUserPage, { description: 'The members the caller invited, a page at a time, newest first.' })
  @AccessRule('member')
  async referredUsers(@Arg('page', () => PageInput, { nullable: true, description: 'The page; the first 20 when omitted.' }) page: PageInput | null, @Ctx() { identity, services }: GraphQLContext): Promise<Page<ReferredMember>> {
    return services.referrals.referencedPage(currentUser(await identity()), listPage(page));
  }

  @Query(() => WholeCzk, { description: 'What the invited members earned the caller in all, Kč: the total of referredUsers, summed before rounding.' })
  @AccessRule('member')
  async referralRewardsTotal(@Ctx() { identity, services }: GraphQLContext): Promise<Halere> {
    return services.referrals.rewardsTotal(currentUser(await identity()));
  }

  @Query(() => [TransactionStats], { description: "The member's referral rewards and payouts per month." })
  @AccessRule('member')
  async transactionStats(@Arg('timePeriod', () => StatsPeriodEnum, { nullable: true, description: 'The period counted; half_year when omitted.' }) timePeriod: StatsPeriod | null, @Ctx() { identity, services }: GraphQLContext): Promise<TransactionStats[]> {
    const { time_period } = parseInput(transactionStatsQuerySchema, { time_period: timePeriod ?? undefined });
    return services.referrals.stats(currentUser(await identity()), time_period);
  }

  @Query(() => TransactionPage, { description: "The member's payouts, a page at a time, newest first, with the totals of all of them." })
  @AccessRule('member')
  async transactions(@Arg('page', () => PageInput, { nullable: true, description: 'The page; the first 20 when omitted.' }) page: PageInput | null, @Ctx() { identity, services }: GraphQLContext): Promise<MemberPayoutPage> {
    return services.payouts.page(currentUser(await identity()), listPage(page));
  }

  @Mutation(() => Transaction, { description: 'Withdraws referral earnings to a Czech bank account.' })
  @AccessRule('member')
  async withdraw(@Arg('amount', () => Int, { description: 'Whole Kč, at least minWithdrawal and at most the balance.' }) amount: number, @Arg('bankAccount', { description: 'A Czech bank account, e.g. 123456789/0100.' }) bankAccount: string, @Ctx() { identity, services }: GraphQLContext): Promise<Transaction> {
    const input = parseInput(withdrawalInputSchema, { amount, bank_account: bankAccount });
    const caller = await identity();
    assertWithdrawalAllowed(caller, input.bank_account);
    return services.payouts.withdraw(currentUser(caller), input);
  }
}
