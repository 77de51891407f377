import * as memberMailQueries from '../../features/member-mail/member-mail.queries';
import { AT, MEMBER, samples } from './sample-values';

/** Sample arguments of the member-mail query modules (sql-snapshots.spec.ts). */

export const SQL_SAMPLES = {
  'member-mail.queries.ts': samples(memberMailQueries, {
    insertMemberMails: [[{ userId: MEMBER, subject: 'Předmět', text: 'Text', html: '<p>Text</p>' }]],
    claimDueMemberMails: [1, AT],
    markMemberMailDone: [1, 'sent'],
    recordMemberMailFailure: [1, { status: 'pending', attempts: 1, error: 'timeout', now: AT }],
    oldestUnsentMemberMail: [],
  }),
};
