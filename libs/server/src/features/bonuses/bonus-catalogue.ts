import type { DataSource, EntityManager } from 'typeorm';
import { EARNINGS_STATS_MIN_RESULTS, EARNINGS_STATS_MONTHS, EarningsStats, earningsStats } from '@bonus/domain';
import type { MemberDataCache } from '../../cache/member-data-cache';
import { CACHE_KEYS, SharedCache } from '../../cache/shared-cache';
import type { BonusEntity } from './bonus.entity';
import { Bonus, toBonusReadModel } from './bonus.read-model';
import { ShownInterval, shownInterval } from './bonus-visibility';
import { countedResultsByBonus } from './bonus-history.queries';
import { catalogueBonuses, companyNamesById } from './bonus-catalogue.queries';

/** A bonus of the shared catalogue: its member-independent read model and the dates that decide when it is shown. */
export interface CatalogueBonus {
  bonus: Bonus;
  entity: Pick<BonusEntity, 'id' | 'visible' | 'visibilityStartAt' | 'visibilityEndAt' | 'endAt' | 'bonusType' | 'specialMark' | 'expectedValueHalere' | 'eligibilityRules' | 'companyId'>;
}

const CATALOGUE_TTL_MS = 30_000;
/** Stats over 30 or more results move slowly: recomputed at most every five minutes per api copy (and after a review). */
const EARNINGS_STATS_TTL_MS = 5 * 60_000;

/**
 * The bonuses every member sees, with steps, company and games, loaded once per api copy and shared
 * by all members' requests; what differs per member (hidden, completed, progress, lock) is read
 * separately. It holds every switched-on bonus whose visibility has not ended; which of them are
 * shown is worked out once per interval between two visibility changes (a window opening or closing),
 * so each request only compares its moment with that interval's bounds, and a window that opens or
 * closes takes effect at that very moment without a reload. Admin changes invalidate it in every copy.
 */
export class BonusCatalogue {
  constructor(
    private readonly dataSource: DataSource,
    private readonly cache: SharedCache,
    private readonly memberCache: MemberDataCache,
  ) {}

  /** Shared between requests: not to be mutated. */
  async shownAt(now: Date): Promise<readonly CatalogueBonus[]> {
    return (await this.loaded()).shownAt(now.getTime());
  }

  /** Every company's name by id, for eligibility reasons that name a company other than the offer's own. */
  async companyNames(): Promise<ReadonlyMap<number, string>> {
    return (await this.loaded()).companyNames;
  }

  /** Per offer with enough approved results in the last EARNINGS_STATS_MONTHS months, what members earned with it; one cached statement for every member's list. Shared: not to be mutated. */
  earningsStats(): Promise<ReadonlyMap<number, EarningsStats>> {
    return this.cache.get(CACHE_KEYS.earningsStats, EARNINGS_STATS_TTL_MS, async () => {
      const results = await countedResultsByBonus(this.dataSource, EARNINGS_STATS_MIN_RESULTS, EARNINGS_STATS_MONTHS);
      return new Map([...results].flatMap(([bonusId, sorted]) => {
        const stats = earningsStats(sorted);
        return stats ? [[bonusId, stats] as const] : [];
      }));
    });
  }

  private loaded(): Promise<LoadedCatalogue> {
    return this.cache.get(CACHE_KEYS.bonuses, CATALOGUE_TTL_MS, () => this.load());
  }

  /** A page of the admin's bonus list (every bonus, shown or not), cached like the catalogue. */
  adminPage<T>(page: number, load: () => Promise<T>): Promise<T> {
    return this.cache.get(CACHE_KEYS.adminBonusPage(page), CATALOGUE_TTL_MS, load);
  }

  /** After an admin change: the catalogue, and members' cached reads, which show bonus names and types. */
  async invalidate(manager: EntityManager): Promise<void> {
    await this.cache.invalidate(CACHE_KEYS.allBonuses, manager);
    await this.memberCache.invalidateAll(manager);
  }

  private async load(): Promise<LoadedCatalogue> {
    const bonuses = await catalogueBonuses(this.dataSource.manager);
    return new LoadedCatalogue(
      bonuses.map((entity) => ({ bonus: toBonusReadModel(entity, 0, null), entity })),
      await companyNamesById(this.dataSource.manager),
    );
  }
}

/** One load of the catalogue, with what of it is shown in the interval of the latest request. */
export class LoadedCatalogue {
  private current: ShownInterval<CatalogueBonus> | null = null;

  constructor(
    private readonly bonuses: readonly CatalogueBonus[],
    readonly companyNames: ReadonlyMap<number, string>,
  ) {}

  shownAt(at: number): readonly CatalogueBonus[] {
    // Requests' moments may also step back (a request that took its time before asking): any moment outside the kept interval recomputes.
    if (!this.current || at < this.current.from || at >= this.current.until) this.current = shownInterval(this.bonuses, (bonus) => bonus.entity, at);
    return this.current.shown;
  }
}
