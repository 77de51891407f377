import type { DataSource } from 'typeorm';
import { casinoPauseEnd, DomainError, isPaused, lengthenedPause, OperatorStatusInput } from '@bonus/domain';
import { recordAudit } from '../admin/audit.service';
import type { UserEntity } from '../users/user.entity';
import { declaredAtOf, insertDeclaration, insertOperatorStatus, lockedPauseUntil, NamedOperatorStatus, operatorStatusesOf, setPauseUntil } from './responsible-play.queries';

/** The audit actions of pause changes (the member is the actor). */
export const PAUSE_AUDIT_ACTION = 'member:casino_pause';

/**
 * Responsible play (issue #38 §4): the member's self-exclusion declaration, their casino pause and their
 * record of each operator's standing. Declaration and pause change under the member's row lock, the same
 * lock a casino start takes, so neither can race past the other.
 */
export class ResponsiblePlayService {
  constructor(private readonly dataSource: DataSource) {}

  /** POST /casino_declaration: once; a repeated call keeps (and returns) the first time. */
  declare(user: UserEntity, now = new Date()): Promise<{ declaredAt: Date }> {
    return this.dataSource.transaction(async (manager) => {
      await lockedPauseUntil(manager, user.id);
      const declaredAt = await declaredAtOf(manager, user.id);
      if (declaredAt) return { declaredAt };
      await insertDeclaration(manager, user.id, now);
      return { declaredAt: now };
    });
  }

  /** POST /casino_pause: ends `days` × 24 h from now, unless a pause already ends later (a pause is never shortened). */
  pause(user: UserEntity, days: number, now = new Date()): Promise<{ until: Date }> {
    return this.dataSource.transaction(async (manager) => {
      const current = await lockedPauseUntil(manager, user.id);
      const running = isPaused(current, now) ? current : null;
      const until = lengthenedPause(running, casinoPauseEnd(now, days));
      if (until !== running) {
        await setPauseUntil(manager, user.id, until);
        await recordAudit(manager, user.id, PAUSE_AUDIT_ACTION, { userId: user.id, days, previousUntil: running?.toISOString() ?? null, until: until.toISOString() });
      }
      return { until };
    });
  }

  /** DELETE /casino_pause: a running pause cannot be lifted (409); without one there is nothing to lift (404). */
  async liftPause(user: UserEntity, now = new Date()): Promise<never> {
    const until = await this.dataSource.transaction((manager) => lockedPauseUntil(manager, user.id));
    throw isPaused(until, now) ? new DomainError('CASINO_PAUSE_LOCKED', { until }) : new DomainError('CASINO_PAUSE_NOT_FOUND');
  }

  /** POST /operator_status. */
  async recordOperatorStatus(user: UserEntity, input: OperatorStatusInput): Promise<NamedOperatorStatus> {
    const recorded = await insertOperatorStatus(this.dataSource.manager, user.id, input.company_id, input.status, new Date(input.since_timestamp * 1000));
    if (!recorded) throw new DomainError('NOT_FOUND', { companyId: input.company_id });
    return recorded;
  }

  /** GET /operator_status_all: the member's own history, newest first. */
  operatorStatuses(user: UserEntity): Promise<NamedOperatorStatus[]> {
    return operatorStatusesOf(this.dataSource.manager, user.id);
  }
}
