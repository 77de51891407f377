import { gql, TypedDocumentNode } from '@apollo/client';
import { FAQS_DOCUMENT, FaqView, HOME_STATS_DOCUMENT, HomeStatsView } from '../public/public-documents';

export type { FaqView } from '../public/public-documents';

export const HOME_STATS_QUERY: TypedDocumentNode<{ homeStats: HomeStatsView }> = gql(HOME_STATS_DOCUMENT);

export const FAQS_QUERY: TypedDocumentNode<{ faqs: FaqView[] }> = gql(FAQS_DOCUMENT);

export interface InvestmentCategoryView {
  id: number;
  name: string;
  color: string;
  subtitle: string;
  shortDescription: string;
  description: string;
  prosList: string[];
  consList: string[];
  avgExpectedReturn: number;
  avgRiskRate: number;
}

export const INVESTMENT_CATEGORY_FIELDS = 'id name color subtitle shortDescription description prosList consList avgExpectedReturn avgRiskRate';

export const INVESTMENT_CATEGORIES_QUERY: TypedDocumentNode<{ investmentCategories: InvestmentCategoryView[] }> = gql`
  query InvestmentCategories {
    investmentCategories { ${INVESTMENT_CATEGORY_FIELDS} }
  }
`;

export interface InvestmentProductView {
  id: number;
  companyName: string;
  name: string;
  description: string;
  prosList: string[];
  consList: string[];
  expectedReturn: number;
  investHorizontId: number;
  neededCapital: number;
  riskRate: number;
  stepList: { title: string; description: string }[];
  urlLink: string;
  recommended: boolean;
}

export const INVESTMENT_PRODUCT_FIELDS =
  'id companyName name description prosList consList expectedReturn investHorizontId neededCapital riskRate stepList { title description } urlLink recommended';

export const INVESTMENTS_QUERY: TypedDocumentNode<{ investments: InvestmentProductView[] }, { investmentCategoryId: number }> = gql`
  query Investments($investmentCategoryId: Int!) {
    investments(investmentCategoryId: $investmentCategoryId) { ${INVESTMENT_PRODUCT_FIELDS} }
  }
`;
