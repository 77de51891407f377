import * as companyQueries from '../../features/catalogue/company.queries';
import { AT, samples } from './sample-values';

/** Sample arguments of the catalogue query modules (sql-snapshots.spec.ts). */

export const SQL_SAMPLES = {
  'company.queries.ts': samples(companyQueries, {
    lockCompany: [1],
    updateCompany: [1, { kind: 'casino', bankCode: null, licenseNumber: 'MF-1', licenseValidUntil: AT }],
  }),
};
