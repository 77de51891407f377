import { Ctx, Mutation, Query, Resolver } from 'type-graphql';
import { currentUser } from '../../auth/identity';
import { AccessRule } from '../access';
import type { GraphQLContext } from '../context';

/** The member's secret calendar address (iCalendar feed at GET /calendar/:token.ics). */
@Resolver()
export class CalendarResolver {
  @Query(() => String, { nullable: true, description: 'The secret calendar address, or null when the member has none.' })
  @AccessRule('member')
  async calendarFeedUrl(@Ctx() { identity, services }: GraphQLContext): Promise<string | null> {
    return services.calendar.feedUrl(currentUser(await identity()));
  }

  @Mutation(() => String, { description: 'Creates a new secret calendar address; the previous one stops working.' })
  @AccessRule('member')
  async createCalendarFeed(@Ctx() { identity, services }: GraphQLContext): Promise<string> {
    return services.calendar.createFeed(currentUser(await identity()));
  }

  @Mutation(() => Boolean, { description: 'Revokes the secret calendar address.' })
  @AccessRule('member')
  async revokeCalendarFeed(@Ctx() { identity, services }: GraphQLContext): Promise<boolean> {
    await services.calendar.revokeFeed(currentUser(await identity()));
    return true;
  }
}
