import { companyWebsiteLinkLabel, INVEST_HORIZON_LABELS, productsToShow } from './content';
import { faqInputSchema, investmentCategoryInputSchema, investmentListQuerySchema, investmentProductInputSchema, reorderInputSchema } from './content-input';

describe('investment products', () => {
  const product = (id: number, recommended: boolean) => ({ id, recommended });

  it('shows recommended products first, three until "show all"', () => {
    const list = [product(1, false), product(2, true), product(3, false), product(4, true), product(5, false)];
    expect(productsToShow(list, false)).toEqual({ shown: [product(2, true), product(4, true), product(1, false)], hidden: 2 });
    expect(productsToShow(list, true).shown.map((p) => p.id)).toEqual([2, 4, 1, 3, 5]);
    expect(productsToShow(list, true).hidden).toBe(0);
  });

  it('names the three horizons', () => {
    expect(Object.keys(INVEST_HORIZON_LABELS)).toEqual(['1', '2', '3']);
  });
});

describe('content inputs', () => {
  it('validates the admin FAQ, category, product and reorder inputs', () => {
    expect(investmentListQuerySchema.parse({ investment_category_id: '3' })).toEqual({ investment_category_id: 3 });
    expect(faqInputSchema.parse({ faq_category_name: ' Obecné ', question: 'Co?', answer: 'To.' })).toEqual({ faq_category_name: 'Obecné', question: 'Co?', answer: 'To.', visible: true });
    expect(faqInputSchema.safeParse({ faq_category_name: 'X', question: ' ', answer: 'a' }).error?.issues[0].message).toBe('Toto pole je povinné');
    const category = { name: 'ETF', color: '#336699', subtitle: 's', short_description: 's', description: 'd', pros_list: ['a'], cons_list: [], avg_expected_return: 7.5, avg_risk_rate: 3 };
    expect(investmentCategoryInputSchema.parse(category).visible).toBe(true);
    expect(investmentCategoryInputSchema.safeParse({ ...category, color: 'blue' }).success).toBe(false);
    expect(investmentCategoryInputSchema.safeParse({ ...category, avg_risk_rate: 6 }).error?.issues[0].message).toBe('Vyberte míru rizika 1 až 5');
    const productInput = {
      investment_category_id: 1, company_name: 'Fio', name: 'ETF', description: 'd', pros_list: [], cons_list: [], expected_return: 7, invest_horizont_id: 3,
      needed_capital: 500, risk_rate: 3, step_list: [{ title: 'Krok', description: 'Popis' }], url_link: 'https://fio.cz', recommended: true,
    };
    expect(investmentProductInputSchema.parse(productInput).visible).toBe(true);
    expect(investmentProductInputSchema.safeParse({ ...productInput, url_link: 'fio.cz' }).error?.issues[0].message).toBe('Zadejte platnou adresu URL (https://…)');
    expect(investmentProductInputSchema.safeParse({ ...productInput, needed_capital: -1 }).success).toBe(false);
    expect(reorderInputSchema.safeParse({ ids: [] }).success).toBe(false);
    expect(reorderInputSchema.parse({ ids: [3, 1] })).toEqual({ ids: [3, 1] });
  });
});

describe('companyWebsiteLinkLabel', () => {
  it('keeps the company name as it is written, with no preposition that would need its case', () => {
    expect(companyWebsiteLinkLabel('Fio banka')).toBe('Přejít na web: Fio banka ↗');
    expect(companyWebsiteLinkLabel('Fio banka')).not.toMatch(/na Fio/);
  });
});
