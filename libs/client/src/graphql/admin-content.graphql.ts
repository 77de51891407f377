import { gql, TypedDocumentNode } from '@apollo/client';
import { FAQ_FIELDS } from '../public/public-documents';
import { FaqView, INVESTMENT_CATEGORY_FIELDS, INVESTMENT_PRODUCT_FIELDS, InvestmentCategoryView, InvestmentProductView } from './content.graphql';

type Visible<T> = T & { visible: boolean };
export type AdminFaqView = Visible<FaqView>;
export type AdminInvestmentCategoryView = Visible<InvestmentCategoryView>;
export type AdminInvestmentProductView = Visible<InvestmentProductView & { investmentCategoryId: number }>;

export const ADMIN_FAQS_QUERY: TypedDocumentNode<{ adminFaqs: AdminFaqView[] }> = gql`
  query AdminFaqs {
    adminFaqs { ${FAQ_FIELDS} visible }
  }
`;

export interface FaqWrite {
  id?: number | null;
  faqCategoryName: string;
  question: string;
  answer: string;
  visible: boolean;
}

export const SAVE_FAQ_MUTATION: TypedDocumentNode<{ saveFaq: AdminFaqView }, { input: FaqWrite }> = gql`
  mutation SaveFaq($input: FaqInput!) {
    saveFaq(input: $input) { ${FAQ_FIELDS} visible }
  }
`;

export const REORDER_FAQS_MUTATION: TypedDocumentNode<{ reorderFaqs: boolean }, { ids: number[] }> = gql`
  mutation ReorderFaqs($ids: [Int!]!) {
    reorderFaqs(ids: $ids)
  }
`;

export const ADMIN_INVESTMENT_CATEGORIES_QUERY: TypedDocumentNode<{ adminInvestmentCategories: AdminInvestmentCategoryView[] }> = gql`
  query AdminInvestmentCategories {
    adminInvestmentCategories { ${INVESTMENT_CATEGORY_FIELDS} visible }
  }
`;

/** Admins see hidden products too. */
export const ADMIN_INVESTMENTS_QUERY: TypedDocumentNode<{ investments: AdminInvestmentProductView[] }, { investmentCategoryId: number }> = gql`
  query AdminInvestments($investmentCategoryId: Int!) {
    investments(investmentCategoryId: $investmentCategoryId) { ${INVESTMENT_PRODUCT_FIELDS} investmentCategoryId visible }
  }
`;

export type InvestmentCategoryWrite = Omit<AdminInvestmentCategoryView, 'id'> & { id?: number | null };
export type InvestmentProductWrite = Omit<AdminInvestmentProductView, 'id'> & { id?: number | null };

export const SAVE_INVESTMENT_CATEGORY_MUTATION: TypedDocumentNode<{ saveInvestmentCategory: AdminInvestmentCategoryView }, { input: InvestmentCategoryWrite }> = gql`
  mutation SaveInvestmentCategory($input: InvestmentCategoryInput!) {
    saveInvestmentCategory(input: $input) { ${INVESTMENT_CATEGORY_FIELDS} visible }
  }
`;

export const SAVE_INVESTMENT_PRODUCT_MUTATION: TypedDocumentNode<{ saveInvestmentProduct: AdminInvestmentProductView }, { input: InvestmentProductWrite }> = gql`
  mutation SaveInvestmentProduct($input: InvestmentProductInput!) {
    saveInvestmentProduct(input: $input) { ${INVESTMENT_PRODUCT_FIELDS} investmentCategoryId visible }
  }
`;

export const REORDER_INVESTMENTS_MUTATION: TypedDocumentNode<{ reorderInvestments: boolean }, { ids: number[]; products: boolean }> = gql`
  mutation ReorderInvestments($ids: [Int!]!, $products: Boolean!) {
    reorderInvestments(ids: $ids, products: $products)
  }
`;
