import * as responsiblePlayQueries from '../../features/responsible-play/responsible-play.queries';
import { AT, MEMBER, samples } from './sample-values';

/** Sample arguments of the responsible-play query modules (sql-snapshots.spec.ts). */

export const SQL_SAMPLES = {
  'responsible-play.queries.ts': samples(responsiblePlayQueries, {
    declaredAtOf: [MEMBER],
    insertDeclaration: [MEMBER, AT],
    lockedPauseUntil: [MEMBER],
    setPauseUntil: [MEMBER, AT],
    operatorStatusesOf: [MEMBER],
    insertOperatorStatus: [MEMBER, 1, 'active', AT],
    playRecordsOf: [MEMBER],
    deleteOperatorStatusesOf: [MEMBER],
  }),
};
