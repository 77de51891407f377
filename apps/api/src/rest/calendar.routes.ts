import { calendarFeedParamsSchema } from '@bonus/domain';
import type { RawReply } from './raw-reply';
import { route } from './route-table';

/** The members' calendar feeds: public, the secret address is the key. */
export const calendarRoutes = [
  route({
    method: 'get',
    path: '/calendar/:token.ics',
    access: 'public',
    summary: "A member's calendar (iCalendar) of their started bonuses' deadlines and renewals, by its secret address",
    params: calendarFeedParamsSchema,
    raw: 'ics',
    handler: async ({ services, params }): Promise<RawReply> => ({
      contentType: 'text/calendar; charset=utf-8',
      headers: { 'cache-control': 'private, max-age=300' },
      body: await services.calendar.feed(params.token),
    }),
  }),
];
