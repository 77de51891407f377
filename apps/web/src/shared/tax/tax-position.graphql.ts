import { graphql } from '../gql';
import type { TaxPositionFieldsFragment } from '../gql/graphql';

/** The year's tax position as the overview, the reports and the tax report show it (GET /tax_summary's figures). */
export const TAX_POSITION_FIELDS = graphql(`
  fragment TaxPositionFields on TaxSummary {
    year
    gambling { gameType net }
    gamblingLimit
    otherIncome { total limit note }
    warnings { code message }
    sources { rule law url publishedOn checkedOn }
  }
`);

export type TaxPositionView = TaxPositionFieldsFragment;

export const TAX_SUMMARY_QUERY = graphql(`
  query TaxSummary($year: Int!) {
    taxSummary(year: $year) {
      ...TaxPositionFields
    }
  }
`);
