import { z } from 'zod';
import { eligibilityRulesSchema } from './eligibility-rules';
import { STEP_DEADLINE_DAYS_MAX, STEP_DEADLINE_DAYS_MIN } from './step-deadlines';
import { stepRequirementSchema } from './step-requirements';
import { canCarryValueTerms, valueTermsSchema } from './bonus-value-terms';
import { errorMessage } from './errors';
import { BONUS_TYPES, RISK_MAX, RISK_MIN, SPECIAL_MARKS, STEP_ICONS, WEEKDAYS } from './bonuses';
import { DB_SMALLINT_MAX, httpUrl, MAX_AMOUNT_CZK, recordId, requiredText as required, TEXT_LIMITS as L, unixSeconds } from './input-bounds';
import { ADMIN_BONUS_STATUSES } from './bonus-drafts';
import { searchTextSchema } from './search-text';
import { VALIDATION_MESSAGES as M } from './validation-messages';

const id = recordId();
const seconds = unixSeconds(M.adminRequired);
const money = z.number({ error: M.adminNumber }).min(0, { error: M.adminNumber }).max(MAX_AMOUNT_CZK, { error: M.adminNumber });

/** A step as the admin form sends it; `order` decides the position (renumbered from 0 on save). */
const stepInput = z.object({
  title: required(L.title),
  subtitle: required(L.line),
  description: required(L.richText),
  icon: z.enum(STEP_ICONS, { error: M.adminRequired }),
  order: z.number().int().min(0).max(1000),
  category: required(L.shortLabel),
  deadline_days: z
    .number({ error: M.stepDeadlineDays })
    .int({ error: M.stepDeadlineDays })
    .min(STEP_DEADLINE_DAYS_MIN, { error: M.stepDeadlineDays })
    .max(STEP_DEADLINE_DAYS_MAX, { error: M.stepDeadlineDays })
    .nullable()
    .optional()
    .default(null)
    .describe('Due this many days after the member started the offer (1–365); null or omitted: no deadline.'),
  requirement: stepRequirementSchema
    .nullable()
    .optional()
    .default(null)
    .describe('What the member’s imported statements must show: card payments or money coming in, within days of the start. Null or omitted: none.'),
});

/** The admin bonus form on the wire (spec sections 3, 5 and 7), without the id. */
const bonusFields = z.object({
  name: required(L.title),
  description: required(L.richText),
  start_timestamp: seconds,
  end_timestamp: seconds,
  visibility_start_timestamp: seconds.nullable().optional().default(null),
  visibility_end_timestamp: seconds.nullable().optional().default(null),
  visible: z.boolean().optional().default(true),
  draft: z
    .boolean()
    .optional()
    .describe('A draft is saved but never shown to members (visible is ignored) until published. Omitted: a new bonus is published, an edited one keeps its state. A published bonus cannot become a draft again.'),
  expected_value: money
    .optional()
    .describe('What the offer is expected to earn, Kč. Ignored when the offer has value terms and a game: the value computed from them (GET /bonus_value on its best game) is stored instead. Required otherwise.'),
  needed_capital: money,
  special_mark: z.preprocess((value) => (value === '' ? null : value), z.enum(SPECIAL_MARKS).nullable().optional().default(null)),
  step_list: z.array(stepInput).max(30),
  url_bonus_conditions: httpUrl(),
  url_link: httpUrl(),
  risk_rate: z.number({ error: M.adminRisk }).int({ error: M.adminRisk }).min(RISK_MIN, { error: M.adminRisk }).max(RISK_MAX, { error: M.adminRisk }),
  company_id: id,
  games_ids: z.array(id).max(50).optional().default([]),
  bonus_type_name: z.enum(BONUS_TYPES, { error: M.adminRequired }),
  renewing_days: z
    .array(z.number().int().min(WEEKDAYS[0]).max(WEEKDAYS[WEEKDAYS.length - 1]))
    .max(WEEKDAYS.length)
    .optional()
    .default([])
    .describe('Weekdays it renews on, 0 = Monday … 6 = Sunday (spec section 2).'),
  eligibility_rules: eligibilityRulesSchema
    .optional()
    .describe('Who may claim the offer (at most 10 rules). Omitted: a new bonus has none, an edited one keeps its rules.'),
  value_terms: valueTermsSchema
    .nullable()
    .optional()
    .describe('A casino offer’s wagering terms (slot, live, registration only), from which GET /bonus_value computes its worth. Null: none; omitted: a new bonus has none, an edited one keeps them.'),
});

/** The rules across fields: each window ends after it starts, and only a casino offer carries value terms. */
function checkBonusFields(input: z.infer<typeof bonusFields>, ctx: z.RefinementCtx): void {
  if (input.end_timestamp <= input.start_timestamp) ctx.addIssue({ code: 'custom', path: ['end_timestamp'], message: M.adminValidityWindow });
  const { visibility_start_timestamp: from, visibility_end_timestamp: to } = input;
  if (from !== null && to !== null && to <= from) ctx.addIssue({ code: 'custom', path: ['visibility_end_timestamp'], message: M.adminVisibilityWindow });
  if (input.value_terms && !canCarryValueTerms(input.bonus_type_name)) ctx.addIssue({ code: 'custom', path: ['value_terms'], message: errorMessage('VALUE_TERMS_CASINO_ONLY') });
}

/** POST /bonus: a new bonus (an id sent along is ignored). */
export const bonusWriteInputSchema = bonusFields.superRefine(checkBonusFields);

/** PUT /bonus: the same form with the id of the bonus it replaces. */
export const bonusUpdateInputSchema = bonusFields.extend({ id }).superRefine(checkBonusFields);

/** GET /bonus_all_admin. */
/** A set of allowed values: an array (GraphQL) or comma-separated text (a REST query string); none when omitted. */
const listOf = <const T extends readonly [string, ...string[]]>(values: T) =>
  z.preprocess((value) => (typeof value === 'string' ? value.split(',').filter(Boolean) : value), z.array(z.enum(values, { error: M.statusInvalid })).max(values.length)).optional().default([]);

export const adminBonusPageQuerySchema = z.object({
  current_page: z.coerce.number({ error: M.pageInvalid }).int({ error: M.pageInvalid }).min(1, { error: M.pageInvalid }).max(DB_SMALLINT_MAX, { error: M.pageInvalid }).optional().default(1),
  /** Part of the bonus's or its operator's name, accents and case ignored. */
  search: searchTextSchema,
  /** Only these bonus types; none: every type. */
  types: listOf(BONUS_TYPES),
  /** Only bonuses in these states (as `adminBonusStatus` names them); none: every state. */
  states: listOf(ADMIN_BONUS_STATUSES),
});

export type AdminBonusPageQuery = z.infer<typeof adminBonusPageQuerySchema>;

/** Whether the query narrows the list (a filtered page is not the cached plain page). */
export const isFilteredBonusPage = (query: AdminBonusPageQuery) => query.search !== '' || query.types.length > 0 || query.states.length > 0;

export type BonusWriteInput = z.infer<typeof bonusWriteInputSchema>;
export type BonusUpdateInput = z.infer<typeof bonusUpdateInputSchema>;
