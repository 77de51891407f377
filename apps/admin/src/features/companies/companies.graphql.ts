import { graphql } from '../../shared/gql';
import type { AdminCompaniesQuery } from '../../shared/gql/graphql';

export const ADMIN_COMPANIES_QUERY = graphql(`
  query AdminCompanies {
    companies {
      id
      name
      bankCode
      kind
      license {
        number
        validUntil
      }
    }
  }
`);

export type AdminCompanyView = AdminCompaniesQuery['companies'][number];

export const UPDATE_COMPANY_MUTATION = graphql(`
  mutation UpdateCompany($input: CompanyUpdateInput!) {
    updateCompany(input: $input) {
      id
      bankCode
      kind
      license {
        number
        validUntil
      }
    }
  }
`);
