import { z } from 'zod';
import { RISK_MAX, RISK_MIN } from './bonuses';
import { VALIDATION_MESSAGES as M } from './validation-messages';

// What admins send for FAQ and investment content, checked by the same schemas in the forms and the api.

const text = (max: number) => z.string({ error: M.adminRequired }).trim().min(1, { error: M.adminRequired }).max(max);
const id = z.coerce.number({ error: M.idInvalid }).int({ error: M.idInvalid }).positive({ error: M.idInvalid });
const risk = z.number({ error: M.adminRisk }).int({ error: M.adminRisk }).min(RISK_MIN, { error: M.adminRisk }).max(RISK_MAX, { error: M.adminRisk });
const percent = z.number({ error: M.adminNumber }).min(-100, { error: M.adminNumber }).max(1000, { error: M.adminNumber });
const list = z.array(text(300)).max(20);

/** GET /investment_all. */
export const investmentListQuerySchema = z.object({ investment_category_id: id });

/** Admin: a FAQ entry, new (no id) or edited. */
export const faqInputSchema = z.object({
  id: id.optional(),
  faq_category_name: text(100),
  question: text(500),
  answer: text(5000),
  visible: z.boolean().optional().default(true),
});

/** Admin: an investment category, new (no id) or edited. */
export const investmentCategoryInputSchema = z.object({
  id: id.optional(),
  name: text(100),
  color: z.string().regex(/^#[0-9a-fA-F]{6}$/, { error: 'Barva ve tvaru #RRGGBB' }),
  subtitle: text(200),
  short_description: text(500),
  description: text(5000),
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
  company_name: text(100),
  name: text(200),
  description: text(5000),
  pros_list: list,
  cons_list: list,
  expected_return: percent,
  invest_horizont_id: z.number().int().min(1).max(3),
  needed_capital: z.number({ error: M.adminNumber }).int({ error: M.adminNumber }).min(0, { error: M.adminNumber }),
  risk_rate: risk,
  step_list: z.array(z.object({ title: text(200), description: text(2000) })).max(20),
  url_link: z.url({ error: M.adminUrl }),
  recommended: z.boolean(),
  visible: z.boolean().optional().default(true),
});

/** Admin: a new order of FAQs, categories or products (ids in display order). */
export const reorderInputSchema = z.object({ ids: z.array(id).min(1).max(500) });

export type FaqInput = z.infer<typeof faqInputSchema>;
export type InvestmentCategoryInput = z.infer<typeof investmentCategoryInputSchema>;
export type InvestmentProductInput = z.infer<typeof investmentProductInputSchema>;
