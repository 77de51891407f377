import { randomBytes } from 'node:crypto';
import ical, { ICalAlarmType, ICalEventRepeatingFreq, ICalWeekday } from 'ical-generator';
import type { DataSource } from 'typeorm';
import { CALENDAR_TOKEN_PATTERN, calendarEvents, DomainError, eligibilityReminderEvents } from '@bonus/domain';
import { openDueStepsOf, upcomingEligibilityReminders } from '../bonuses/bonus.queries';
import { loadStartedBonuses } from '../bonuses/bonus-progress.queries';
import type { SiteSettingsService } from '../settings/site-settings.service';
import type { UserEntity } from '../users/user.entity';
import { deleteFeed, feedOwner, feedTokenOf, saveFeedToken } from './calendar.queries';

/** 256 random bits, URL-safe: the feed's address is its only key. */
/** RFC 5545 §3.1: every content line ends with CRLF, END:VCALENDAR too (ical-generator leaves the last one off). */
const withFinalLineEnd = (text: string) => (text.endsWith('\r\n') ? text : `${text}\r\n`);

const newToken = () => randomBytes(32).toString('base64url');

/**
 * The member's calendar (iCalendar) of started bonuses' deadlines, their steps' due times and renewals,
 * and the days reminded offers become claimable, at a secret address
 * that calendar apps subscribe to. Every member may have one; a new address revokes the old one.
 */
export class CalendarService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly settings: SiteSettingsService,
    private readonly urls: { apiUrl: string; webUrl: string },
  ) {}

  async feedUrl(user: UserEntity): Promise<string | null> {
    const token = await feedTokenOf(this.dataSource.manager, user.id);
    return token && this.urlOf(token);
  }

  /** Creates the address, or replaces it (the old one stops working at once). */
  async createFeed(user: UserEntity): Promise<string> {
    const token = newToken();
    await saveFeedToken(this.dataSource.manager, user.id, token, new Date());
    return this.urlOf(token);
  }

  async revokeFeed(user: UserEntity): Promise<void> {
    await deleteFeed(this.dataSource.manager, user.id);
  }

  /** The feed behind a token, as iCalendar text; an unknown or revoked token, or a closed account, is NOT_FOUND. */
  async feed(token: string, now = new Date()): Promise<string> {
    const owner = CALENDAR_TOKEN_PATTERN.test(token) ? await feedOwner(this.dataSource.manager, token) : null;
    if (!owner) throw new DomainError('NOT_FOUND', { calendar: 'unknown token' });
    const [started, dueSteps, reminders] = await Promise.all([
      loadStartedBonuses(this.dataSource.manager, owner, now),
      openDueStepsOf(this.dataSource.manager, owner),
      upcomingEligibilityReminders(this.dataSource.manager, owner, now),
    ]);
    const bonuses = started.map((bonus) => ({ ...bonus, dueSteps: dueSteps.filter((step) => step.bonusId === bonus.id) }));
    const { siteName } = await this.settings.get();
    const calendar = ical({ name: siteName, prodId: { company: siteName, product: 'bonusy', language: 'CS' }, ttl: 60 * 60 }); // times in UTC (Z): right in every client without a VTIMEZONE block
    const bonusesUrl = `${this.urls.webUrl}/dashboard/bonuses`;
    for (const event of [...calendarEvents(bonuses, bonusesUrl, now), ...eligibilityReminderEvents(reminders, bonusesUrl)]) {
      const created = calendar.createEvent({
        id: event.uid,
        summary: event.summary,
        description: event.description,
        start: event.start,
        end: event.end,
        allDay: event.allDay,
        stamp: now,
        url: `${this.urls.webUrl}/dashboard/bonuses`,
        repeating: event.weekly && { freq: ICalEventRepeatingFreq.WEEKLY, byDay: event.weekly.days as ICalWeekday[], until: event.weekly.until },
      });
      if (event.alarmMinutesBefore) created.createAlarm({ type: ICalAlarmType.display, trigger: event.alarmMinutesBefore * 60, description: event.summary });
    }
    return withFinalLineEnd(calendar.toString());
  }

  private urlOf(token: string): string {
    return `${this.urls.apiUrl}/calendar/${token}.ics`;
  }
}
