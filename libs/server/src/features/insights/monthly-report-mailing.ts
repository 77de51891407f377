import type { DataSource } from 'typeorm';
import { TIER_CODES, tierHasFeature } from '@bonus/domain';
import type { SiteSettingsService } from '../settings/site-settings.service';
import type { InsightsService } from './insights.service';
import { monthlyReportEmail } from './monthly-report-email';
import { drainInLockedBatches } from '../../persistence/locked-batches';
import { queueMemberMails } from '../member-mail/member-mail.service';
import { claimMonthlyReports, markMonthlyReportSent, memberWithTier, queueMonthlyReports, recordMonthlyReportFailure } from './monthly-report.queries';

const BATCH = 20;
/** A report that could not be written this many times is given up (the member still has it in the dashboard). */
export const MONTHLY_REPORT_MAX_ATTEMPTS = 5;

export interface MonthlyReportRun {
  queued: number;
  /** Written and handed to the member-mail outbox, which sends them (and keeps them while the mail server is out). */
  sent: number;
  failed: number;
  paused: boolean;
}

/**
 * The e-mail of the monthly report on the 1st: every basic and premium member with an address gets
 * one row per month (so reruns and several workers write it once), then the rows are drained in
 * locked batches, each report written into the member-mail outbox in the transaction that marks its row
 * done: an SMTP outage leaves it waiting there, not lost. Paused while the admins switch e-mail notifications off.
 */
export class MonthlyReportMailing {
  constructor(
    private readonly dataSource: DataSource,
    private readonly insights: InsightsService,
    private readonly settings: SiteSettingsService,
    private readonly webUrl: string,
  ) {}

  async run(month: string): Promise<MonthlyReportRun> {
    const tiers = TIER_CODES.filter((tier) => tierHasFeature(tier, 'monthlyReport'));
    const queued = await queueMonthlyReports(this.dataSource.manager, month, tiers);
    const run: MonthlyReportRun = { queued, sent: 0, failed: 0, paused: false };
    if (!(await this.settings.get()).emailNotifications) return { ...run, paused: true };
    const reportUrl = `${this.webUrl}/dashboard/reports`;
    // A copy that fails waits for the next run (the job runs on the 1st to the 3rd), not for the next batch.
    const attempted: string[] = [];
    await drainInLockedBatches(
      this.dataSource,
      BATCH,
      (manager, size) => claimMonthlyReports(manager, month, MONTHLY_REPORT_MAX_ATTEMPTS, attempted, size),
      async (manager, delivery) => {
        attempted.push(delivery.user_id);
        try {
          const user = await memberWithTier(manager, delivery.user_id);
          if (!user.email) throw new Error('no e-mail address');
          await queueMemberMails(manager, [{ userId: user.id, ...monthlyReportEmail(await this.insights.monthlyReport(user, delivery.month), reportUrl) }]);
          await markMonthlyReportSent(manager, delivery.user_id, delivery.month);
          run.sent++;
        } catch {
          await recordMonthlyReportFailure(manager, delivery.user_id, delivery.month);
          run.failed++;
        }
      },
    );
    return run;
  }
}
