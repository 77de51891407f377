import type { Halere } from '@bonus/domain';

/** A kind of investment with its pros and cons. */
export interface InvestmentCategory {
  id: number;
  name: string;
  color: string;
  subtitle: string;
  shortDescription: string;
  description: string;
  prosList: string[];
  consList: string[];
  /** Percent a year. */
  avgExpectedReturn: number;
  avgRiskRate: number;
  visible: boolean;
}

export interface InvestmentStep {
  title: string;
  description: string;
}

/** A recommended product with its step guide (premium content). */
export interface InvestmentProduct {
  id: number;
  investmentCategoryId: number;
  companyName: string;
  name: string;
  description: string;
  prosList: string[];
  consList: string[];
  /** Percent a year. */
  expectedReturn: number;
  /** Spelled as the wire has it (invest_horizont_id). */
  investHorizontId: number;
  neededCapital: Halere;
  riskRate: number;
  stepList: InvestmentStep[];
  urlLink: string;
  creationTimestamp: Date;
  recommended: boolean;
  visible: boolean;
}
