import { formatCzk, monthlyHeadline } from '@bonus/domain';
import { ChartHeadline, Money, MonthBarChart } from '@bonus/ui';

/** Referral rewards per month as bars under the period's total; the value axis steps by round amounts. */
export function ReferralChart({ months }: { months: { month: string; reward: number }[] }) {
  const rows = months.map((m) => ({ month: m.month, value: m.reward }));
  const headline = monthlyHeadline(rows);
  return (
    <>
      {headline && <ChartHeadline value={<Money czk={headline.total} />} change={headline.latest} changeText={<Money czk={headline.latest} signed />} period={headline.period} />}
      <MonthBarChart title="Odměny po měsících" months={rows} axisText={formatCzk} color="var(--color-success)" />
    </>
  );
}
