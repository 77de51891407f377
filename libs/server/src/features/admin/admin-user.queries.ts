import type { DataSource } from 'typeorm';
import { ADMIN_USER_PAGE_SIZE, AdminUserQuery, AdminUserSummary, foldDiacritics, likePattern, PayoutStatus, SQL_ACCENT_FOLD } from '@bonus/domain';
import type { AdminUserOrder, AdminUserPayout } from './admin-user.read-model';

/** The SQL of the admin's member management, and the rows it reads (bigint sums come as text). */

interface MemberRow {
  id: string;
  name: string;
  first_name: string | null;
  last_name: string | null;
  email: string | null;
  tier_name: string;
  created_at: Date;
  bonus_revenue_halere: string;
  referral_revenue_halere: string;
  deactivated_at: Date | null;
  approval_pending_since: Date | null;
  admin: boolean;
}

const MEMBER_COLUMNS = `u.id, u.name, u.first_name, u.last_name, u.email, t.name AS tier_name, u.created_at, u.bonus_revenue_halere, u.referral_revenue_halere, u.deactivated_at, u.approval_pending_since, u.admin`;

function toSummary(row: MemberRow): AdminUserSummary {
  return {
    id: row.id,
    name: row.name,
    fullName: [row.first_name, row.last_name].filter(Boolean).join(' '),
    email: row.email,
    tierName: row.tier_name,
    creationTimestamp: row.created_at,
    earnings: Number(row.bonus_revenue_halere) + Number(row.referral_revenue_halere),
    active: row.deactivated_at === null,
    admin: row.admin,
    pendingApproval: row.approval_pending_since !== null,
  };
}

const STATUS_CONDITIONS: Record<Exclude<AdminUserQuery['status'], 'all'>, string> = {
  active: 'u.deactivated_at IS NULL',
  inactive: 'u.deactivated_at IS NOT NULL',
  pending: 'u.approval_pending_since IS NOT NULL',
};

/** The WHERE clause of the admin's member search: erased accounts never show. */
function memberFilter(query: AdminUserQuery): { where: string; params: unknown[] } {
  const conditions = ['u.erased_at IS NULL'];
  const params: unknown[] = [];
  if (query.search) {
    // Accent- and case-insensitive: "zluty" finds "Žlutý" (the text folded here, the columns by translate()).
    params.push(likePattern(foldDiacritics(query.search)), SQL_ACCENT_FOLD.from, SQL_ACCENT_FOLD.to);
    const folded = (column: string) => `translate(lower(${column}), $2, $3)`;
    conditions.push(`(${folded('u.name')} LIKE $1 OR ${folded('u.email')} LIKE $1 OR ${folded(`u.first_name || ' ' || u.last_name`)} LIKE $1)`);
  }
  if (query.status !== 'all') conditions.push(STATUS_CONDITIONS[query.status]);
  if (query.admin !== undefined) conditions.push(query.admin ? 'u.admin' : 'NOT u.admin');
  if (query.tier) {
    params.push(query.tier);
    conditions.push(`t.code = $${params.length}`);
  }
  return { where: conditions.join(' AND '), params };
}

/** How many members the search and filters match. */
export async function countMembers(dataSource: DataSource, query: AdminUserQuery): Promise<number> {
  const { where, params } = memberFilter(query);
  const [{ total }]: Array<{ total: number }> = await dataSource.query(`SELECT count(*)::int AS total FROM app_user u JOIN tier t ON t.id = u.tier_id WHERE ${where}`, params);
  return total;
}

/** The query's page of matching members, newest first. */
export async function memberPage(dataSource: DataSource, query: AdminUserQuery): Promise<AdminUserSummary[]> {
  const { where, params } = memberFilter(query);
  const rows: MemberRow[] = await dataSource.query(
    `SELECT ${MEMBER_COLUMNS} FROM app_user u JOIN tier t ON t.id = u.tier_id WHERE ${where}
      ORDER BY u.created_at DESC, u.id LIMIT ${ADMIN_USER_PAGE_SIZE} OFFSET $${params.length + 1}`,
    [...params, (query.current_page - 1) * ADMIN_USER_PAGE_SIZE],
  );
  return rows.map(toSummary);
}

/** Every matching member (all pages), newest first. */
export async function allMatchingMembers(dataSource: DataSource, query: AdminUserQuery): Promise<AdminUserSummary[]> {
  const { where, params } = memberFilter(query);
  const rows: MemberRow[] = await dataSource.query(`SELECT ${MEMBER_COLUMNS} FROM app_user u JOIN tier t ON t.id = u.tier_id WHERE ${where} ORDER BY u.created_at DESC, u.id`, params);
  return rows.map(toSummary);
}

/** A member's own figures beside the summary; all amounts in haléře. */
export interface MemberFigures extends AdminUserSummary {
  bonusRevenue: number;
  referralRevenue: number;
  balance: number;
  paidOut: number;
  completedBonuses: number;
  referredUsers: number;
}

/** A member who is not erased, with their figures; null when there is none. */
export async function memberFigures(dataSource: DataSource, id: string): Promise<MemberFigures | null> {
  const [row]: Array<MemberRow & { balance_halere: string; paid_out_halere: string; completed_bonus_count: number; referred: number }> = await dataSource.query(
    `SELECT ${MEMBER_COLUMNS}, u.balance_halere, u.paid_out_halere, u.completed_bonus_count,
            (SELECT count(*)::int FROM referral r WHERE r.referrer_id = u.id) AS referred
       FROM app_user u JOIN tier t ON t.id = u.tier_id WHERE u.id = $1 AND u.erased_at IS NULL`,
    [id],
  );
  if (!row) return null;
  return {
    ...toSummary(row),
    bonusRevenue: Number(row.bonus_revenue_halere),
    referralRevenue: Number(row.referral_revenue_halere),
    balance: Number(row.balance_halere),
    paidOut: Number(row.paid_out_halere),
    completedBonuses: row.completed_bonus_count,
    referredUsers: row.referred,
  };
}

/** The member's 20 newest orders. */
export async function recentOrdersOf(dataSource: DataSource, userId: string): Promise<AdminUserOrder[]> {
  const rows: Array<{
    id: string;
    tier_name: string;
    status: string;
    amount_halere: number;
    created_at: Date;
    expires_at: Date | null;
    digital_content_waiver_at: Date | null;
    digital_content_waiver_terms_version: string | null;
  }> = await dataSource.query(
    `SELECT o.id, t.name AS tier_name, o.status, o.amount_halere, o.created_at, o.expires_at, o.digital_content_waiver_at, o.digital_content_waiver_terms_version
       FROM subscription_order o JOIN tier t ON t.id = o.tier_id
      WHERE o.user_id = $1 ORDER BY o.created_at DESC LIMIT 20`,
    [userId],
  );
  return rows.map((row) => ({
    id: row.id,
    tierName: row.tier_name,
    status: row.status,
    amount: row.amount_halere,
    creationTimestamp: row.created_at,
    expirationTimestamp: row.expires_at,
    waiverTimestamp: row.digital_content_waiver_at,
    waiverTermsVersion: row.digital_content_waiver_terms_version,
  }));
}

/** The member's 20 newest payouts. */
export async function recentPayoutsOf(dataSource: DataSource, userId: string): Promise<AdminUserPayout[]> {
  const rows: Array<{ id: number; amount_halere: number; status: PayoutStatus; created_at: Date }> = await dataSource.query(
    `SELECT id, amount_halere, status, created_at FROM payout_transaction WHERE user_id = $1 ORDER BY created_at DESC LIMIT 20`,
    [userId],
  );
  return rows.map((row) => ({ id: row.id, amount: row.amount_halere, status: row.status, creationTimestamp: row.created_at }));
}
