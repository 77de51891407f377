import * as calendarQueries from '../../features/calendar/calendar.queries';
import { AT, MEMBER, samples } from './sample-values';

/** Sample arguments of the calendar query modules (sql-snapshots.spec.ts). */

export const SQL_SAMPLES = {
  'calendar.queries.ts': samples(calendarQueries, {
    feedTokenOf: [MEMBER],
    saveFeedToken: [MEMBER, 'token', AT],
    deleteFeed: [MEMBER],
    feedOwner: ['token'],
  }),
};
