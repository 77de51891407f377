import type { DataSource } from 'typeorm';
import { DomainError, MEMBER_ACCOUNT_MESSAGES, MemberAccountCreateInput, MemberAccountUpdateInput } from '@bonus/domain';
import type { UserEntity } from '../users/user.entity';
import { accountOf, accountsOf, companyExists, deleteAccount, insertAccount, lockAccount, updateAccountDates } from './member-account.queries';
import type { MemberAccount } from './member-account.read-model';

const fromSeconds = (seconds: number) => new Date(seconds * 1000);

/**
 * "Moje účty" (issue #36 §2): the accounts a member holds or held, which offers' eligibility rules look at.
 * Only the owner sees or changes a record; anyone else's id answers 404 as a missing one does.
 */
export class MemberAccountService {
  constructor(private readonly dataSource: DataSource) {}

  list(user: UserEntity): Promise<MemberAccount[]> {
    return accountsOf(this.dataSource.manager, user.id);
  }

  async create(user: UserEntity, input: MemberAccountCreateInput): Promise<MemberAccount> {
    return this.dataSource.transaction(async (manager) => {
      if (!(await companyExists(manager, input.company_id))) throw new DomainError('VALIDATION_FAILED', { fields: { company_id: MEMBER_ACCOUNT_MESSAGES.unknownCompany } });
      const id = await insertAccount(manager, {
        userId: user.id,
        companyId: input.company_id,
        openedAt: fromSeconds(input.opened_timestamp),
        closedAt: input.closed_timestamp === null ? null : fromSeconds(input.closed_timestamp),
        source: 'manual',
      });
      return (await accountOf(manager, user.id, id))!;
    });
  }

  /** Changes only the dates given; the result must still close after it opened. */
  async update(user: UserEntity, input: MemberAccountUpdateInput): Promise<MemberAccount> {
    return this.dataSource.transaction(async (manager) => {
      const current = await lockAccount(manager, user.id, input.id);
      if (!current) throw new DomainError('NOT_FOUND', { accountId: input.id });
      const openedAt = input.opened_timestamp === undefined ? current.openedAt : fromSeconds(input.opened_timestamp);
      const closedAt = input.closed_timestamp === undefined ? current.closedAt : input.closed_timestamp === null ? null : fromSeconds(input.closed_timestamp);
      if (closedAt && closedAt < openedAt) throw new DomainError('VALIDATION_FAILED', { fields: { closed_timestamp: MEMBER_ACCOUNT_MESSAGES.order } });
      await updateAccountDates(manager, input.id, { openedAt, closedAt });
      return (await accountOf(manager, user.id, input.id))!;
    });
  }

  async remove(user: UserEntity, id: number): Promise<void> {
    if (!(await deleteAccount(this.dataSource.manager, user.id, id))) throw new DomainError('NOT_FOUND', { accountId: id });
  }
}
