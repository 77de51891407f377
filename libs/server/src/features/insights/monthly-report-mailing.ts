import { DataSource } from 'typeorm';
import { TIER_CODES, tierHasFeature } from '@bonus/domain';
import type { Mailer } from '../../integrations/mail/mailer';
import type { SiteSettingsService } from '../settings/site-settings.service';
import { UserEntity } from '../users/user.entity';
import type { InsightsService } from './insights.service';
import { monthlyReportEmail } from './monthly-report-email';
import { drainInLockedBatches } from '../../persistence/locked-batches';

const BATCH = 20;
/** A report that failed this many times is given up (the member still has it in the dashboard). */
export const MONTHLY_REPORT_MAX_ATTEMPTS = 5;

export interface MonthlyReportRun {
  queued: number;
  sent: number;
  failed: number;
  paused: boolean;
}

/**
 * The e-mail of the monthly report on the 1st: every basic and premium member with an address gets
 * one row per month (so reruns and several workers send it once), then the rows are drained in
 * locked batches. Paused while the admins switch e-mail notifications off.
 */
export class MonthlyReportMailing {
  constructor(
    private readonly dataSource: DataSource,
    private readonly insights: InsightsService,
    private readonly mailer: Mailer,
    private readonly settings: SiteSettingsService,
    private readonly webUrl: string,
  ) {}

  async run(month: string): Promise<MonthlyReportRun> {
    const tiers = TIER_CODES.filter((tier) => tierHasFeature(tier, 'monthlyReport'));
    const queued: unknown[] = await this.dataSource.query(
      `INSERT INTO monthly_report_delivery (user_id, month)
       SELECT u.id, $1 FROM app_user u JOIN tier t ON t.id = u.tier_id
        WHERE t.code = ANY($2) AND u.email IS NOT NULL AND u.deactivated_at IS NULL AND u.erased_at IS NULL
       ON CONFLICT DO NOTHING RETURNING user_id`,
      [month, tiers],
    );
    const run: MonthlyReportRun = { queued: queued.length, sent: 0, failed: 0, paused: false };
    if (!(await this.settings.get()).emailNotifications) return { ...run, paused: true };
    const reportUrl = `${this.webUrl}/dashboard/reports`;
    // A copy that fails waits for the next run (the job runs on the 1st to the 3rd), not for the next batch.
    const attempted: string[] = [];
    await drainInLockedBatches(
      this.dataSource,
      BATCH,
      (manager, size): Promise<{ user_id: string; month: string }[]> =>
        manager.query(
          `SELECT user_id, month FROM monthly_report_delivery
            WHERE month = $1 AND sent_at IS NULL AND attempts < $2 AND NOT (user_id = ANY($3::uuid[]))
            ORDER BY user_id LIMIT $4 FOR UPDATE SKIP LOCKED`,
          [month, MONTHLY_REPORT_MAX_ATTEMPTS, attempted, size],
        ),
      async (manager, delivery) => {
        attempted.push(delivery.user_id);
        const key = [delivery.user_id, delivery.month];
        try {
          const user = await manager.findOneOrFail(UserEntity, { where: { id: delivery.user_id }, relations: { tier: true } });
          if (!user.email) throw new Error('no e-mail address');
          await this.mailer.send(monthlyReportEmail(user.email, await this.insights.monthlyReport(user, delivery.month), reportUrl));
          await manager.query(`UPDATE monthly_report_delivery SET sent_at = now(), attempts = attempts + 1 WHERE user_id = $1 AND month = $2`, key);
          run.sent++;
        } catch {
          await manager.query(`UPDATE monthly_report_delivery SET attempts = attempts + 1 WHERE user_id = $1 AND month = $2`, key);
          run.failed++;
        }
      },
    );
    return run;
  }
}
