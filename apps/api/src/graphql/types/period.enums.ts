import { HISTORY_PERIODS, STATS_PERIODS } from '@bonus/domain';
import { stringEnum } from '../string-enum';

export const HistoryPeriodEnum = stringEnum(HISTORY_PERIODS, 'HistoryPeriod', 'How far back a list of results reaches: week, month, year or all.', {
  week: 'The last 7 days.',
  month: 'The last month.',
  year: 'The last 12 months.',
  all: 'Everything.',
});

export const StatsPeriodEnum = stringEnum(STATS_PERIODS, 'StatsPeriod', 'How many months a chart shows: half_year (6) or year (12).', {
  half_year: 'The last 6 months.',
  year: 'The last 12 months.',
});
