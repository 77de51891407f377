import { DomainError } from './errors';

/**
 * Whether a bonus is a draft after the admin saves it: a new one when asked to be; an existing draft
 * until it is published (`requested` false); a bonus once published never becomes a draft again.
 * Omitted, a new bonus is published and an edited one keeps its state (callers that know no drafts).
 */
export function isDraftAfterSave(current: { draft: boolean } | null, requested: boolean | undefined): boolean {
  if (current === null) return requested ?? false;
  if (requested === true && !current.draft) throw new DomainError('BONUS_ALREADY_PUBLISHED');
  return requested ?? current.draft;
}

/** What the back office says once a draft is published, from the form or from the list. */
export const BONUS_PUBLISHED_NOTICE = 'Bonus byl zveřejněn.';

export const ADMIN_BONUS_STATUSES = ['draft', 'scheduled', 'active', 'ended'] as const;
export type AdminBonusStatus = (typeof ADMIN_BONUS_STATUSES)[number];

/** The words and label tone of each state in the admin's bonus list. */
export const ADMIN_BONUS_STATUS: Record<AdminBonusStatus, { label: string; tone: 'success' | 'info' | 'neutral' }> = {
  draft: { label: 'Koncept', tone: 'neutral' },
  scheduled: { label: 'Připravený', tone: 'info' },
  active: { label: 'Aktivní', tone: 'success' },
  ended: { label: 'Skončil', tone: 'neutral' },
};

/**
 * Where a bonus stands at `nowSeconds` by its dates: a draft until published, then ready before its start,
 * active until its end and over after it. Whether members see it is its visibility, a separate switch.
 */
export function adminBonusStatus(bonus: { draft: boolean; startTimestamp: number; endTimestamp: number }, nowSeconds: number): AdminBonusStatus {
  if (bonus.draft) return 'draft';
  if (nowSeconds < bonus.startTimestamp) return 'scheduled';
  return nowSeconds < bonus.endTimestamp ? 'active' : 'ended';
}
