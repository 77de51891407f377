import { referralValidityQuerySchema, sendRegistrationEmailInputSchema, transactionStatsQuerySchema, withdrawalInputSchema } from '@bonus/domain';
import { z } from 'zod';
import { currentUser } from '../auth/identity';
import { parseInput } from '../validation';
import type { RouteDefinition } from './route-table';

const batchMonthSchema = z.object({ month: z.string().regex(/^\d{4}-(0[1-9]|1[0-2])$/, { error: 'Měsíc ve tvaru RRRR-MM' }) });

/** Referral codes, the public landing calls, invited members, payouts and the admin's payout batch. */
export const referralRoutes: RouteDefinition[] = [
  { method: 'post', path: '/referral_code', access: 'member', status: 201, handler: ({ identity, services }) => services.referrals.createCode(currentUser(identity)) },
  { method: 'get', path: '/referral_code_all', access: 'member', handler: ({ identity, services }) => services.referrals.codes(currentUser(identity)) },
  {
    method: 'get',
    path: '/referenced/check_validity',
    access: 'public',
    handler: ({ req, services }) => services.referrals.validity(parseInput(referralValidityQuerySchema, req.query).referral_code),
  },
  {
    method: 'post',
    path: '/referenced/send_reg_email',
    access: 'public',
    handler: ({ req, services }) => services.referrals.sendRegistrationEmail(parseInput(sendRegistrationEmailInputSchema, req.body), req.ip ?? 'unknown'),
  },
  { method: 'get', path: '/referenced_all', access: 'member', handler: ({ identity, services }) => services.referrals.referenced(currentUser(identity)) },
  {
    method: 'get',
    path: '/transaction_stats',
    access: 'member',
    handler: ({ req, identity, services }) => services.referrals.stats(currentUser(identity), parseInput(transactionStatsQuerySchema, req.query).time_period),
  },
  {
    method: 'post',
    path: '/transaction',
    access: 'member',
    status: 201,
    handler: ({ req, identity, services }) => services.payouts.withdraw(currentUser(identity), parseInput(withdrawalInputSchema, req.body)),
  },
  { method: 'get', path: '/transaction_all', access: 'member', handler: ({ identity, services }) => services.payouts.list(currentUser(identity)) },
  {
    method: 'get',
    path: '/admin/payout_batch.csv',
    access: 'admin',
    raw: true,
    handler: async ({ req, res, services }) => {
      const { month } = parseInput(batchMonthSchema, req.query);
      res
        .status(200)
        .type('text/csv; charset=utf-8')
        .attachment(`vyplaty-${month}.csv`)
        .send(await services.payouts.monthBatchCsv(month));
    },
  },
];
