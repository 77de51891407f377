import * as investmentQueries from '../../features/investments/investment.queries';
import { samples } from './sample-values';

/** Sample arguments of the investments query modules (sql-snapshots.spec.ts). */

const INVESTMENT_CATEGORY = { name: 'Akcie', color: '#336699', subtitle: 'Dlouhodobě', shortDescription: 'Krátce', description: 'Popis', prosList: ['výnos'], consList: ['riziko'], avgExpectedReturn: 7, avgRiskRate: 3, visible: true };
const INVESTMENT_PRODUCT = { investmentCategoryId: 1, companyName: 'Broker', name: 'ETF', description: 'Popis', prosList: [], consList: [], expectedReturn: 7, investHorizonId: 1, neededCapitalHalere: 100000, riskRate: 3, stepList: [], urlLink: 'https://example.cz', recommended: false, visible: true };

export const SQL_SAMPLES = {
  'investment.queries.ts': samples(investmentQueries, {
    nextPosition: ['investment_category'],
    categoriesInOrder: [false],
    productsOfCategory: [1, false],
    productById: [1, false],
    categoryExists: [1],
    insertCategory: [{ ...INVESTMENT_CATEGORY, position: 0 }],
    updateCategory: [1, INVESTMENT_CATEGORY],
    insertProduct: [{ ...INVESTMENT_PRODUCT, position: 0 }],
    updateProduct: [1, INVESTMENT_PRODUCT],
  }),
};
