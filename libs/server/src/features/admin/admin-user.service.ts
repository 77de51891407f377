import type { DataSource } from 'typeorm';
import { ADMIN_USER_PAGE_SIZE, AdminRightsChange, adminRightsReason, adminUsersCsv, AdminUserQuery, AdminUserUpdate, DomainError } from '@bonus/domain';
import { afterCommit } from '../../persistence/unit-of-work';
import { ProviderCancellations } from '../orders/provider-cancellations';
import { FirebaseAccountChanges } from '../users/firebase-account-changes';
import { currentConsents } from '../users/user-consent.queries';
import type { UserEntity } from '../users/user.entity';
import { memberById, updateMember } from '../users/user-account.queries';
import type { UserService } from '../users/user.service';
import { recordAudit } from './audit.service';
import { allMatchingMembers, countMembers, memberFigures, memberPage, recentOrdersOf, recentPayoutsOf } from './admin-user.queries';
import type { AdminUserDetail, AdminUserPage } from './admin-user.read-model';

/** The audit action of a change of admin rights; its details carry the member, the new state and the reason. */
export const ADMIN_RIGHTS_AUDIT_ACTION = 'members:setAdminRights';

/**
 * The admin's member management: search, detail, admin rights (with a recorded reason), deactivation (which also disables
 * the Firebase account, so sign-in stops) and erasure through the member's own GDPR path.
 */
export class AdminUserService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly users: UserService,
    private readonly cancellations: ProviderCancellations,
    private readonly accountChanges: FirebaseAccountChanges,
  ) {}

  async list(query: AdminUserQuery): Promise<AdminUserPage> {
    const [total, users] = await Promise.all([countMembers(this.dataSource, query), memberPage(this.dataSource, query)]);
    return { users, totalCount: total, currentPage: query.current_page, pageCount: Math.max(1, Math.ceil(total / ADMIN_USER_PAGE_SIZE)) };
  }

  /** Every member the search and status filter match (all pages), as CSV. */
  async exportCsv(query: AdminUserQuery): Promise<string> {
    return adminUsersCsv(await allMatchingMembers(this.dataSource, query));
  }

  async detail(id: string): Promise<AdminUserDetail> {
    const member = await memberFigures(this.dataSource, id);
    if (!member) throw new DomainError('NOT_FOUND', { userId: id });
    const [orders, payouts, consents] = await Promise.all([recentOrdersOf(this.dataSource, id), recentPayoutsOf(this.dataSource, id), currentConsents(this.dataSource.manager, id)]);
    return { ...member, orders, consents, payouts };
  }

  /**
   * Grants or removes admin rights. The reason is required and goes into the audit entry, which commits
   * in the same transaction as the change; an admin cannot remove their own rights.
   */
  async setAdminRights(actor: UserEntity, change: AdminRightsChange): Promise<AdminUserDetail> {
    const reason = adminRightsReason(change.reason);
    if (!reason) throw new DomainError('ADMIN_RIGHTS_REASON_REQUIRED');
    if (change.id === actor.id && !change.admin) throw new DomainError('ADMIN_SELF_CHANGE');
    const user = await memberById(this.dataSource.manager, change.id);
    if (!user || user.erasedAt) throw new DomainError('NOT_FOUND', { userId: change.id });
    await this.dataSource.transaction(async (manager) => {
      await updateMember(manager, user.id, { admin: change.admin });
      await recordAudit(manager, actor.id, ADMIN_RIGHTS_AUDIT_ACTION, { userId: user.id, email: user.email, admin: change.admin, reason });
    });
    return this.detail(user.id);
  }

  /**
   * Changes whether the account may sign in; an admin cannot deactivate themselves. The database decides at once
   * (the api refuses a deactivated member's calls); Firebase disables or enables the account after commit, retried
   * by the lifecycle job while it is down. Deactivation ends the membership now, as erasure does: subscriptions are
   * cancelled at the provider after commit (retried likewise); reactivating does not bring a subscription back.
   */
  async update(actor: UserEntity, change: AdminUserUpdate): Promise<AdminUserDetail> {
    if (change.id === actor.id && change.active === false) throw new DomainError('ADMIN_SELF_CHANGE');
    const user = await memberById(this.dataSource.manager, change.id);
    if (!user || user.erasedAt) throw new DomainError('NOT_FOUND', { userId: change.id });
    const fields: Partial<UserEntity> = {};
    if (change.active !== undefined) fields.deactivatedAt = change.active ? null : (user.deactivatedAt ?? new Date());
    const deactivating = change.active === false && !user.deactivatedAt;
    const firebaseUid = change.active !== undefined ? user.firebaseUid : null;
    await this.dataSource.transaction(async (manager) => {
      if (Object.keys(fields).length) await updateMember(manager, user.id, fields);
      if (deactivating) await ProviderCancellations.endMembership(manager, user.id, fields.deactivatedAt!);
      if (firebaseUid) await FirebaseAccountChanges.markDue(manager, firebaseUid, change.active ? 'enable' : 'disable', new Date());
    });
    await afterCommit(async () => {
      if (deactivating) await this.cancellations.runDue();
      if (firebaseUid) await this.accountChanges.runDue([firebaseUid]);
    });
    return this.detail(user.id);
  }

  /** Lets a member who registered while approval was required into the member section; approving twice changes nothing. */
  async approve(id: string): Promise<AdminUserDetail> {
    const user = await memberById(this.dataSource.manager, id);
    if (!user || user.erasedAt) throw new DomainError('NOT_FOUND', { userId: id });
    if (user.approvalPendingSince) await updateMember(this.dataSource.manager, user.id, { approvalPendingSince: null });
    return this.detail(user.id);
  }

  /** Erases a member exactly as their own account deletion does. */
  async erase(actor: UserEntity, id: string): Promise<void> {
    if (id === actor.id) throw new DomainError('ADMIN_SELF_CHANGE');
    const user = await memberById(this.dataSource.manager, id);
    if (!user || user.erasedAt) throw new DomainError('NOT_FOUND', { userId: id });
    await this.users.erase(user);
  }
}
