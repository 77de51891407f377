import { useLazyQuery } from '@apollo/client/react';
import {
  bonusCalculatorFormSchema,
  EMPTY_CALCULATOR_FORM,
  GAME_VOLATILITIES,
  VALUE_TERMS_LABELS as LABELS,
  VALUE_TERMS_UNITS as UNITS,
  VOLATILITY_LABELS,
  WAGERING_BASE_LABELS,
  WAGERING_BASES,
} from '@bonus/domain';
import { Alert, Button, GamblingNotice, TextField } from '@bonus/ui';
import { zodResolver } from '@hookform/resolvers/zod';
import { Calculator } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { BonusValueSummary } from '../../shared/bonus-value/BonusValueSummary';
import { BONUS_VALUE_QUERY } from './calculator.graphql';
import './calculator.css';
import { failureText } from '../../shared/failure-text';

type Parsed = z.output<typeof bonusCalculatorFormSchema>;
const AMOUNT_FIELDS = ['bonus_amount', 'deposit', 'wagering_multiplier', 'contribution_percent', 'max_bet', 'max_cashout'] as const;

/**
 * Kalkulačka bonusu (issue #38 §1): what any casino offer a member found elsewhere is worth, from its terms and
 * the game's RTP. A casino page, so it carries the 18+ and Ministry of Finance warning (issue #53 §4).
 */
export function CalculatorPage() {
  const [compute, { data, loading }] = useLazyQuery(BONUS_VALUE_QUERY);
  const [failure, setFailure] = useState<string | null>(null);
  const { register, handleSubmit, formState } = useForm<z.input<typeof bonusCalculatorFormSchema>, unknown, Parsed>({
    resolver: zodResolver(bonusCalculatorFormSchema),
    defaultValues: EMPTY_CALCULATOR_FORM,
  });
  const errors = formState.errors;

  const submit = handleSubmit(async (parsed) => {
    setFailure(null);
    const { bonus_amount, deposit, wagering_multiplier, wagering_base, contribution_percent, max_bet, max_cashout, rtp, volatility } = parsed;
    const input = { bonusAmount: bonus_amount, deposit, wageringMultiplier: wagering_multiplier, wageringBase: wagering_base, contributionPercent: contribution_percent, maxBet: max_bet, maxCashout: max_cashout, rtp, volatility };
    try {
      await compute({ variables: { input } });
    } catch (caught) {
      setFailure(failureText(caught, 'DATA_LOAD_FAILED'));
    }
  });

  return (
    <section className="dash-page calculator-page" aria-labelledby="calculator-title">
      <h1 id="calculator-title">Kalkulačka bonusu</h1>
      <p className="calculator-page__intro">Zadejte podmínky kasinového bonusu, který jste našli jinde, a hru, na které ho protočíte. Spočítáme, kolik je potřeba protočit, co si kasino v průměru nechá a jak může dopadnout.</p>
      <GamblingNotice />
      <form className="calculator-form" onSubmit={(event) => void submit(event)} noValidate>
        {AMOUNT_FIELDS.slice(0, 3).map((field) => (
          <TextField key={field} label={LABELS[field]} unit={UNITS[field]} inputMode="decimal" autoComplete="off" error={errors[field]?.message} {...register(field)} />
        ))}
        <div className="ui-field">
          <label htmlFor="calculator-base">{LABELS.wagering_base}</label>
          <select id="calculator-base" {...register('wagering_base')}>
            {WAGERING_BASES.map((base) => (
              <option key={base} value={base}>
                {WAGERING_BASE_LABELS[base]}
              </option>
            ))}
          </select>
        </div>
        {AMOUNT_FIELDS.slice(3).map((field) => (
          <TextField key={field} label={LABELS[field]} unit={UNITS[field]} inputMode="decimal" autoComplete="off" error={errors[field]?.message} {...register(field)} />
        ))}
        <TextField label="RTP hry" unit="%" inputMode="decimal" autoComplete="off" error={errors.rtp?.message} {...register('rtp')} />
        <div className="ui-field">
          <label htmlFor="calculator-volatility">Volatilita hry</label>
          <select id="calculator-volatility" {...register('volatility')}>
            {GAME_VOLATILITIES.map((volatility) => (
              <option key={volatility} value={volatility}>
                {VOLATILITY_LABELS[volatility]}
              </option>
            ))}
          </select>
        </div>
        <div className="calculator-form__actions">
          <Button type="submit" disabled={loading}>
            <Calculator size={18} aria-hidden />
            {loading ? 'Počítám…' : 'Spočítat hodnotu'}
          </Button>
        </div>
      </form>
      {failure && <Alert>{failure}</Alert>}
      <div aria-live="polite">
        {data && !failure && (
          <section className="dash-section calculator-result" aria-labelledby="calculator-result-title">
            <h2 id="calculator-result-title">Výsledek</h2>
            <BonusValueSummary value={data.bonusValue} chartTitle="Rozložení výsledků bonusu" />
          </section>
        )}
      </div>
    </section>
  );
}
