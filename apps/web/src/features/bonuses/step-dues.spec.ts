import { CARD_DEPOSIT_WARNING } from '@bonus/domain';
import type { BonusView } from './bonuses.graphql';
import { countsCardPayments, withStepDues } from './step-dues';

const step = (category: string, requirement: BonusView['stepList'][number]['requirement'] = null) => ({ id: 1, title: 'Krok', subtitle: 's', description: '', icon: '📝', order: 0, category, deadlineDays: null, requirement });
const offer = (overrides: Partial<BonusView>): BonusView =>
  ({ id: 1, bonusTypeName: 'bank', stepIdx: 0, stepList: [step('registration')], deadlines: null, requirementProgress: null, ...overrides }) as BonusView;
const CARD_PAYMENTS = { kind: 'card_payments', count: 3, minAmount: 100, withinDays: 60 };

describe('step notes of the offers', () => {
  it('knows when the member works on a bank offer that counts card payments', () => {
    expect(countsCardPayments([offer({ stepIdx: 1, stepList: [step('fulfil-conditions', CARD_PAYMENTS)] })])).toBe(true);
    expect(countsCardPayments([offer({ stepIdx: 0, stepList: [step('fulfil-conditions', CARD_PAYMENTS)] })])).toBe(false);
    expect(countsCardPayments([offer({ stepIdx: 1, stepList: [step('fulfil-conditions')] })])).toBe(false);
  });

  it("puts each step's progress and the card-deposit warning beside it", () => {
    const bank = withStepDues(offer({ stepIdx: 1, stepList: [step('registration'), step('fulfil-conditions', CARD_PAYMENTS)], requirementProgress: [null, { done: 2, needed: 3, met: false, remainingDays: 27, counted: [] }] }));
    expect(bank.stepList.map((item) => item.progress && { text: item.progress.text, share: item.progress.share })).toEqual([null, { text: '2 ze 3 plateb, zbývá 27\u00a0dní', share: 2 / 3 }]);
    const casino = withStepDues(offer({ bonusTypeName: 'slot', stepList: [step('registration'), step('first-deposit')] }), true);
    expect(casino.stepList.map((item) => item.warning)).toEqual([null, CARD_DEPOSIT_WARNING]);
  });
});
