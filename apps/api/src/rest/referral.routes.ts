import {
  exportPayoutBatchInputSchema,
  referencedUserDtoSchema,
  referralCodeDtoSchema,
  referralPageDtoSchema,
  referralValidityQuerySchema,
  sendRegistrationEmailInputSchema,
  sentDtoSchema,
  transactionDtoSchema,
  transactionStatsDtoSchema,
  transactionStatsQuerySchema,
  withdrawalInputSchema,
} from '@bonus/domain';
import { z } from 'zod';
import { assertWithdrawalAllowed, currentUser } from '../auth/identity';
import type { RawReply } from './raw-reply';
import { route } from './route-table';
import { toTransactionWire } from './wire/payout.wire';
import { toReferencedUserWire, toReferralCodeWire, toReferralPageWire, toTransactionStatsWire } from './wire/referral.wire';

/** Referral codes, the public landing calls, invited members, payouts and the admin's payout batch. */
export const referralRoutes = [
  route({
    method: 'post',
    path: '/referral_code',
    access: 'member',
    summary: 'Creates a referral link (limited per member)',
    status: 201,
    response: referralCodeDtoSchema,
    handler: async ({ identity, services }) => toReferralCodeWire(await services.referrals.createCode(currentUser(identity))),
  }),
  route({ method: 'get', path: '/referral_code_all', access: 'member', summary: "The member's referral links", response: z.array(referralCodeDtoSchema), handler: async ({ identity, services }) => (await services.referrals.codes(currentUser(identity))).map(toReferralCodeWire),
  }),
  route({
    method: 'get',
    path: '/referenced/check_validity',
    access: 'public',
    summary: 'Whether a referral link is valid (the landing page)',
    refusals: ['REFERRAL_LINK_INVALID'],
    query: referralValidityQuerySchema,
    response: referralPageDtoSchema,
    handler: async ({ services, query }) => toReferralPageWire(await services.referrals.validity(query.referral_code)),
  }),
  route({
    method: 'post',
    path: '/referenced/send_reg_email',
    access: 'public',
    rateLimit: 'strict',
    summary: 'E-mails the registration link of a referral to the invited person (rate-limited; queued, so a mail-server outage delays it but never loses it)',
    refusals: ['REFERRAL_LINK_INVALID'],
    body: sendRegistrationEmailInputSchema,
    response: sentDtoSchema,
    handler: ({ request, services, body }) => services.referrals.sendRegistrationEmail(body, request.ip),
  }),
  route({ method: 'get', path: '/referenced_all', access: 'member', summary: 'Members the member invited', response: z.array(referencedUserDtoSchema), handler: async ({ identity, services }) => (await services.referrals.referenced(currentUser(identity))).map(toReferencedUserWire),
  }),
  route({
    method: 'get',
    path: '/transaction_stats',
    access: 'member',
    summary: 'Referral income per month',
    query: transactionStatsQuerySchema,
    response: z.array(transactionStatsDtoSchema),
    handler: async ({ identity, services, query }) => (await services.referrals.stats(currentUser(identity), query.time_period)).map(toTransactionStatsWire),
  }),
  route({
    method: 'post',
    path: '/transaction',
    access: 'member',
    summary: 'Withdraws the referral balance to the saved bank account',
    status: 201,
    body: withdrawalInputSchema,
    response: transactionDtoSchema,
    handler: async ({ identity, services, body }) => {
      assertWithdrawalAllowed(identity, body.bank_account);
      return toTransactionWire(await services.payouts.withdraw(currentUser(identity), body));
    },
  }),
  route({ method: 'get', path: '/transaction_all', access: 'member', summary: "The member's payouts", response: z.array(transactionDtoSchema), handler: async ({ identity, services }) => (await services.payouts.list(currentUser(identity))).map(toTransactionWire),
  }),
  route({
    method: 'post',
    path: '/admin/payout_batch',
    access: 'admin',
    summary: "Exports the month's pending payouts (or the selected ones) as a new batch: the bank's ABO/KPC file",
    body: exportPayoutBatchInputSchema,
    status: 201,
    raw: 'bank-file',
    auditedInTransaction: true,
    handler: async ({ identity, services, body }): Promise<RawReply> => {
      const file = await services.payoutOperations.exportBatch(currentUser(identity), body);
      return { contentType: 'text/plain; charset=us-ascii', fileName: file.fileName, headers: { 'x-payout-batch-id': String(file.batch.id) }, body: file.content };
    },
  }),
];
