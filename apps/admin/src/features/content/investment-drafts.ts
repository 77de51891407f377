import type { AdminInvestmentCategoryView, AdminInvestmentProductView, InvestmentCategoryWrite, InvestmentProductWrite } from './content.graphql';

/** Pros and cons are edited one per line. */
export const toLines = (text: string) =>
  text
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);

/** Czech decimal comma accepted; an empty field is not zero but missing. */
export const toNumber = (text: string) => (text.trim() === '' ? Number.NaN : Number(text.trim().replace(',', '.')));

export interface CategoryDraft {
  id: number | null;
  name: string;
  color: string;
  subtitle: string;
  shortDescription: string;
  description: string;
  pros: string;
  cons: string;
  avgExpectedReturn: string;
  avgRiskRate: string;
  visible: boolean;
}

export const NEW_CATEGORY: CategoryDraft = { id: null, name: '', color: '#2563eb', subtitle: '', shortDescription: '', description: '', pros: '', cons: '', avgExpectedReturn: '', avgRiskRate: '3', visible: true };

export function categoryDraft(category: AdminInvestmentCategoryView): CategoryDraft {
  return {
    ...category,
    pros: category.prosList.join('\n'),
    cons: category.consList.join('\n'),
    avgExpectedReturn: String(category.avgExpectedReturn),
    avgRiskRate: String(category.avgRiskRate),
  };
}

/** The draft as the api's input (the form checks it first: content-form-schemas). */
export function categoryWrite(draft: CategoryDraft): InvestmentCategoryWrite {
  return {
    id: draft.id,
    name: draft.name,
    color: draft.color,
    subtitle: draft.subtitle,
    shortDescription: draft.shortDescription,
    description: draft.description,
    prosList: toLines(draft.pros),
    consList: toLines(draft.cons),
    avgExpectedReturn: toNumber(draft.avgExpectedReturn),
    avgRiskRate: toNumber(draft.avgRiskRate),
    visible: draft.visible,
  };
}

export interface ProductDraft {
  id: number | null;
  investmentCategoryId: number;
  companyName: string;
  name: string;
  description: string;
  pros: string;
  cons: string;
  expectedReturn: string;
  investHorizontId: number;
  neededCapital: string;
  riskRate: string;
  stepList: { title: string; description: string }[];
  urlLink: string;
  recommended: boolean;
  visible: boolean;
}

export function newProduct(investmentCategoryId: number): ProductDraft {
  return { id: null, investmentCategoryId, companyName: '', name: '', description: '', pros: '', cons: '', expectedReturn: '', investHorizontId: 2, neededCapital: '', riskRate: '3', stepList: [], urlLink: '', recommended: false, visible: true };
}

export function productDraft(product: AdminInvestmentProductView): ProductDraft {
  return {
    id: product.id,
    investmentCategoryId: product.investmentCategoryId,
    companyName: product.companyName,
    name: product.name,
    description: product.description,
    pros: product.prosList.join('\n'),
    cons: product.consList.join('\n'),
    expectedReturn: String(product.expectedReturn),
    investHorizontId: product.investHorizontId,
    neededCapital: String(product.neededCapital),
    riskRate: String(product.riskRate),
    stepList: product.stepList.map(({ title, description }) => ({ title, description })),
    urlLink: product.urlLink,
    recommended: product.recommended,
    visible: product.visible,
  };
}

export function productWrite(draft: ProductDraft): InvestmentProductWrite {
  return {
    id: draft.id,
    investmentCategoryId: draft.investmentCategoryId,
    companyName: draft.companyName,
    name: draft.name,
    description: draft.description,
    prosList: toLines(draft.pros),
    consList: toLines(draft.cons),
    expectedReturn: toNumber(draft.expectedReturn),
    investHorizontId: draft.investHorizontId,
    neededCapital: toNumber(draft.neededCapital),
    riskRate: toNumber(draft.riskRate),
    stepList: draft.stepList,
    urlLink: draft.urlLink.trim(),
    recommended: draft.recommended,
    visible: draft.visible,
  };
}
