import * as faqQueries from '../../features/faq/faq.queries';
import { samples } from './sample-values';

/** Sample arguments of the faq query modules (sql-snapshots.spec.ts). */

export const SQL_SAMPLES = {
  'faq.queries.ts': samples(faqQueries, {
    faqCategoryNamed: ['Obecné'],
    nextFaqPosition: [1],
    faqsWithCategory: [false],
    faqWithCategory: [1],
    insertFaq: [{ faqCategoryId: 1, question: 'Otázka?', answer: 'Odpověď.', visible: true, position: 0 }],
    updateFaq: [1, { faqCategoryId: 1, question: 'Otázka?', answer: 'Odpověď.', visible: true }],
  }),
};
