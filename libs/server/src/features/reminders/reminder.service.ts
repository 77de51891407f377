import type { DataSource } from 'typeorm';
import {
  bonusLock,
  NO_BONUS_USAGE,
  EXPIRING_REMINDER_HOURS,
  NO_REMINDERS,
  pragueDay,
  ReminderKind,
  reminderEmail,
  ReminderSettings,
  RENEWAL_REMINDER_HOUR,
  STEP_DUE_REMINDER_HOURS,
  stepDueEmail,
  termsChangedEmail,
  termsChangeText,
} from '@bonus/domain';
import { escapeHtml } from '../../escape-html';
import type { SiteSettingsService } from '../settings/site-settings.service';
import type { UserEntity } from '../users/user.entity';
import { allCompanies } from '../bonuses/bonus-catalogue.queries';
import { companyNameIn } from '../bonuses/member-bonuses';
import { queueMemberMails } from '../member-mail/member-mail.service';
import {
  claimReminder,
  expiringSoon,
  newFollowedBonuses,
  ReminderCandidate,
  reminderSettingsOf,
  renewingOn,
  saveReminderSettings,
  stepsDueSoon,
  termsChangedSinceStart,
} from './reminder.queries';

type Candidate = ReminderCandidate;

type Mail = { subject: string; text: string };
type Urls = { bonuses: string; settings: string };

export type ReminderRun = Record<ReminderKind, number> & { paused: boolean };



/**
 * E-mail reminders the members choose (Settings → Notifikace): a started bonus ending within 24 hours,
 * a started renewing bonus on its renewing weekday, and new bonuses of followed types their tier can
 * take. Each reminder's key is claimed in the transaction that writes it into the member-mail outbox, so
 * however many workers run, none is queued twice; the outbox sends it once and keeps it while the mail
 * server is out.
 */
export class ReminderService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly settings: SiteSettingsService,
    private readonly webUrl: string,
  ) {}

  async settingsOf(user: UserEntity): Promise<ReminderSettings> {
    return (await reminderSettingsOf(this.dataSource.manager, user.id)) ?? NO_REMINDERS;
  }

  async save(user: UserEntity, settings: ReminderSettings, now = new Date()): Promise<ReminderSettings> {
    await saveReminderSettings(this.dataSource.manager, user.id, { ...settings, followedTypes: [...new Set(settings.followedTypes)] }, now);
    return this.settingsOf(user);
  }

  async run(now = new Date()): Promise<ReminderRun> {
    const run: ReminderRun = { expiring: 0, renewal: 0, 'new-bonus': 0, 'step-due': 0, 'terms-changed': 0, paused: false };
    if (!(await this.settings.get()).emailNotifications) return { ...run, paused: true };
    const day = pragueDay(now);
    const expiring = await expiringSoon(this.dataSource.manager, now, EXPIRING_REMINDER_HOURS);
    run.expiring = await this.send('expiring', expiring, '');
    if (day.hour >= RENEWAL_REMINDER_HOUR) {
      const renewing = await renewingOn(this.dataSource.manager, now, day.weekday);
      run.renewal = await this.send('renewal', renewing, day.date);
    }
    const fresh = await newFollowedBonuses(this.dataSource.manager, now);
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

  /** Members working on an offer whose terms changed since they started, once per version (on unless switched off): every change whole, with the due dates it moved. */
  private async sendTermsChanged(): Promise<number> {
    const changed = await termsChangedSinceStart(this.dataSource);
    if (changed.length === 0) return 0;
    const companyName = companyNameIn(new Map((await allCompanies(this.dataSource.manager)).map((company) => [company.id, company.name])));
    return this.sendEach('terms-changed', changed, (row) => `v${row.version}`, (row, urls) => {
      const json = (value: unknown) => (value === undefined ? null : JSON.stringify(value));
      const changes = (row.changes ?? []).map((item) => termsChangeText({ field: item.field, before: json(item.before), after: json(item.after) }, companyName, row.started_at));
      return termsChangedEmail({ bonusName: row.name, changes }, urls);
    });
  }

  private send(kind: 'expiring' | 'renewal' | 'new-bonus', candidates: readonly Candidate[], occurrence: string): Promise<number> {
    return this.sendEach(kind, candidates, () => occurrence, (candidate, urls) => reminderEmail(kind, { name: candidate.name, endAt: candidate.end_at }, urls));
  }

  private async sendEach<C extends Candidate>(kind: ReminderKind, candidates: readonly C[], occurrenceOf: (candidate: C) => string, mailOf: (candidate: C, urls: Urls) => Mail): Promise<number> {
    const urls: Urls = { bonuses: `${this.webUrl}/dashboard/bonuses`, settings: `${this.webUrl}/dashboard/settings?tab=notifications` };
    let queued = 0;
    for (const candidate of candidates) {
      await this.dataSource.transaction(async (manager) => {
        if (!(await claimReminder(manager, candidate.user_id, kind, candidate.bonus_id, occurrenceOf(candidate)))) return;
        const { subject, text } = mailOf(candidate, urls);
        queued += await queueMemberMails(manager, [{ userId: candidate.user_id, subject, text, html: `<p>${escapeHtml(text).replace(/\n/g, '<br>')}</p>` }]);
      });
    }
    return queued;
  }
}
