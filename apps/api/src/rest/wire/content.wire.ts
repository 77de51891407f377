import { FaqDto, halereToWholeCzk, InvestmentCategoryDto, InvestmentProductDto, toUnixSeconds } from '@bonus/domain';
import type { Faq, InvestmentCategory, InvestmentProduct } from '@bonus/server';
import { wireMapper } from '../wire-mapping';

/** GET /faq_all. */
export const toFaqWire = wireMapper(
  (faq: Faq): FaqDto => ({ id: faq.id, question: faq.question, answer: faq.answer, faq_category_name: faq.faqCategoryName, visible: faq.visible }),
);

/** GET /investment_category_all (shortDescription has always been camelCase on this wire). */
export const toInvestmentCategoryWire = wireMapper(
  (category: InvestmentCategory): InvestmentCategoryDto => ({
    id: category.id,
    name: category.name,
    color: category.color,
    subtitle: category.subtitle,
    shortDescription: category.shortDescription,
    description: category.description,
    pros_list: category.prosList,
    cons_list: category.consList,
    avg_expected_return: category.avgExpectedReturn,
    avg_risk_rate: category.avgRiskRate,
    visible: category.visible,
  }),
);

/** GET /investment_all, GET /investment. */
export const toInvestmentProductWire = wireMapper(
  (product: InvestmentProduct): InvestmentProductDto => ({
    id: product.id,
    investment_category_id: product.investmentCategoryId,
    company_name: product.companyName,
    name: product.name,
    description: product.description,
    pros_list: product.prosList,
    cons_list: product.consList,
    expected_return: product.expectedReturn,
    invest_horizont_id: product.investHorizontId,
    needed_capital: halereToWholeCzk(product.neededCapital),
    risk_rate: product.riskRate,
    step_list: product.stepList,
    url_link: product.urlLink,
    creation_timestamp: toUnixSeconds(product.creationTimestamp),
    recommended: product.recommended,
    visible: product.visible,
  }),
);
