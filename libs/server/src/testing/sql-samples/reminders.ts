import * as reminderQueries from '../../features/reminders/reminder.queries';
import { AT, MEMBER, samples } from './sample-values';

/** Sample arguments of the reminders query modules (sql-snapshots.spec.ts). */

export const SQL_SAMPLES = {
  'reminder.queries.ts': samples(reminderQueries, {
    stepsDueSoon: [AT, 1],
    termsChangedSinceStart: [],
    reminderSettingsOf: [MEMBER],
    saveReminderSettings: [MEMBER, { expiring: true, renewals: true, followedTypes: ['bank'], termsChanges: true }, AT],
    expiringSoon: [AT, 24],
    renewingOn: [AT, 3],
    newFollowedBonuses: [AT],
    claimReminder: [MEMBER, 'expiring', 1, ''],
  }),
};
