import type { BonusStepsBlock } from './bonus-availability';
import type { BonusType, SpecialMark } from './bonuses';
import { COUNTED, formatCount } from './czech-plural';

/** What the member's bonus list filters and sorts on (spec section 2, Bonuses). */
export interface ListedBonus {
  bonusType: BonusType;
  specialMark: SpecialMark | null;
  riskRate: number;
  expectedValue: number;
  endAt: Date;
}

export interface BonusFilters {
  types: readonly BonusType[];
  marks: readonly SpecialMark[];
  risks: readonly number[];
}

export const NO_FILTERS: BonusFilters = { types: [], marks: [], risks: [] };

export type BonusSortKey = 'risk' | 'profit' | 'endDate';
export type SortDirection = 'asc' | 'desc';

/** An empty filter group lets everything through. */
export function filterBonuses<T extends ListedBonus>(bonuses: readonly T[], filters: BonusFilters): T[] {
  return bonuses.filter(
    (b) =>
      (filters.types.length === 0 || filters.types.includes(b.bonusType)) &&
      (filters.marks.length === 0 || (b.specialMark !== null && filters.marks.includes(b.specialMark))) &&
      (filters.risks.length === 0 || filters.risks.includes(b.riskRate)),
  );
}

const SORT_VALUE: Record<BonusSortKey, (b: ListedBonus) => number> = {
  risk: (b) => b.riskRate,
  profit: (b) => b.expectedValue,
  endDate: (b) => b.endAt.getTime(),
};

/** Stable sort: bonuses with equal values keep their order. */
export function sortBonuses<T extends ListedBonus>(bonuses: readonly T[], key: BonusSortKey, direction: SortDirection): T[] {
  const sign = direction === 'asc' ? 1 : -1;
  return [...bonuses].sort((a, b) => sign * (SORT_VALUE[key](a) - SORT_VALUE[key](b)));
}

/** A card shows two steps, then a line saying how many more there are. */
export const QUICK_STEP_COUNT = 2;

export function quickSteps<S>(steps: readonly S[]): { shown: S[]; moreLabel: string | null } {
  const more = steps.length - QUICK_STEP_COUNT;
  return {
    shown: steps.slice(0, QUICK_STEP_COUNT),
    moreLabel: more > 0 ? `+${formatCount(more, { one: 'další krok', few: 'další kroky', other: 'dalších kroků' })}` : null,
  };
}

/**
 * The card's button: start or continue while steps can be recorded, otherwise only a look at the detail
 * (a locked bonus cannot be started: its card says why instead).
 */
export function bonusButtonLabel(stepIdx: number, block: BonusStepsBlock | null = null): 'Začít' | 'Pokračovat' | 'Zobrazit' {
  if (block !== null) return 'Zobrazit';
  return stepIdx === 0 ? 'Začít' : 'Pokračovat';
}

const SORT_PHRASES: Record<BonusSortKey, Record<SortDirection, string>> = {
  endDate: { asc: 'seřazeno podle konce platnosti', desc: 'seřazeno podle konce platnosti, nejpozdější první' },
  profit: { asc: 'seřazeno podle zisku, nejnižší první', desc: 'seřazeno podle zisku, nejvyšší první' },
  risk: { asc: 'seřazeno podle rizika, nejnižší první', desc: 'seřazeno podle rizika, nejvyšší první' },
};

/** Above the list: how many offers the filters let through and how they are sorted, e.g. "14 nabídek · seřazeno podle konce platnosti". */
export function bonusListSummary(count: number, key: BonusSortKey, direction: SortDirection): string {
  return `${formatCount(count, COUNTED.offer)} · ${SORT_PHRASES[key][direction]}`;
}
