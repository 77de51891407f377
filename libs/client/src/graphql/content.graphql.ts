import { gql, TypedDocumentNode } from '@apollo/client';

export const HOME_STATS_QUERY: TypedDocumentNode<{ homeStats: { totalUsers: number; avgMonthRevenue: number; totalMade: number } }> = gql`
  query HomeStats {
    homeStats {
      totalUsers
      avgMonthRevenue
      totalMade
    }
  }
`;

export interface FaqView {
  id: number;
  question: string;
  answer: string;
  faqCategoryName: string;
}

export const FAQ_FIELDS = 'id question answer faqCategoryName';

export const FAQS_QUERY: TypedDocumentNode<{ faqs: FaqView[] }> = gql`
  query Faqs {
    faqs { ${FAQ_FIELDS} }
  }
`;

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
