import { DataSource } from 'typeorm';
import {
  bonusLock,
  BonusType,
  NO_BONUS_USAGE,
  EXPIRING_REMINDER_HOURS,
  NO_REMINDERS,
  pragueDay,
  ReminderKind,
  reminderEmail,
  ReminderSettings,
  RENEWAL_REMINDER_HOUR,
  SpecialMark,
  STEP_DUE_REMINDER_HOURS,
  stepDueEmail,
  TERMS_FIELD_LABELS,
  termsChangedEmail,
  TierCode,
} from '@bonus/domain';
import { escapeHtml } from '../../escape-html';
import type { Mailer } from '../../integrations/mail/mailer';
import { visibleNowSql } from '../bonuses/bonus-visibility';
import type { SiteSettingsService } from '../settings/site-settings.service';
import type { UserEntity } from '../users/user.entity';
import { ReminderSettingsEntity } from './reminder-settings.entity';
import { RECIPIENTS, ReminderCandidate, STARTED, stepsDueSoon, termsChangedSinceStart } from './reminder.queries';

type Candidate = ReminderCandidate;

type Mail = { subject: string; text: string };
type Urls = { bonuses: string; settings: string };

export type ReminderRun = Record<ReminderKind, number> & { paused: boolean };



/**
 * E-mail reminders the members choose (Settings → Notifikace): a started bonus ending within 24 hours,
 * a started renewing bonus on its renewing weekday, and new bonuses of followed types their tier can
 * take. Each reminder's key is claimed in the same transaction that sends it, so however many workers
 * run, none goes twice, and a failed send leaves no claim behind (the next run tries again).
 */
export class ReminderService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly mailer: Mailer,
    private readonly settings: SiteSettingsService,
    private readonly webUrl: string,
  ) {}

  async settingsOf(user: UserEntity): Promise<ReminderSettings> {
    const row = await this.dataSource.getRepository(ReminderSettingsEntity).findOneBy({ userId: user.id });
    return row ? { expiring: row.expiring, renewals: row.renewals, followedTypes: row.followedTypes, termsChanges: row.termsChanges } : NO_REMINDERS;
  }

  async save(user: UserEntity, settings: ReminderSettings, now = new Date()): Promise<ReminderSettings> {
    const followedTypes = [...new Set(settings.followedTypes)];
    // Following starts now: bonuses added before it are not announced; it ends when no type is followed.
    await this.dataSource.query(
      `INSERT INTO reminder_settings (user_id, expiring, renewals, followed_types, following_since, terms_changes)
       VALUES ($1, $2, $3, $4::text[], CASE WHEN cardinality($4::text[]) > 0 THEN $5::timestamptz END, $6)
       ON CONFLICT (user_id) DO UPDATE SET expiring = $2, renewals = $3, followed_types = $4::text[], terms_changes = $6,
         following_since = CASE WHEN cardinality($4::text[]) = 0 THEN NULL ELSE coalesce(reminder_settings.following_since, $5::timestamptz) END`,
      [user.id, settings.expiring, settings.renewals, followedTypes, now, settings.termsChanges],
    );
    return this.settingsOf(user);
  }

  async run(now = new Date()): Promise<ReminderRun> {
    const run: ReminderRun = { expiring: 0, renewal: 0, 'new-bonus': 0, 'step-due': 0, 'terms-changed': 0, paused: false };
    if (!(await this.settings.get()).emailNotifications) return { ...run, paused: true };
    const day = pragueDay(now);
    const expiring: Candidate[] = await this.dataSource.query(
      `SELECT u.id AS user_id, u.email, b.id AS bonus_id, b.name, b.end_at FROM ${RECIPIENTS} ${STARTED}
         AND s.expiring AND b.end_at > $1 AND b.end_at <= $1::timestamptz + make_interval(hours => $2)`,
      [now, EXPIRING_REMINDER_HOURS],
    );
    run.expiring = await this.send('expiring', expiring, '');
    if (day.hour >= RENEWAL_REMINDER_HOUR) {
      const renewing: Candidate[] = await this.dataSource.query(
        `SELECT u.id AS user_id, u.email, b.id AS bonus_id, b.name, b.end_at FROM ${RECIPIENTS} ${STARTED}
           AND s.renewals AND $2 = ANY(b.renewing_days) AND b.start_at <= $1 AND b.end_at > $1`,
        [now, day.weekday],
      );
      run.renewal = await this.send('renewal', renewing, day.date);
    }
    const fresh: (Candidate & { tier: TierCode; bonus_type: BonusType; special_mark: SpecialMark | null; expected_value_halere: string })[] = await this.dataSource.query(
      `SELECT u.id AS user_id, u.email, t.code AS tier, b.id AS bonus_id, b.name, b.end_at, b.bonus_type, b.special_mark, b.expected_value_halere
         FROM ${RECIPIENTS} JOIN tier t ON t.id = u.tier_id
         JOIN bonus b ON b.bonus_type = ANY(s.followed_types) AND b.created_at > s.following_since AND ${visibleNowSql('b', '$1')}
        WHERE NOT EXISTS (SELECT 1 FROM hidden_bonus h WHERE h.user_id = u.id AND h.bonus_id = b.id)`,
      [now],
    );
    // Only bonuses the member's tier lets them take (no VIP below premium, no casino bonuses on free, none worth more than the tier's monthly maximum).
    const caps = await this.settings.get();
    const takeable = fresh.filter(
      (row) => bonusLock(row.tier, { bonusType: row.bonus_type, specialMark: row.special_mark, expectedValueHalere: Number(row.expected_value_halere) }, NO_BONUS_USAGE, false, caps) === null,
    );
    run['new-bonus'] = await this.send('new-bonus', takeable, '');
    run['step-due'] = await this.sendStepsDue(now);
    run['terms-changed'] = await this.sendTermsChanged();
    return run;
  }

  /** Steps of started offers due within 24 hours (with the expiring setting), once per start and step. */
  private async sendStepsDue(now: Date): Promise<number> {
    const due = await stepsDueSoon(this.dataSource, now, STEP_DUE_REMINDER_HOURS);
    return this.sendEach('step-due', due, (row) => `${row.started_at.toISOString()}#${row.position}`, (row, urls) =>
      stepDueEmail({ bonusName: row.name, stepTitle: row.step_title, dueAt: row.due_at }, urls),
    );
  }

  /** Members working on an offer whose terms changed since they started, once per version (on unless switched off). */
  private async sendTermsChanged(): Promise<number> {
    const changed = await termsChangedSinceStart(this.dataSource);
    return this.sendEach('terms-changed', changed, (row) => `v${row.version}`, (row, urls) =>
      termsChangedEmail({ bonusName: row.name, fields: (row.fields ?? []).map((field) => TERMS_FIELD_LABELS[field] ?? field) }, urls),
    );
  }

  private send(kind: 'expiring' | 'renewal' | 'new-bonus', candidates: readonly Candidate[], occurrence: string): Promise<number> {
    return this.sendEach(kind, candidates, () => occurrence, (candidate, urls) => reminderEmail(kind, { name: candidate.name, endAt: candidate.end_at }, urls));
  }

  private async sendEach<C extends Candidate>(kind: ReminderKind, candidates: readonly C[], occurrenceOf: (candidate: C) => string, mailOf: (candidate: C, urls: Urls) => Mail): Promise<number> {
    const urls: Urls = { bonuses: `${this.webUrl}/dashboard/bonuses`, settings: `${this.webUrl}/dashboard/settings?tab=notifications` };
    let sent = 0;
    for (const candidate of candidates) {
      await this.dataSource
        .transaction(async (manager) => {
          const claimed: unknown[] = await manager.query(
            `INSERT INTO reminder_delivery (user_id, kind, bonus_id, occurrence) VALUES ($1, $2, $3, $4) ON CONFLICT DO NOTHING RETURNING user_id`,
            [candidate.user_id, kind, candidate.bonus_id, occurrenceOf(candidate)],
          );
          if (claimed.length === 0) return;
          const { subject, text } = mailOf(candidate, urls);
          await this.mailer.send({ to: candidate.email, subject, text, html: `<p>${escapeHtml(text).replace(/\n/g, '<br>')}</p>` });
          sent++;
        })
        .catch(() => undefined); // not sent: the claim rolled back with it, the next run tries again
    }
    return sent;
  }
}
