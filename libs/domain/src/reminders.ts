import { z } from 'zod';
import { BONUS_TYPES, BonusType } from './bonuses';
import { formatCzechDate, formatCzechDateTime } from './money';
import type { TermsChangeText } from './terms-change-text';

export type ReminderKind = 'expiring' | 'renewal' | 'new-bonus' | 'step-due' | 'terms-changed';

export interface ReminderSettings {
  /** A started bonus ends, or one of its steps is due, within 24 hours. */
  expiring: boolean;
  /** A started renewing bonus renews today (sent from 08:00 Prague time). */
  renewals: boolean;
  /** New bonuses of these types. */
  followedTypes: BonusType[];
  /** The terms of a started offer changed (on unless the member switched it off). */
  termsChanges: boolean;
}

export const NO_REMINDERS: ReminderSettings = { expiring: false, renewals: false, followedTypes: [], termsChanges: true };
export const EXPIRING_REMINDER_HOURS = 24;
export const RENEWAL_REMINDER_HOUR = 8;

export const reminderSettingsInputSchema = z.object({
  expiring: z.boolean({ error: 'Zvolte ano, nebo ne.' }),
  renewals: z.boolean({ error: 'Zvolte ano, nebo ne.' }),
  followed_types: z.array(z.enum(BONUS_TYPES, { error: 'Neznámý typ bonusu.' })).max(BONUS_TYPES.length),
  terms_changes: z.boolean({ error: 'Zvolte ano, nebo ne.' }).optional(),
});

/** The Prague calendar day of `now`: its date, weekday (0 = Monday, as bonuses' renewing days) and hour. */
export function pragueDay(now: Date): { date: string; weekday: number; hour: number } {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-GB', { timeZone: 'Europe/Prague', year: 'numeric', month: '2-digit', day: '2-digit', weekday: 'short', hour: '2-digit', hourCycle: 'h23' })
      .formatToParts(now)
      .map((part) => [part.type, part.value]),
  );
  return { date: `${parts.year}-${parts.month}-${parts.day}`, weekday: ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'].indexOf(parts.weekday), hour: Number(parts.hour) };
}

/** One reminder e-mail (plain text) with the way to the bonuses and to switch reminders off. */
export function reminderEmail(kind: 'expiring' | 'renewal' | 'new-bonus', bonus: { name: string; endAt: Date }, urls: { bonuses: string; settings: string }): { subject: string; text: string } {
  const footer = `\n\nPřipomínky vypnete v Nastavení → Notifikace: ${urls.settings}`;
  switch (kind) {
    case 'expiring':
      return { subject: `Bonus končí do 24 hodin: ${bonus.name}`, text: `Bonus „${bonus.name}“, který máte rozpracovaný, končí ${formatCzechDate(bonus.endAt)}. Dokončete jeho kroky včas: ${urls.bonuses}${footer}` };
    case 'renewal':
      return { subject: `Dnes se obnovuje: ${bonus.name}`, text: `Bonus „${bonus.name}“ se dnes obnovuje. Podívejte se na jeho kroky: ${urls.bonuses}${footer}` };
    case 'new-bonus':
      return { subject: `Nový bonus: ${bonus.name}`, text: `Přibyl nový bonus typu, který sledujete: „${bonus.name}“ (do ${formatCzechDate(bonus.endAt)}). ${urls.bonuses}${footer}` };
  }
}

/** A step of a started offer is due within 24 hours (issue #36 §4). */
export function stepDueEmail(step: { bonusName: string; stepTitle: string; dueAt: Date }, urls: { bonuses: string; settings: string }): { subject: string; text: string } {
  return {
    subject: `Zítra je termín kroku: ${step.stepTitle} (${step.bonusName})`,
    text: `Krok „${step.stepTitle}“ bonusu „${step.bonusName}“ je potřeba splnit do ${formatCzechDateTime(step.dueAt)}. Jinak můžete o bonus přijít: ${urls.bonuses}\n\nPřipomínky vypnete v Nastavení → Notifikace: ${urls.settings}`,
  };
}

/**
 * The terms of an offer the member started changed (issue #36 §5): each change whole, before and after
 * (issue #53 §3), with the member's due dates it moved, and where to read them.
 */
export function termsChangedEmail(change: { bonusName: string; changes: readonly TermsChangeText[] }, urls: { bonuses: string; settings: string }): { subject: string; text: string } {
  const lines = change.changes.flatMap((item) => [`– ${item.label}: ${item.before} → ${item.after}`, ...item.moved.map((moved) => `  ${moved}`)]);
  return {
    subject: `Změnily se podmínky bonusu: ${change.bonusName}`,
    text: `U bonusu „${change.bonusName}“, který máte rozpracovaný, se změnily podmínky:\n${lines.join('\n')}\n\nProjděte si nové podmínky, než budete pokračovat: ${urls.bonuses}\n\nTato upozornění vypnete v Nastavení → Notifikace: ${urls.settings}`,
  };
}
