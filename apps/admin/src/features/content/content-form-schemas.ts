import { faqInputSchema, investmentCategoryInputSchema, investmentProductInputSchema } from '@bonus/domain';
import { z } from 'zod';
import { checkedBy } from '../../shared/form-schema';
import type { FaqWrite } from './content.graphql';
import { CategoryDraft, ProductDraft, toLines, toNumber } from './investment-drafts';

// The content forms hold text as typed (numbers and one-per-line lists too); each field is checked by the
// rule of the shared input schema the api also uses, after the conversion the save applies (investment-drafts).

const faq = faqInputSchema.shape;

export const faqFormSchema = z.object({
  faqCategoryName: z.string().superRefine(checkedBy(faq.faq_category_name)),
  question: z.string().superRefine(checkedBy(faq.question)),
  answer: z.string().superRefine(checkedBy(faq.answer)),
}) satisfies z.ZodType<unknown, Pick<FaqWrite, 'faqCategoryName' | 'question' | 'answer'>>;

const category = investmentCategoryInputSchema.shape;

export const categoryFormSchema = z.object({
  id: z.number().nullable(),
  name: z.string().superRefine(checkedBy(category.name)),
  color: z.string().superRefine(checkedBy(category.color)),
  subtitle: z.string().superRefine(checkedBy(category.subtitle)),
  shortDescription: z.string().superRefine(checkedBy(category.short_description)),
  description: z.string().superRefine(checkedBy(category.description)),
  pros: z.string().superRefine(checkedBy(category.pros_list, toLines)),
  cons: z.string().superRefine(checkedBy(category.cons_list, toLines)),
  avgExpectedReturn: z.string().superRefine(checkedBy(category.avg_expected_return, toNumber)),
  avgRiskRate: z.string().superRefine(checkedBy(category.avg_risk_rate, toNumber)),
  visible: z.boolean(),
}) satisfies z.ZodType<unknown, CategoryDraft>;

const product = investmentProductInputSchema.shape;
const step = product.step_list.element.shape;

export const productFormSchema = z.object({
  id: z.number().nullable(),
  investmentCategoryId: z.number().superRefine(checkedBy(product.investment_category_id)),
  companyName: z.string().superRefine(checkedBy(product.company_name)),
  name: z.string().superRefine(checkedBy(product.name)),
  description: z.string().superRefine(checkedBy(product.description)),
  pros: z.string().superRefine(checkedBy(product.pros_list, toLines)),
  cons: z.string().superRefine(checkedBy(product.cons_list, toLines)),
  expectedReturn: z.string().superRefine(checkedBy(product.expected_return, toNumber)),
  investHorizontId: product.invest_horizont_id,
  neededCapital: z.string().superRefine(checkedBy(product.needed_capital, toNumber)),
  riskRate: z.string().superRefine(checkedBy(product.risk_rate, toNumber)),
  stepList: z
    .array(z.object({ title: z.string().superRefine(checkedBy(step.title)), description: z.string().superRefine(checkedBy(step.description)) }))
    .superRefine(checkedBy(product.step_list, (steps) => steps, true)),
  urlLink: z.string().superRefine(checkedBy(product.url_link, (url) => url.trim())),
  recommended: product.recommended,
  visible: z.boolean(),
}) satisfies z.ZodType<unknown, ProductDraft>;
