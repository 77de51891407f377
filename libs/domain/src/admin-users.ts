import { z } from 'zod';
import { excelCsv } from './csv';
import { Halere, halereToWholeCzk } from './money';
import { pageNumberSchema } from './paging';
import { searchTextSchema } from './search-text';
import { TIER_CODES } from './tiers';
import { VALIDATION_MESSAGES as M } from './validation-messages';

/** Members shown per page in the admin's user table. */
export const ADMIN_USER_PAGE_SIZE = 20;

/** 'pending': registered while new members needed approval, not approved yet. */
export const ADMIN_USER_STATUSES = ['all', 'active', 'inactive', 'pending'] as const;
export type AdminUserStatusFilter = (typeof ADMIN_USER_STATUSES)[number];

/** The admin's user search: text in name or e-mail, status, role, tier, page. */
export const adminUserQuerySchema = z.object({
  search: searchTextSchema,
  status: z.enum(ADMIN_USER_STATUSES, { error: M.statusInvalid }).optional().default('all'),
  /** Only members of this tier; omitted: every tier. */
  tier: z.enum(TIER_CODES).optional(),
  /** true: admins only; false: members without admin rights; omitted: both. */
  admin: z.boolean().optional(),
  current_page: pageNumberSchema,
});

/** What an admin may change on a member directly: whether the account may sign in (admin rights go through `adminRightsSchema`). */
export const adminUserUpdateSchema = z.object({
  id: z.uuid({ error: M.idInvalid }),
  active: z.boolean().optional(),
});

/** The shortest reason an admin must give for granting or removing admin rights (it is kept in the audit log). */
export const ADMIN_RIGHTS_REASON_MIN = 5;
/** The longest one: a sentence or two, not a document. */
export const ADMIN_RIGHTS_REASON_MAX = 500;

/**
 * Granting or removing admin rights. The reason is checked by the service (`adminRightsReason`), so a
 * missing or too short one is refused with its own code rather than as generic bad input.
 */
export const adminRightsSchema = z.object({
  id: z.uuid({ error: M.idInvalid }),
  admin: z.boolean(),
  reason: z.string().max(ADMIN_RIGHTS_REASON_MAX).optional(),
});

/** The reason as recorded (trimmed), or null when it is missing or shorter than ADMIN_RIGHTS_REASON_MIN characters. */
export function adminRightsReason(reason: string | null | undefined): string | null {
  const trimmed = reason?.trim() ?? '';
  return trimmed.length >= ADMIN_RIGHTS_REASON_MIN ? trimmed : null;
}

export type AdminUserQuery = z.infer<typeof adminUserQuerySchema>;
export type AdminUserUpdate = z.infer<typeof adminUserUpdateSchema>;
export type AdminRightsChange = z.infer<typeof adminRightsSchema>;

const USERS_CSV_HEADER = ['ID', 'Přezdívka', 'Jméno', 'E-mail', 'Členství', 'Registrace', 'Výdělky (Kč)', 'Stav', 'Admin'];

/** A member as the admin's user table and export list them. */
export interface AdminUserSummary {
  id: string;
  name: string;
  fullName: string;
  email: string | null;
  tierName: string;
  creationTimestamp: Date;
  /** Bonus plus referral earnings. */
  earnings: Halere;
  active: boolean;
  admin: boolean;
  /** Waits for an admin's approval before using the member section. */
  pendingApproval: boolean;
}

/** The admin's member export: ';'-separated with a byte-order mark, so Excel opens the Czech text correctly. */
export function adminUsersCsv(users: readonly AdminUserSummary[]): string {
  return excelCsv(
    USERS_CSV_HEADER,
    users.map((user) => [
      user.id,
      user.name,
      user.fullName,
      user.email ?? '',
      user.tierName,
      user.creationTimestamp.toISOString().slice(0, 10),
      String(halereToWholeCzk(user.earnings)),
      user.pendingApproval ? 'Čeká na schválení' : user.active ? 'Aktivní' : 'Neaktivní',
      user.admin ? 'ano' : 'ne',
    ]),
  );
}
