import type { DataSource, EntityManager } from 'typeorm';
import {
  bonusNotStartedReason,
  bonusPhase,
  BonusProgressInput,
  DomainError,
  evaluateEligibility,
  isValidProgressChange,
  lockRefusal,
  offerLock,
  parseCalendarDate,
  reminderDay,
  restrictedOperators,
} from '@bonus/domain';
import { heldAccountsOf } from '../member-accounts/member-account.queries';
import { declaredAtOf, lockedPauseUntil, operatorStatusesOf } from '../responsible-play/responsible-play.queries';
import type { SiteSettingsService } from '../settings/site-settings.service';
import type { UserEntity } from '../users/user.entity';
import type { MemberContext } from '../users/member-context';
import type { BonusEntity } from './bonus.entity';
import { findOpenBonus } from './open-bonus';
import { BonusProgress, Bonus, Company, Game, toCompanyReadModel, toGameReadModel } from './bonus.read-model';
import { loadBonusUsage } from './bonus-usage';
import { publishedBonusExists, hideBonus, lockMember, progressOf, saveProgress } from './bonus-progress.queries';
import type { BonusCatalogue } from './bonus-catalogue';
import { allCompanies, allGames } from './bonus-catalogue.queries';
import { bonusMemberOf, companyNameIn, listMemberBonuses, loadMemberBonus } from './member-bonuses';
import { deleteEligibilityReminder, setEligibilityReminder, termsVersionsOf, TermsVersion } from './bonus.queries';

/** The member's bonus catalogue: listing, one bonus, hiding and step progress (spec sections 4 and 7). */
export class BonusService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly catalogue: BonusCatalogue,
    private readonly settings: SiteSettingsService,
  ) {}

  /** GET /bonus_all: shown now, not hidden or completed by this member, with their step_idx and lock. */
  async list({ user, reads }: MemberContext, now = new Date()): Promise<readonly Bonus[]> {
    return listMemberBonuses(this.catalogue, this.dataSource.manager, bonusMemberOf(user), await this.settings.get(), now, reads);
  }

  /** GET /bonus: one bonus shown now (admins: any bonus). */
  async get(user: UserEntity, bonusId: number, now = new Date()): Promise<Bonus> {
    const bonus = await loadMemberBonus(this.catalogue, this.dataSource.manager, bonusMemberOf(user), await this.settings.get(), now, bonusId, user.admin);
    if (!bonus) throw new DomainError('NOT_FOUND', { bonusId });
    return bonus;
  }

  /** PUT /bonus_hide: irreversible; hiding twice is the same as once (a retried request is harmless). */
  async hide(user: UserEntity, bonusId: number): Promise<{ id: number }> {
    if (!(await publishedBonusExists(this.dataSource.manager, bonusId))) throw new DomainError('NOT_FOUND', { bonusId });
    await hideBonus(this.dataSource.manager, user.id, bonusId);
    return { id: bonusId };
  }

  /**
   * PUT /bonus_progress, following the libs/domain step machine: complete the next step (n + 1) or
   * undo a completed one (any lower index). Repeating the current index changes nothing, so a retried
   * request is harmless. Starting a bonus (0 → 1) takes one of the month's slots of the member's tier
   * and counts in the month's caps (libs/domain bonus-limits), checked under the member's row lock so
   * concurrent starts cannot both squeeze under a limit. A bonus that has not started yet is refused
   * with the moment it starts; one the member may not claim (its eligibility rules) with the reason.
   * A start records the version of the terms it was made under; a started offer stays continuable
   * whatever its rules say later.
   */
  async recordProgress(user: UserEntity, input: BonusProgressInput, now = new Date()): Promise<BonusProgress> {
    const caps = await this.settings.get();
    return this.dataSource.transaction(async (manager) => {
      const tier = await lockMember(manager, user.id);
      const bonus = await findOpenBonus(manager, user.id, input.bonus_id, now);
      const progress = await progressOf(manager, user.id, bonus.id);
      const current = progress?.stepIdx ?? 0;
      if (input.step_idx === current) return { bonusId: bonus.id, stepIdx: current };
      if (!isValidProgressChange(current, input.step_idx, bonus.steps.length)) {
        throw new DomainError('BONUS_STEP_OUT_OF_ORDER', { current, requested: input.step_idx, steps: bonus.steps.length });
      }
      if (input.step_idx > current) {
        const play = { declaredAt: await declaredAtOf(manager, user.id), pauseUntil: await lockedPauseUntil(manager, user.id) };
        const lock = offerLock(tier, bonus, await loadBonusUsage(manager, user.id, now), current > 0, caps, play, now);
        // The declaration is asked last: only of a member who could otherwise start the offer now.
        const declarationMissing = lock?.code === 'SELF_EXCLUSION_DECLARATION_MISSING';
        if (lock && !declarationMissing) throw new DomainError(lockRefusal(lock.code), { bonusId: bonus.id });
        const phase = bonusPhase(bonus.startAt, bonus.endAt, now);
        if (phase === 'waiting') throw new DomainError('BONUS_NOT_STARTED', { bonusId: bonus.id, userReason: bonusNotStartedReason(bonus.startAt) });
        if (phase !== 'active') throw new DomainError('BONUS_ENDED', { bonusId: bonus.id });
        if (current === 0) await this.assertEligible(manager, user, bonus, now);
        if (lock) throw new DomainError(lockRefusal(lock.code), { bonusId: bonus.id });
      }
      await saveProgress(manager, user.id, bonus.id, input.step_idx, current === 0 ? { startedAt: now, termsVersion: bonus.termsVersion } : null);
      return { bonusId: bonus.id, stepIdx: input.step_idx };
    });
  }

  /** The member's accounts and operator statuses are read under their row lock (held by the caller): one recorded meanwhile counts. */
  private async assertEligible(manager: EntityManager, user: UserEntity, bonus: BonusEntity, now: Date): Promise<void> {
    const restricted = restrictedOperators(await operatorStatusesOf(manager, user.id), now);
    if (bonus.eligibilityRules.length === 0 && !restricted.has(bonus.companyId)) return;
    const companyNames = await this.catalogue.companyNames();
    const eligibility = evaluateEligibility(bonus.eligibilityRules, {
      now,
      birthDate: user.birthDate ? parseCalendarDate(user.birthDate) : null,
      accounts: await heldAccountsOf(manager, user.id),
      finishedThisOffer: false, // findOpenBonus: not completed
      companyName: companyNameIn(companyNames),
      offerCompanyId: bonus.companyId,
      restrictedOperators: restricted,
    });
    if (!eligibility.eligible) {
      const reason = eligibility.reasons[0];
      throw new DomainError('BONUS_NOT_ELIGIBLE', { bonusId: bonus.id, reasons: eligibility.reasons.map((item) => item.code), userMessage: reason.message, userReason: reason.message });
    }
  }

  /**
   * POST /bonus_reminder ("Připomenout"): puts the day the member becomes eligible for the offer in their
   * calendar feed. Only for an offer time alone makes claimable before it ends; setting it again moves it to the current date.
   */
  async remindWhenEligible(user: UserEntity, bonusId: number, now = new Date()): Promise<{ bonusId: number; remindAt: Date }> {
    const bonus = await this.get(user, bonusId, now);
    const remindAt = reminderDay(bonus.eligibility, bonus.stepIdx > 0);
    await setEligibilityReminder(this.dataSource.manager, user.id, bonusId, remindAt);
    return { bonusId, remindAt };
  }

  /** DELETE /bonus_reminder. */
  async forgetReminder(user: UserEntity, bonusId: number): Promise<void> {
    if (!(await deleteEligibilityReminder(this.dataSource.manager, user.id, bonusId))) throw new DomainError('NOT_FOUND', { bonusId, reminder: 'none' });
  }

  /** GET /bonus_terms: the versions of an offer's terms the member can see (one shown now, or any for admins), newest first. */
  async termsVersions(user: UserEntity, bonusId: number, now = new Date()): Promise<TermsVersion[]> {
    await this.get(user, bonusId, now);
    return termsVersionsOf(this.dataSource.manager, bonusId);
  }

  /** GET /company_all. */
  async companies(): Promise<Company[]> {
    return (await allCompanies(this.dataSource.manager)).map(toCompanyReadModel);
  }

  /** GET /game_all. */
  async games(): Promise<Game[]> {
    return (await allGames(this.dataSource.manager)).map(toGameReadModel);
  }
}
