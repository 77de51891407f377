import { czechMonthName, finishedMonthChange } from '@bonus/domain';
import { ChartHeadline, MonthBarChart } from '@bonus/ui';

const SIGN = { up: 1, down: -1, even: 0 } as const;

interface MonthlyBarsProps {
  title: string;
  rows: { month: string; value: number }[];
  /** A value on the axis ("5 000 Kč", "3"). */
  format: (value: number) => string;
  /** A value in the headline and tooltip ("5 000 Kč", "3 registrace"); the axis format when not given. */
  valueText?: (value: number) => string;
  color: string;
}

/**
 * Twelve months as bars under their headline (the last finished month against the one before), with round
 * axis steps, Czech month labels and one tooltip per month.
 */
export function MonthlyBars({ title, rows, format, valueText = format, color }: MonthlyBarsProps) {
  const headline = finishedMonthChange(rows);
  return (
    <>
      {headline && (
        <ChartHeadline
          value={`${valueText(headline.value)} za ${czechMonthName(headline.month).split(' ')[0]}`}
          change={SIGN[headline.change.tone]}
          changeText={headline.change.text}
        />
      )}
      <MonthBarChart title={title} months={rows} axisText={format} valueText={valueText} color={color} height={240} shortLabels />
    </>
  );
}
