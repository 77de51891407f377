import { lastFinishedMonth } from '@bonus/domain';
import { MEMBER_MAILS_DUE_CHANNEL, WEBHOOK_DELIVERIES_DUE_CHANNEL, type ScheduledJob, type Services } from '@bonus/server';
import { AUTO_PAYOUT_QUEUE, BANK_CONNECTION_SYNC_QUEUE, MEMBER_MAIL_QUEUE, MEMBERSHIP_LIFECYCLE_QUEUE, MONTHLY_REPORT_QUEUE, NEWSLETTER_DELIVERY_QUEUE, REMINDERS_QUEUE, STATEMENT_RETENTION_QUEUE, WEBHOOK_DELIVERY_QUEUE } from './queues';

/** A daily job is stale once a day and two hours have passed without a run. */
const DAILY_STALE_MINUTES = 26 * 60;

/**
 * The background jobs, like the route table for requests: which queue runs when (cron, Prague time) and
 * which service call it makes. Each run is one pg-boss job, so it runs once however many workers there are.
 * `staleAfterMinutes` (a few periods) is when /health reports a job that has not completed as stale.
 */
export function scheduledJobs(services: Services): ScheduledJob[] {
  return [
    {
      queue: MEMBERSHIP_LIFECYCLE_QUEUE,
      staleAfterMinutes: 30,
      cron: '*/10 * * * *',
      run: async (log) => {
        const result = await services.membership.runLifecycle();
        // What the payment provider still owes us doing (refunds, cancellations, new prices), whenever it was due.
        const provider = await services.providerFollowUps.runDue();
        // Firebase accounts still to be disabled, enabled or deleted.
        const firebaseAccountChanges = await services.firebaseAccountChanges.runDue();
        log.info({ ...result, ...provider, firebaseAccountChanges }, 'membership lifecycle done');
      },
    },
    {
      // 06:00 on the 1st to the 7th, so a missed day is caught up.
      queue: AUTO_PAYOUT_QUEUE,
      cron: '0 6 1-7 * *',
      run: async (log) => log.info({ paid: await services.payouts.runAutoPayouts() }, 'automatic payouts done'),
    },
    {
      queue: NEWSLETTER_DELIVERY_QUEUE,
      staleAfterMinutes: 10,
      cron: '* * * * *',
      run: async (log, requestId) => {
        const run = await services.newsletters.deliverPending();
        // The every-minute runs stay quiet when idle; a run a request asked for always reports.
        if (run.sent || run.failed || run.skipped || requestId) log.info(run, 'newsletter copies delivered');
      },
    },
    {
      // 07:00 on the 1st to the 3rd, so failures are retried.
      queue: MONTHLY_REPORT_QUEUE,
      cron: '0 7 1-3 * *',
      run: async (log) => log.info(await services.monthlyReports.run(lastFinishedMonth(new Date())), 'monthly reports e-mailed'),
    },
    {
      queue: REMINDERS_QUEUE,
      staleAfterMinutes: 45,
      cron: '*/15 * * * *',
      run: async (log) => {
        const { paused, ...sent } = await services.reminders.run();
        if (Object.values(sent).some(Boolean)) log.info({ ...sent, paused }, 'reminders e-mailed');
      },
    },
    {
      queue: MEMBER_MAIL_QUEUE,
      staleAfterMinutes: 10,
      cron: '* * * * *',
      // A committed mail is sent at once; the minute's run retries what failed.
      wakeOn: MEMBER_MAILS_DUE_CHANNEL,
      run: async (log, requestId) => {
        const run = await services.memberMails.deliverDue();
        if (run.sent || run.retrying || run.failed || run.skipped || requestId) log.info(run, 'member e-mails sent');
      },
    },
    {
      queue: WEBHOOK_DELIVERY_QUEUE,
      staleAfterMinutes: 10,
      cron: '* * * * *',
      // A committed event is sent at once; the minute's run retries what failed.
      wakeOn: WEBHOOK_DELIVERIES_DUE_CHANNEL,
      run: async (log, requestId) => {
        const run = { ...(await services.webhooks.deliverDue()), pruned: await services.webhooks.pruneOld() };
        if (run.succeeded || run.retrying || run.failed || run.pruned || requestId) log.info(run, 'webhooks delivered');
      },
    },
    {
      // 03:30 every night: imported transactions older than 13 months go.
      queue: STATEMENT_RETENTION_QUEUE,
      staleAfterMinutes: DAILY_STALE_MINUTES,
      cron: '30 3 * * *',
      run: async (log) => log.info({ pruned: await services.bankStatements.prune() }, 'old bank transactions pruned'),
    },
    {
      // 05:15 every morning: what is new on every connected bank account (one call per token; a token called in
      // the 30 seconds before is left to the next run).
      queue: BANK_CONNECTION_SYNC_QUEUE,
      staleAfterMinutes: DAILY_STALE_MINUTES,
      cron: '15 5 * * *',
      run: async (log) => log.info(await services.bankConnections.syncAll(), 'bank connections synced'),
    },
  ];
}
