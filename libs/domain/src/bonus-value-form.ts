import { z } from 'zod';
import { GAME_VOLATILITIES } from './bonuses';
import type { GameVolatility } from './bonuses';
import { rtpSchema, VALUE_TERMS_MESSAGES as M, valueTermsSchema, WageringBase } from './bonus-value-terms';
import type { ValueTerms } from './bonus-value-terms';

/** Value terms as typed into a form: amounts as text ("1 000", "96,5"), the base as chosen. */
export type ValueTermsForm = { [Field in Exclude<keyof ValueTerms, 'wagering_base'>]: string } & { wagering_base: WageringBase };

/** A new offer's fieldset: nothing entered, the whole stake counting. */
export const EMPTY_VALUE_TERMS_FORM: ValueTermsForm = {
  bonus_amount: '',
  deposit: '',
  wagering_multiplier: '',
  wagering_base: 'bonus',
  contribution_percent: '100',
  max_bet: '',
  max_cashout: '',
};

/** A typed number: spaces and a decimal comma allowed; empty is missing (the field's own message says so). */
const typed = (text: unknown) => (typeof text !== 'string' ? text : text.trim() === '' ? undefined : Number(text.replace(/[\s\u00a0]/g, '').replace(',', '.')));
const typedOrNone = (text: unknown) => (typeof text === 'string' && text.trim() === '' ? null : typed(text));

const S = valueTermsSchema.shape;
/** The fieldset's rules: the wire's (valueTermsSchema) on the typed text; an empty max cashout is no limit. */
export const valueTermsFormSchema = z.object({
  bonus_amount: z.preprocess(typed, S.bonus_amount),
  deposit: z.preprocess(typed, S.deposit),
  wagering_multiplier: z.preprocess(typed, S.wagering_multiplier),
  wagering_base: S.wagering_base,
  contribution_percent: z.preprocess(typed, S.contribution_percent),
  max_bet: z.preprocess(typed, S.max_bet),
  max_cashout: z.preprocess(typedOrNone, S.max_cashout),
});

/** Kalkulačka bonusu: the terms of any offer with the game's RTP and volatility. */
export const bonusCalculatorFormSchema = valueTermsFormSchema.extend({
  rtp: z.preprocess(typed, rtpSchema),
  volatility: z.enum(GAME_VOLATILITIES, { error: M.volatility }),
});
export type BonusCalculatorForm = ValueTermsForm & { rtp: string; volatility: GameVolatility };
export const EMPTY_CALCULATOR_FORM: BonusCalculatorForm = { ...EMPTY_VALUE_TERMS_FORM, rtp: '96', volatility: 'medium' };

/** No amount entered: the offer carries no terms (the admin left the fieldset alone). */
export const isBlankValueTerms = (form: ValueTermsForm): boolean =>
  [form.bonus_amount, form.deposit, form.wagering_multiplier, form.max_bet, form.max_cashout].every((text) => text.trim() === '');

/** The fieldset's terms when they are filled in and valid, else null. */
export function typedValueTerms(form: ValueTermsForm): ValueTerms | null {
  if (isBlankValueTerms(form)) return null;
  const parsed = valueTermsFormSchema.safeParse(form);
  return parsed.success ? parsed.data : null;
}

/** Saved terms back in the fieldset, amounts as Czech text. */
export function valueTermsToForm(terms: ValueTerms | null): ValueTermsForm {
  if (!terms) return { ...EMPTY_VALUE_TERMS_FORM };
  const text = (value: number) => String(value).replace('.', ',');
  return {
    bonus_amount: text(terms.bonus_amount),
    deposit: text(terms.deposit),
    wagering_multiplier: text(terms.wagering_multiplier),
    wagering_base: terms.wagering_base,
    contribution_percent: text(terms.contribution_percent),
    max_bet: text(terms.max_bet),
    max_cashout: terms.max_cashout === null ? '' : text(terms.max_cashout),
  };
}

/** Value terms as GraphQL names them (the admin's Bonus and BonusWriteInput). */
export interface ValueTermsView {
  bonusAmount: number;
  deposit: number;
  wageringMultiplier: number;
  wageringBase: string;
  contributionPercent: number;
  maxBet: number;
  maxCashout: number | null;
}

/** GraphQL's value terms in the fieldset; none: an empty fieldset. */
export function valueTermsViewToForm(view: ValueTermsView | null | undefined): ValueTermsForm {
  if (!view) return { ...EMPTY_VALUE_TERMS_FORM };
  const { bonusAmount, deposit, wageringMultiplier, wageringBase, contributionPercent, maxBet, maxCashout } = view;
  return valueTermsToForm({
    bonus_amount: bonusAmount,
    deposit,
    wagering_multiplier: wageringMultiplier,
    wagering_base: wageringBase as WageringBase,
    contribution_percent: contributionPercent,
    max_bet: maxBet,
    max_cashout: maxCashout,
  });
}

/** The checked fieldset as GraphQL's input; null when nothing was entered or the offer is not a casino one. */
export function valueTermsFormToView(form: ValueTermsForm, carriesTerms: boolean): ValueTermsView | null {
  if (!carriesTerms || isBlankValueTerms(form)) return null;
  const terms = valueTermsFormSchema.parse(form);
  return {
    bonusAmount: terms.bonus_amount,
    deposit: terms.deposit,
    wageringMultiplier: terms.wagering_multiplier,
    wageringBase: terms.wagering_base,
    contributionPercent: terms.contribution_percent,
    maxBet: terms.max_bet,
    maxCashout: terms.max_cashout,
  };
}
