import { taxSummaryDtoSchema, taxYearSchema } from '@bonus/domain';
import { currentUser } from '../auth/identity';
import { route } from './route-table';
import { toTaxSummaryWire } from './wire/tax.wire';

/** Issue #38 §3: the member's Czech tax position for a year, from their own results (informative). */
export const taxRoutes = [
  route({
    method: 'get',
    path: '/tax_summary',
    access: 'member',
    summary:
      "The member's net gambling result per game type (technické hry, živé hry) for a Prague calendar year against that year's exemption (1 000 000 Kč for 2020–2023, 50 000 Kč from 2024), bank bonuses and referral rewards against the 30 000 Kč occasional-income limit (informative), warnings from 80 % of a limit, and the rules' sources",
    query: taxYearSchema,
    response: taxSummaryDtoSchema,
    handler: async ({ identity, services, query }) => toTaxSummaryWire(await services.insights.taxSummary(currentUser(identity), query.year)),
  }),
];
