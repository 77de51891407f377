import type { DataSource, EntityManager } from 'typeorm';
import { ADMIN_BONUS_PAGE_SIZE, AdminBonusPageQuery, isFilteredBonusPage, BonusType, BonusUpdateInput, BonusWriteInput, canCarryValueTerms, czkToHalere, DomainError, EligibilityRule, ErrorCode, isDraftAfterSave, mayPublishOffer, offerValue, TermsChange, termsChanges, ValueTerms } from '@bonus/domain';
import { BonusStepEntity } from './bonus-step.entity';
import type { BonusCatalogue } from './bonus-catalogue';
import { BonusEntity } from './bonus.entity';
import { AdminBonusPage, Bonus, toBonusReadModel, toCompanyReadModel } from './bonus.read-model';
import { sanitizeRichText } from './rich-text';
import { recordWebhookEvent } from '../webhooks/webhook.service';
import { membersStartedBefore, recordTermsVersion } from './bonus.queries';
import { termsOf } from './bonus-terms';
import { adminBonusGraph, bonusesPage, findAdminBonus, companyById, companyExists, countCompanies, deleteSteps, gamesByIds, lockBonus, saveBonus, setBonusVisible, stepsOf } from './admin-bonus.queries';

const NOTHING_KEPT = { eligibilityRules: [], valueTerms: null };

const fromSeconds = (seconds: number | null) => (seconds === null ? null : new Date(seconds * 1000));

/** A draft is never visible (the table's check constraint says so too); a published bonus shows as asked. */
const draftState = (draft: boolean, visible: boolean) => ({ draft, visible: visible && !draft });

/** Refuses to show a casino offer, or an offer of a casino, whose operator holds no valid Ministry of Finance licence (issue #38). */
async function assertLicensed(manager: EntityManager, offer: { companyId: number; bonusType: BonusType }, now = new Date()): Promise<void> {
  const company = await companyById(manager, offer.companyId);
  if (!mayPublishOffer(offer.bonusType, toCompanyReadModel(company), now)) throw new DomainError('OPERATOR_LICENSE_MISSING', { companyId: company.id });
}

/** `bonus.published`, in the transaction that made the bonus visible (the outbox). */
function recordPublished(manager: EntityManager, bonus: BonusEntity) {
  return recordWebhookEvent(manager, 'bonus.published', {
    bonus_id: bonus.id,
    name: bonus.name,
    published_at: new Date().toISOString(),
    visible_from: bonus.visibilityStartAt?.toISOString() ?? null,
    visible_until: bonus.visibilityEndAt?.toISOString() ?? null,
  });
}

/** A new version of the terms, and for a published offer `bonus.terms_changed` (the outbox), in the transaction of the change. */
async function recordTermsChange(manager: EntityManager, bonus: BonusEntity, version: number, changes: readonly TermsChange[], at: Date) {
  await recordTermsVersion(manager, bonus.id, version, changes, at);
  if (bonus.draft) return;
  await recordWebhookEvent(manager, 'bonus.terms_changed', {
    bonus_id: bonus.id,
    name: bonus.name,
    version,
    changed_fields: changes.map((change) => change.field),
    changed_at: at.toISOString(),
    started_members: await membersStartedBefore(manager, bonus.id, version),
  });
}

/**
 * The admin's bonus catalogue (spec sections 4 and 7): pages of every bonus, create (also for a
 * duplicate), update (also for the visibility toggle). Descriptions and step texts are sanitised here,
 * on save; steps are renumbered from 0 in the order the admin arranged them. A draft (isDraftAfterSave)
 * is saved hidden and fires nothing; publishing it is making it visible, which fires `bonus.published`.
 * Creating an offer records version 1 of its terms; an edit that changes them records the next one.
 */
export class AdminBonusService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly catalogue: BonusCatalogue,
  ) {}

  /** GET /bonus_all_admin: newest first, ten a page; a search or filter narrows it (those pages are not cached). */
  page(query: AdminBonusPageQuery): Promise<AdminBonusPage> {
    if (isFilteredBonusPage(query)) return this.loadPage(query);
    return this.catalogue.adminPage(query.current_page, () => this.loadPage(query));
  }

  private async loadPage(query: AdminBonusPageQuery): Promise<AdminBonusPage> {
    const currentPage = query.current_page;
    const [bonuses, total] = await bonusesPage(this.dataSource.manager, query, (currentPage - 1) * ADMIN_BONUS_PAGE_SIZE, ADMIN_BONUS_PAGE_SIZE);
    return {
      bonuses: bonuses.map((bonus) => toBonusReadModel(bonus, 0, null)),
      totalCount: total,
      currentPage,
      pageCount: Math.max(1, Math.ceil(total / ADMIN_BONUS_PAGE_SIZE)),
    };
  }

  /** One bonus for the admin's editor: drafts and hidden ones too. */
  async one(bonusId: number): Promise<Bonus> {
    const bonus = await findAdminBonus(this.dataSource.manager, bonusId);
    if (!bonus) throw new DomainError('NOT_FOUND', { bonusId });
    return toBonusReadModel(bonus, 0, null);
  }

  /** POST /bonus. */
  async create(input: BonusWriteInput): Promise<Bonus> {
    const id = await this.dataSource.transaction(async (manager) => {
      const bonus = manager.create(BonusEntity, { ...(await this.fields(manager, input, 'ADMIN_BONUS_CREATE_FAILED')), ...draftState(isDraftAfterSave(null, input.draft), input.visible) });
      if (bonus.visible) await assertLicensed(manager, bonus);
      const saved = await saveBonus(manager, bonus);
      await recordTermsVersion(manager, saved.id, 1, [], saved.createdAt);
      if (saved.visible) await recordPublished(manager, saved);
      await this.catalogue.invalidate(manager);
      return saved.id;
    });
    return this.load(id);
  }

  /** PUT /bonus: every field, steps and games replaced. */
  async update(input: BonusUpdateInput): Promise<Bonus> {
    const bonusId = input.id;
    await this.dataSource.transaction(async (manager) => {
      const existing = await lockBonus(manager, bonusId);
      if (!existing) throw new DomainError('NOT_FOUND', { bonusId });
      const { steps, games, ...fields } = await this.fields(manager, input, 'ADMIN_BONUS_UPDATE_FAILED', existing);
      const changes = termsChanges(termsOf(existing, await stepsOf(manager, bonusId)), termsOf(fields, steps));
      await deleteSteps(manager, bonusId);
      const state = draftState(isDraftAfterSave(existing, input.draft), input.visible);
      if (state.visible) await assertLicensed(manager, fields);
      const saved = await saveBonus(manager, manager.create(BonusEntity, { ...existing, ...fields, ...state, id: bonusId, games, steps }));
      if (saved.visible && !existing.visible) await recordPublished(manager, saved);
      if (changes.length) await recordTermsChange(manager, saved, existing.termsVersion + 1, changes, new Date());
      await this.catalogue.invalidate(manager);
    });
    return this.load(bonusId);
  }

  /** The table's visibility button; showing a draft publishes it. */
  async setVisibility(bonusId: number, visible: boolean): Promise<Bonus> {
    await this.dataSource.transaction(async (manager) => {
      const bonus = await lockBonus(manager, bonusId);
      if (!bonus) throw new DomainError('NOT_FOUND', { bonusId });
      if (bonus.visible === visible) return;
      if (visible) await assertLicensed(manager, bonus);
      await setBonusVisible(manager, bonusId, visible);
      if (visible) await recordPublished(manager, bonus);
      await this.catalogue.invalidate(manager);
    });
    return this.load(bonusId);
  }

  /**
   * The entity's fields from the form; rules and value terms left out of an edit stay as they were
   * (`kept`), except that value terms go when the offer is no longer a casino one.
   */
  private async fields(manager: EntityManager, input: BonusWriteInput, failure: ErrorCode, kept: { eligibilityRules: EligibilityRule[]; valueTerms: ValueTerms | null } = NOTHING_KEPT) {
    if (!(await companyExists(manager, input.company_id))) throw new DomainError(failure, { reason: 'unknown company' });
    const eligibilityRules = input.eligibility_rules ?? kept.eligibilityRules;
    const valueTerms = canCarryValueTerms(input.bonus_type_name) ? (input.value_terms === undefined ? kept.valueTerms : input.value_terms) : null;
    const ruleCompanies = [...new Set(eligibilityRules.flatMap((rule) => ('company_id' in rule ? [rule.company_id] : [])))];
    if (ruleCompanies.length && (await countCompanies(manager, ruleCompanies)) !== ruleCompanies.length) {
      throw new DomainError('ELIGIBILITY_UNKNOWN_COMPANY', { companies: ruleCompanies });
    }
    const games = input.games_ids.length ? await gamesByIds(manager, input.games_ids) : [];
    if (games.length !== new Set(input.games_ids).size) throw new DomainError(failure, { reason: 'unknown game' });
    // One value per offer: computed from the terms on its best game where it can be, typed by the admin elsewhere.
    const expectedValue = offerValue(valueTerms, games)?.expectedValue ?? input.expected_value;
    if (expectedValue === undefined) throw new DomainError('BONUS_EXPECTED_VALUE_REQUIRED');
    return {
      name: input.name,
      descriptionHtml: sanitizeRichText(input.description),
      startAt: new Date(input.start_timestamp * 1000),
      endAt: new Date(input.end_timestamp * 1000),
      visibilityStartAt: fromSeconds(input.visibility_start_timestamp),
      visibilityEndAt: fromSeconds(input.visibility_end_timestamp),
      expectedValueHalere: czkToHalere(expectedValue),
      neededCapitalHalere: czkToHalere(input.needed_capital),
      specialMark: input.special_mark,
      urlBonusConditions: input.url_bonus_conditions,
      urlLink: input.url_link,
      riskRate: input.risk_rate,
      companyId: input.company_id,
      bonusType: input.bonus_type_name,
      renewingDays: [...new Set(input.renewing_days)].sort(),
      eligibilityRules,
      valueTerms,
      games,
      steps: [...input.step_list]
        .sort((a, b) => a.order - b.order)
        .map((step, position) =>
          manager.create(BonusStepEntity, {
            position,
            title: step.title,
            subtitle: step.subtitle,
            descriptionHtml: sanitizeRichText(step.description),
            icon: step.icon,
            category: step.category,
            deadlineDays: step.deadline_days,
            requirement: step.requirement,
          }),
        ),
    };
  }

  private async load(bonusId: number): Promise<Bonus> {
    return toBonusReadModel(await adminBonusGraph(this.dataSource.manager, bonusId), 0, null);
  }
}
