import type { TaxSummary, TaxSummaryDto } from '@bonus/domain';

export const toTaxSummaryWire = (summary: TaxSummary): TaxSummaryDto => ({
  year: summary.year,
  gambling: summary.gambling.map((row) => ({ game_type: row.gameType, net: row.net })),
  gambling_limit: summary.gamblingLimit,
  other_income: summary.otherIncome,
  warnings: summary.warnings,
  sources: summary.sources.map((source) => ({ rule: source.rule, law: source.law, url: source.url, published_on: source.publishedOn, checked_on: source.checkedOn })),
});
