import { Arg, Ctx, Field, Int, Mutation, ObjectType, Query, Resolver } from 'type-graphql';
import { idInputSchema, type Page } from '@bonus/domain';
import type { PendingEarnings as PendingEarningsModel } from '@bonus/server';
import { parseInput } from '../../validation';
import { AccessRule } from '../access';
import type { GraphQLContext } from '../context';
import { UnixSeconds } from '../scalars';
import { listPage, PageInput, PageOf } from '../types/page.types';

@ObjectType({ description: 'Earnings far above the bonus’s expected value, waiting for a review before they count publicly.' })
class PendingEarnings {
  @Field(() => Int, { description: "The history entry's id." }) id!: number;
  @Field({ description: "The member's nickname." }) memberName!: string;
  @Field({ description: "The bonus's name." }) bonusName!: string;
  @Field(() => Int, { description: 'Kč' }) expectedValue!: number;
  @Field(() => Int, { description: 'Kč' }) reachedProfit!: number;
  @Field(() => UnixSeconds, { description: 'When it was recorded, unix seconds.' }) creationTimestamp!: Date;
}

@ObjectType({ description: 'One page of the entries waiting for a review, oldest first.' })
class PendingEarningsPage extends PageOf(PendingEarnings, 'The entries of this page.') {}

/** The admin's review of unusually large earnings (admin only; audited like every admin mutation). */
@Resolver()
export class EarningsReviewResolver {
  @Query(() => PendingEarningsPage, { description: 'Admin: the entries waiting for a review, oldest first, a page at a time.' })
  @AccessRule('admin')
  async pendingEarnings(@Arg('page', () => PageInput, { nullable: true, description: 'The page; the first 20 when omitted.' }) page: PageInput | null, @Ctx() { services }: GraphQLContext): Promise<Page<PendingEarningsModel>> {
    return services.earningsReviews.pending(listPage(page));
  }

  @Mutation(() => Boolean, { description: 'Approves (counts in public figures) or rejects (never counts there) a pending entry.' })
  @AccessRule('admin')
  async reviewEarnings(@Arg('id', () => Int, { description: "The history entry's id." }) id: number, @Arg('approve', () => Boolean, { description: 'True approves, false rejects.' }) approve: boolean, @Ctx() { services }: GraphQLContext): Promise<boolean> {
    await services.earningsReviews.review(parseInput(idInputSchema, { id }).id, approve);
    return true;
  }
}
