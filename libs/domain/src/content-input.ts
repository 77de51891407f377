import { z } from 'zod';
import { RISK_MAX, RISK_MIN } from './bonuses';
import { DB_INTEGER_MAX, httpUrl, MAX_PERCENT, recordId, requiredText, TEXT_LIMITS as L } from './input-bounds';
import { VALIDATION_MESSAGES as M } from './validation-messages';

// What admins send for FAQ and investment content, checked by the same schemas in the forms and the api.

const text = requiredText;
const id = recordId();
const risk = z.number({ error: M.adminRisk }).int({ error: M.adminRisk }).min(RISK_MIN, { error: M.adminRisk }).max(RISK_MAX, { error: M.adminRisk });
const percent = z.number({ error: M.adminNumber }).min(-100, { error: M.adminNumber }).max(MAX_PERCENT, { error: M.adminNumber });
const list = z.array(text(L.line)).max(20);

/** GET /investment_all. */
export const investmentListQuerySchema = z.object({ investment_category_id: id });

/** Admin: a FAQ entry, new (no id) or edited. */
export const faqInputSchema = z.object({
  id: id.optional(),
  faq_category_name: text(L.shortLabel),
  question: text(L.note),
  answer: text(L.paragraph),
  visible: z.boolean().optional().default(true),
});

/** Admin: an investment category, new (no id) or edited. */
export const investmentCategoryInputSchema = z.object({
  id: id.optional(),
  name: text(L.shortLabel),
  color: z.string().regex(/^#[0-9a-fA-F]{6}$/, { error: 'Barva ve tvaru #RRGGBB' }),
  subtitle: text(L.title),
  short_description: text(L.note),
  description: text(L.paragraph),
  pros_list: list,
  cons_list: list,
  avg_expected_return: percent,
  avg_risk_rate: risk,
  visible: z.boolean().optional().default(true),
});

/** Admin: an investment product, new (no id) or edited; needed capital in whole Kč. */
export const investmentProductInputSchema = z.object({
  id: id.optional(),
  investment_category_id: id,
  company_name: text(L.shortLabel),
  name: text(L.title),
  description: text(L.paragraph),
  pros_list: list,
  cons_list: list,
  expected_return: percent,
  invest_horizont_id: z.number().int().min(1).max(3),
  needed_capital: z.number({ error: M.adminNumber }).int({ error: M.adminNumber }).min(0, { error: M.adminNumber }).max(DB_INTEGER_MAX, { error: M.adminNumber }),
  risk_rate: risk,
  step_list: z.array(z.object({ title: text(L.title), description: text(L.paragraph) })).max(20),
  url_link: httpUrl(),
  recommended: z.boolean(),
  visible: z.boolean().optional().default(true),
});

/** Admin: a new order of FAQs, categories or products (ids in display order). */
export const reorderInputSchema = z.object({ ids: z.array(id).min(1).max(500) });

export type FaqInput = z.infer<typeof faqInputSchema>;
export type InvestmentCategoryInput = z.infer<typeof investmentCategoryInputSchema>;
export type InvestmentProductInput = z.infer<typeof investmentProductInputSchema>;
