import { Arg, Ctx, Field, Int, Mutation, ObjectType, Query, Resolver } from 'type-graphql';
import { idInputSchema } from '@bonus/domain';
import { parseInput } from '../../validation';
import { AccessRule } from '../access';
import type { GraphQLContext } from '../context';

@ObjectType({ description: 'Earnings far above the bonus’s expected value, waiting for a review before they count publicly.' })
class PendingEarnings {
  @Field(() => Int, { description: "The history entry's id." }) id!: number;
  @Field({ description: "The member's nickname." }) memberName!: string;
  @Field({ description: "The bonus's name." }) bonusName!: string;
  @Field(() => Int, { description: 'Kč' }) expectedValue!: number;
  @Field(() => Int, { description: 'Kč' }) reachedProfit!: number;
  @Field(() => Int, { description: 'When it was recorded, unix seconds.' }) creationTimestamp!: number;
}

/** The admin's review of unusually large earnings (admin only; audited like every admin mutation). */
@Resolver()
export class EarningsReviewResolver {
  @Query(() => [PendingEarnings], { description: 'Admin: the entries waiting for a review.' })
  @AccessRule('admin')
  async pendingEarnings(@Ctx() { services }: GraphQLContext): Promise<PendingEarnings[]> {
    return (await services.earningsReviews.pending()).map((entry) =>
      Object.assign(new PendingEarnings(), { ...entry, creationTimestamp: Math.floor(entry.createdAt.getTime() / 1000) }),
    );
  }

  @Mutation(() => Boolean, { description: 'Approves (counts in public figures) or rejects (never counts there) a pending entry.' })
  @AccessRule('admin')
  async reviewEarnings(@Arg('id', () => Int, { description: "The history entry's id." }) id: number, @Arg('approve', () => Boolean, { description: 'True approves, false rejects.' }) approve: boolean, @Ctx() { services }: GraphQLContext): Promise<boolean> {
    await services.earningsReviews.review(parseInput(idInputSchema, { id }).id, approve);
    return true;
  }
}
