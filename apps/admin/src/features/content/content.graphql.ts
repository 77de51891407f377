import { graphql } from '../../shared/gql';
import type { AdminFaqFieldsFragment, AdminInvestmentCategoryFieldsFragment, AdminInvestmentProductFieldsFragment, FaqInput, InvestmentCategoryInput, InvestmentProductInput } from '../../shared/gql/graphql';

export const ADMIN_FAQ_FIELDS = graphql(`
  fragment AdminFaqFields on Faq {
    id
    question
    answer
    faqCategoryName
    visible
  }
`);

export type AdminFaqView = AdminFaqFieldsFragment;
export type FaqWrite = FaqInput;

export const ADMIN_FAQS_QUERY = graphql(`
  query AdminFaqs {
    adminFaqs {
      ...AdminFaqFields
    }
  }
`);

export const SAVE_FAQ_MUTATION = graphql(`
  mutation SaveFaq($input: FaqInput!) {
    saveFaq(input: $input) {
      ...AdminFaqFields
    }
  }
`);

export const REORDER_FAQS_MUTATION = graphql(`
  mutation ReorderFaqs($ids: [Int!]!) {
    reorderFaqs(ids: $ids)
  }
`);

export const ADMIN_INVESTMENT_CATEGORY_FIELDS = graphql(`
  fragment AdminInvestmentCategoryFields on InvestmentCategory {
    id
    name
    color
    subtitle
    shortDescription
    description
    prosList
    consList
    avgExpectedReturn
    avgRiskRate
    visible
  }
`);

export type AdminInvestmentCategoryView = AdminInvestmentCategoryFieldsFragment;
export type InvestmentCategoryWrite = InvestmentCategoryInput;

export const ADMIN_INVESTMENT_CATEGORIES_QUERY = graphql(`
  query AdminInvestmentCategories {
    adminInvestmentCategories {
      ...AdminInvestmentCategoryFields
    }
  }
`);

export const ADMIN_INVESTMENT_PRODUCT_FIELDS = graphql(`
  fragment AdminInvestmentProductFields on InvestmentProduct {
    id
    companyName
    name
    description
    prosList
    consList
    expectedReturn
    investHorizontId
    neededCapital
    riskRate
    stepList {
      title
      description
    }
    urlLink
    recommended
    investmentCategoryId
    visible
  }
`);

export type AdminInvestmentProductView = AdminInvestmentProductFieldsFragment;
export type InvestmentProductWrite = InvestmentProductInput;

/** Admins see hidden products too. */
export const ADMIN_INVESTMENTS_QUERY = graphql(`
  query AdminInvestments($investmentCategoryId: Int!) {
    investments(investmentCategoryId: $investmentCategoryId) {
      ...AdminInvestmentProductFields
    }
  }
`);

export const SAVE_INVESTMENT_CATEGORY_MUTATION = graphql(`
  mutation SaveInvestmentCategory($input: InvestmentCategoryInput!) {
    saveInvestmentCategory(input: $input) {
      ...AdminInvestmentCategoryFields
    }
  }
`);

export const SAVE_INVESTMENT_PRODUCT_MUTATION = graphql(`
  mutation SaveInvestmentProduct($input: InvestmentProductInput!) {
    saveInvestmentProduct(input: $input) {
      ...AdminInvestmentProductFields
    }
  }
`);

export const REORDER_INVESTMENTS_MUTATION = graphql(`
  mutation ReorderInvestments($ids: [Int!]!, $products: Boolean!) {
    reorderInvestments(ids: $ids, products: $products)
  }
`);
