import { z } from 'zod';
import { requiredText, TEXT_LIMITS } from './input-bounds';
import { VALIDATION_MESSAGES as M } from './validation-messages';

/** The back office settings (spec section 3, Admin settings), persisted and in force. */
export interface SiteSettings {
  siteName: string;
  siteEmail: string;
  /** Members see a maintenance page; admins keep working. */
  maintenanceMode: boolean;
  /** New accounts may be registered. */
  registrationEnabled: boolean;
  /** New members get in at once; when off they wait until an admin approves them. */
  autoApproveUsers: boolean;
  emailNotifications: boolean;
  /** The monthly number of bonuses a premium member may take on (libs/domain bonus-limits). */
  maxBonusesPerUser: number;
  /** Flat Kč to the referrer when an invited member's first payment succeeds (beside the tier share); 0 turns it off. */
  referralReward: number;
  /** The smallest withdrawal on request, Kč. */
  minWithdrawal: number;
}

/** Used until an admin saves their own: the spec's sample values (section 9). */
export const DEFAULT_SITE_SETTINGS: SiteSettings = {
  siteName: 'Bonus Klub',
  siteEmail: 'podpora@bonusklub.cz',
  maintenanceMode: false,
  registrationEnabled: true,
  autoApproveUsers: true,
  emailNotifications: true,
  maxBonusesPerUser: 15,
  referralReward: 200,
  minWithdrawal: 500,
};

const count = z.number({ error: M.adminNumber }).int({ error: M.adminNumber }).min(0, { error: M.adminNumber }).max(1_000_000, { error: M.adminNumber });

export const siteSettingsSchema = z.object({
  siteName: requiredText(TEXT_LIMITS.shortLabel),
  siteEmail: z.email({ error: M.emailFormat }).max(TEXT_LIMITS.shortLabel * 2, { error: M.emailFormat }),
  maintenanceMode: z.boolean(),
  registrationEnabled: z.boolean(),
  autoApproveUsers: z.boolean(),
  emailNotifications: z.boolean(),
  maxBonusesPerUser: count,
  referralReward: count,
  minWithdrawal: count,
});

/** The refusal text of a withdrawal below the minimum. */
export function minimumWithdrawalReason(minimumCzk: number): string {
  return `Minimální výběr je ${minimumCzk} Kč.`;
}
