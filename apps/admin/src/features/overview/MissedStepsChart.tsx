import { czechMonthName, finishedMonthChange, formatCount, isEmptySeries } from '@bonus/domain';
import { ChartHeadline, MonthBarChart } from '@bonus/ui';
import { toneSign } from './TrendChip';

const STEPS = { one: 'zmeškaný krok', few: 'zmeškané kroky', other: 'zmeškaných kroků' };
const stepsText = (value: number) => formatCount(value, STEPS);
/** Under the heading "Zmeškané kroky" the headline says just "3 kroky", so it fits a phone. */
const SHORT = { one: 'krok', few: 'kroky', other: 'kroků' };
const axisText = (value: number) => value.toLocaleString('cs-CZ');

/**
 * "Zmeškané kroky" (issue #36 §4): steps whose deadline passed before the member completed them, per month of
 * the due time, under the last finished month against the one before. More missed steps is worse, so a rise shows red.
 */
export function MissedStepsChart({ months }: { months: readonly { month: string; value: number }[] }) {
  const headline = finishedMonthChange(months);
  return (
    <section className="ui-card admin-chart" aria-labelledby="missed-steps-title">
      <h2 id="missed-steps-title">Zmeškané kroky po měsících</h2>
      {isEmptySeries(months.map((row) => row.value)) ? (
        <p className="overview-chart-empty">Za posledních 12 měsíců členové nezmeškali žádnou lhůtu kroku.</p>
      ) : (
        <>
          {headline && (
            <ChartHeadline
              value={<span className="overview-headline-text">{`${formatCount(headline.value, SHORT)} za ${czechMonthName(headline.month).split(' ')[0]}`}</span>}
              change={-toneSign(headline.change.tone)}
              changeText={headline.change.text}
            />
          )}
          <MonthBarChart title="Zmeškané kroky po měsících" months={months} axisText={axisText} valueText={stepsText} color="var(--color-danger)" height={220} shortLabels />
        </>
      )}
    </section>
  );
}
