import { calendarFeedParamsSchema } from '@bonus/domain';
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
    handler: async ({ res, services, params }) => {
      const feed = await services.calendar.feed(params.token);
      res.type('text/calendar; charset=utf-8').set('Cache-Control', 'private, max-age=300').send(feed);
    },
  }),
];
