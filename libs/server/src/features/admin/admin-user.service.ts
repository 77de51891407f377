import { DataSource } from 'typeorm';
import { ADMIN_USER_PAGE_SIZE, adminUsersCsv, AdminUserDetailDto, AdminUserPageDto, AdminUserQuery, AdminUserRowDto, AdminUserUpdate, DomainError, halereToWholeCzk, likePattern } from '@bonus/domain';
import type { AuthAccounts } from '../../integrations/auth/firebase-auth';
import { afterCommit } from '../../persistence/unit-of-work';
import { ProviderCancellations } from '../orders/provider-cancellations';
import { currentConsents } from '../users/user-consents';
import { UserEntity } from '../users/user.entity';
import type { UserService } from '../users/user.service';

const toSeconds = (date: Date) => Math.floor(date.getTime() / 1000);

interface UserRow {
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

interface OrderRow {
  id: string;
  tier_name: string;
  status: string;
  amount_halere: number;
  created_at: Date;
  expires_at: Date | null;
  digital_content_waiver_at: Date | null;
  digital_content_waiver_terms_version: string | null;
}

function toRow(row: UserRow): AdminUserRowDto {
  return {
    id: row.id,
    name: row.name,
    full_name: [row.first_name, row.last_name].filter(Boolean).join(' '),
    email: row.email,
    tier_name: row.tier_name,
    creation_timestamp: toSeconds(row.created_at),
    earnings: halereToWholeCzk(Number(row.bonus_revenue_halere) + Number(row.referral_revenue_halere)),
    active: row.deactivated_at === null,
    admin: row.admin,
    pending_approval: row.approval_pending_since !== null,
  };
}

const USER_COLUMNS = `u.id, u.name, u.first_name, u.last_name, u.email, t.name AS tier_name, u.created_at, u.bonus_revenue_halere, u.referral_revenue_halere, u.deactivated_at, u.approval_pending_since, u.admin`;

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
    params.push(likePattern(query.search));
    conditions.push(`(u.name ILIKE $1 OR u.email ILIKE $1 OR (u.first_name || ' ' || u.last_name) ILIKE $1)`);
  }
  if (query.status !== 'all') conditions.push(STATUS_CONDITIONS[query.status]);
  return { where: conditions.join(' AND '), params };
}

/**
 * The admin's member management: search, detail, the admin flag, deactivation (which also disables
 * the Firebase account, so sign-in stops at once) and erasure through the member's own GDPR path.
 */
export class AdminUserService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly accounts: AuthAccounts,
    private readonly users: UserService,
    private readonly cancellations: ProviderCancellations,
  ) {}

  async list(query: AdminUserQuery): Promise<AdminUserPageDto> {
    const { where, params } = memberFilter(query);
    const [{ total }] = await this.dataSource.query(`SELECT count(*)::int AS total FROM app_user u WHERE ${where}`, params);
    const rows: UserRow[] = await this.dataSource.query(
      `SELECT ${USER_COLUMNS} FROM app_user u JOIN tier t ON t.id = u.tier_id WHERE ${where}
        ORDER BY u.created_at DESC, u.id LIMIT ${ADMIN_USER_PAGE_SIZE} OFFSET $${params.length + 1}`,
      [...params, (query.current_page - 1) * ADMIN_USER_PAGE_SIZE],
    );
    return { users: rows.map(toRow), total_count: total, current_page: query.current_page, page_count: Math.max(1, Math.ceil(total / ADMIN_USER_PAGE_SIZE)) };
  }

  /** Every member the search and status filter match (all pages), as CSV. */
  async exportCsv(query: AdminUserQuery): Promise<string> {
    const { where, params } = memberFilter(query);
    const rows: UserRow[] = await this.dataSource.query(`SELECT ${USER_COLUMNS} FROM app_user u JOIN tier t ON t.id = u.tier_id WHERE ${where} ORDER BY u.created_at DESC, u.id`, params);
    return adminUsersCsv(rows.map(toRow));
  }

  async detail(id: string): Promise<AdminUserDetailDto> {
    const [row] = await this.dataSource.query(
      `SELECT ${USER_COLUMNS}, u.balance_halere, u.paid_out_halere, u.completed_bonus_count,
              (SELECT count(*)::int FROM referral r WHERE r.referrer_id = u.id) AS referred
         FROM app_user u JOIN tier t ON t.id = u.tier_id WHERE u.id = $1 AND u.erased_at IS NULL`,
      [id],
    );
    if (!row) throw new DomainError('NOT_FOUND', { userId: id });
    const [orders, payouts, consents] = await Promise.all([
      this.dataSource.query(
        `SELECT o.id, t.name AS tier_name, o.status, o.amount_halere, o.created_at, o.expires_at, o.digital_content_waiver_at, o.digital_content_waiver_terms_version
           FROM subscription_order o JOIN tier t ON t.id = o.tier_id
          WHERE o.user_id = $1 ORDER BY o.created_at DESC LIMIT 20`,
        [id],
      ),
      this.dataSource.query(`SELECT id, amount_halere, status, created_at FROM payout_transaction WHERE user_id = $1 ORDER BY created_at DESC LIMIT 20`, [id]),
      currentConsents(this.dataSource.manager, id),
    ]);
    return {
      ...toRow(row),
      bonus_revenue: halereToWholeCzk(Number(row.bonus_revenue_halere)),
      referral_revenue: halereToWholeCzk(Number(row.referral_revenue_halere)),
      balance: halereToWholeCzk(Number(row.balance_halere)),
      paid_out: halereToWholeCzk(Number(row.paid_out_halere)),
      completed_bonuses: row.completed_bonus_count,
      referred_users: row.referred,
      orders: orders.map((o: OrderRow) => ({
        id: o.id,
        tier_name: o.tier_name,
        status: o.status,
        amount: halereToWholeCzk(o.amount_halere),
        creation_timestamp: toSeconds(o.created_at),
        expiration_timestamp: o.expires_at ? toSeconds(o.expires_at) : null,
        waiver_timestamp: o.digital_content_waiver_at ? toSeconds(o.digital_content_waiver_at) : null,
        waiver_terms_version: o.digital_content_waiver_terms_version,
      })),
      consents,
      payouts: payouts.map((p: { id: number; amount_halere: number; status: string; created_at: Date }) => ({
        id: p.id,
        amount: halereToWholeCzk(p.amount_halere),
        status: p.status,
        creation_timestamp: toSeconds(p.created_at),
      })),
    };
  }

  /**
   * Changes the admin flag and/or activity; an admin cannot demote or deactivate themselves.
   * Deactivation ends the membership now, as erasure does: subscriptions are cancelled at the provider
   * after commit (retried by the lifecycle job); reactivating does not bring a subscription back.
   */
  async update(actor: UserEntity, change: AdminUserUpdate): Promise<AdminUserDetailDto> {
    if (change.id === actor.id && (change.admin === false || change.active === false)) throw new DomainError('ADMIN_SELF_CHANGE');
    const user = await this.dataSource.getRepository(UserEntity).findOneBy({ id: change.id });
    if (!user || user.erasedAt) throw new DomainError('NOT_FOUND', { userId: change.id });
    const fields: Partial<UserEntity> = {};
    if (change.admin !== undefined) fields.admin = change.admin;
    if (change.active !== undefined) fields.deactivatedAt = change.active ? null : (user.deactivatedAt ?? new Date());
    const deactivating = change.active === false && !user.deactivatedAt;
    await this.dataSource.transaction(async (manager) => {
      if (Object.keys(fields).length) await manager.update(UserEntity, user.id, fields);
      if (deactivating) await ProviderCancellations.endMembership(manager, user.id, fields.deactivatedAt!);
    });
    await afterCommit(async () => {
      if (deactivating) await this.cancellations.runDue();
      if (change.active !== undefined && user.firebaseUid) await this.accounts.setDisabled(user.firebaseUid, !change.active);
    });
    return this.detail(user.id);
  }

  /** Lets a member who registered while approval was required into the member section; approving twice changes nothing. */
  async approve(id: string): Promise<AdminUserDetailDto> {
    const user = await this.dataSource.getRepository(UserEntity).findOneBy({ id });
    if (!user || user.erasedAt) throw new DomainError('NOT_FOUND', { userId: id });
    if (user.approvalPendingSince) await this.dataSource.getRepository(UserEntity).update(user.id, { approvalPendingSince: null });
    return this.detail(user.id);
  }

  /** Erases a member exactly as their own account deletion does. */
  async erase(actor: UserEntity, id: string): Promise<void> {
    if (id === actor.id) throw new DomainError('ADMIN_SELF_CHANGE');
    const user = await this.dataSource.getRepository(UserEntity).findOneBy({ id });
    if (!user || user.erasedAt) throw new DomainError('NOT_FOUND', { userId: id });
    await this.users.erase(user);
  }
}
