import { bonusCalculatorFormSchema, EMPTY_CALCULATOR_FORM, EMPTY_VALUE_TERMS_FORM, isBlankValueTerms, valueTermsFormSchema, valueTermsToForm } from './bonus-value-form';
import { VALUE_TERMS_MESSAGES as M } from './bonus-value-terms';

const typedForm = { bonus_amount: '1 000', deposit: '500', wagering_multiplier: '35', wagering_base: 'deposit_and_bonus' as const, contribution_percent: '100', max_bet: '125,5', max_cashout: '' };

describe('the value terms fieldset', () => {
  it('reads Czech typed amounts, an empty max cashout being no limit', () => {
    expect(valueTermsFormSchema.parse(typedForm)).toEqual({ bonus_amount: 1000, deposit: 500, wagering_multiplier: 35, wagering_base: 'deposit_and_bonus', contribution_percent: 100, max_bet: 125.5, max_cashout: null });
  });

  it('takes numbers as they are (the wire sends them so)', () => {
    expect(valueTermsFormSchema.parse({ ...typedForm, bonus_amount: 1000, max_cashout: 5000 })).toMatchObject({ bonus_amount: 1000, max_cashout: 5000 });
  });

  it('names what is wrong in Czech, an empty amount included', () => {
    const result = valueTermsFormSchema.safeParse({ ...typedForm, bonus_amount: '', contribution_percent: '0', max_bet: 'hodně' });
    expect(result.success).toBe(false);
    const messages = Object.fromEntries(result.error!.issues.map((issue) => [issue.path[0], issue.message]));
    expect(messages).toEqual({ bonus_amount: M.amount, contribution_percent: M.contribution, max_bet: M.maxBet });
  });

  it('is blank until an amount is entered, and shows saved terms as Czech text', () => {
    expect(isBlankValueTerms(EMPTY_VALUE_TERMS_FORM)).toBe(true);
    expect(isBlankValueTerms({ ...EMPTY_VALUE_TERMS_FORM, max_cashout: '5000' })).toBe(false);
    expect(valueTermsToForm(null)).toEqual(EMPTY_VALUE_TERMS_FORM);
    const terms = valueTermsFormSchema.parse(typedForm);
    expect(valueTermsToForm(terms)).toEqual({ ...typedForm, bonus_amount: '1000', max_bet: '125,5' });
    expect(valueTermsToForm({ ...terms, max_cashout: 2000 }).max_cashout).toBe('2000');
  });
});

describe('the calculator form', () => {
  it('adds the RTP and volatility, starting from a medium game of 96 %', () => {
    const parsed = bonusCalculatorFormSchema.parse({ ...EMPTY_CALCULATOR_FORM, ...typedForm, rtp: '96,5' });
    expect(parsed).toMatchObject({ rtp: 96.5, volatility: 'medium', max_cashout: null });
    expect(bonusCalculatorFormSchema.safeParse({ ...typedForm, rtp: '101', volatility: 'medium' }).error?.issues[0].message).toBe(M.rtp);
    expect(bonusCalculatorFormSchema.safeParse({ ...typedForm, rtp: 96, volatility: 'medium' }).success).toBe(true);
  });
});
