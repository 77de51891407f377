import { graphql } from '../../shared/gql';
import type { InvestmentCategoriesQuery, InvestmentsQuery } from '../../shared/gql/graphql';

export const INVESTMENT_CATEGORIES_QUERY = graphql(`
  query InvestmentCategories {
    investmentCategories { id name color subtitle shortDescription description prosList consList avgExpectedReturn avgRiskRate }
  }
`);

export type InvestmentCategoryView = InvestmentCategoriesQuery['investmentCategories'][number];

export const INVESTMENTS_QUERY = graphql(`
  query Investments($investmentCategoryId: Int!) {
    investments(investmentCategoryId: $investmentCategoryId) {
      id companyName name description prosList consList expectedReturn investHorizontId neededCapital riskRate stepList { title description } urlLink recommended
    }
  }
`);

export type InvestmentProductView = InvestmentsQuery['investments'][number];
