import { z } from 'zod';
import { BONUS_TYPES } from './bonuses';
import { DEFAULT_HISTORY_PAGE_SIZE, DEFAULT_HISTORY_PERIOD, DEFAULT_STATS_PERIOD, HISTORY_PERIODS, STATS_PERIODS } from './history';
import { pageNumberSchema, pageSizeSchema } from './paging';
import { DB_SMALLINT_MAX, recordId } from './input-bounds';
import { VALIDATION_MESSAGES as M } from './validation-messages';

const id = recordId();

/** What a bonus earned, in whole Kč; it may be negative (a bonus can lose money). */
export const MAX_REACHED_PROFIT_CZK = 1_000_000;
const reachedProfit = z
  .number({ error: (issue) => (issue.input === undefined || issue.input === null ? M.earningsAmountRequired : M.earningsAmountNumber) })
  .int({ error: M.earningsAmountWhole })
  .min(-MAX_REACHED_PROFIT_CZK, { error: M.earningsAmountRange })
  .max(MAX_REACHED_PROFIT_CZK, { error: M.earningsAmountRange });

export const MAX_HISTORY_NOTE_LENGTH = 500;

export const idInputSchema = z.object({ id });

/** GET /bonus_terms?bonus_id=, POST and DELETE /bonus_reminder: one offer. */
export const bonusTermsQuerySchema = z.object({ bonus_id: id });
export const bonusReminderInputSchema = bonusTermsQuerySchema;

/** PUT /bonus_progress: the member's new step index for a bonus. */
export const bonusProgressInputSchema = z.object({
  bonus_id: id,
  step_idx: z.number({ error: M.stepIndexInvalid }).int({ error: M.stepIndexInvalid }).min(0, { error: M.stepIndexInvalid }).max(DB_SMALLINT_MAX, { error: M.stepIndexInvalid }),
});

/** POST /bonus_history: completing a bonus with what it earned. */
export const completeBonusInputSchema = z.object({
  bonus_id: id,
  note: z.string().trim().max(MAX_HISTORY_NOTE_LENGTH, { error: M.historyNoteTooLong }).optional().default(''),
  reached_profit: reachedProfit,
  /** The member confirms an amount far above the bonus's expected value (earnings-review.ts). */
  confirm_unusual: z.boolean({ error: M.confirmUnusualInvalid }).optional().default(false),
});

/** PUT /bonus_history: a corrected amount (and optionally note) of a history entry. */
export const updateBonusHistoryInputSchema = z.object({
  id,
  reached_profit: reachedProfit,
  note: z.string().trim().max(MAX_HISTORY_NOTE_LENGTH, { error: M.historyNoteTooLong }).optional(),
  confirm_unusual: z.boolean({ error: M.confirmUnusualInvalid }).optional().default(false),
});

/** POST /bonus_history_all: one page of the member's history. */
export const bonusHistoryQuerySchema = z.object({
  current_page: pageNumberSchema,
  items_per_page: pageSizeSchema(DEFAULT_HISTORY_PAGE_SIZE),
  time_period: z.enum(HISTORY_PERIODS, { error: M.periodInvalid }).optional().default(DEFAULT_HISTORY_PERIOD),
  bonus_type_filters: z.array(z.enum(BONUS_TYPES, { error: M.bonusTypeInvalid })).optional().default([]),
});

/** GET /bonus_history_stats. */
export const bonusStatsQuerySchema = z.object({
  time_period: z.enum(STATS_PERIODS, { error: M.periodInvalid }).optional().default(DEFAULT_STATS_PERIOD),
});

export type BonusProgressInput = z.infer<typeof bonusProgressInputSchema>;
export type CompleteBonusInput = z.infer<typeof completeBonusInputSchema>;
export type UpdateBonusHistoryInput = z.infer<typeof updateBonusHistoryInputSchema>;
export type BonusHistoryQuery = z.infer<typeof bonusHistoryQuerySchema>;

/** A typed amount ("1 500", "-200", "") as a number; empty is missing, anything else unparsable is NaN. */
function typedAmount(value: unknown): unknown {
  if (typeof value !== 'string') return value;
  const compact = value.replace(/[\s\u00a0]/g, '').replace(',', '.').replace(/^−/, '-');
  return compact === '' ? undefined : Number(compact);
}

/** The earnings modal (spec section 5: a required number), as the member types it. */
export const earningsFormSchema = z.object({
  reached_profit: z.preprocess(typedAmount, reachedProfit),
  note: z.string().trim().max(MAX_HISTORY_NOTE_LENGTH, { error: M.historyNoteTooLong }).optional().default(''),
});
