import { render } from '@testing-library/react';
import { MonthlyBars } from './MonthlyBars';

const rows = [
  { month: '2026-09', value: 2 },
  { month: '2026-10', value: 3 },
  { month: '2026-11', value: 1 },
];

describe('MonthlyBars', () => {
  it('heads the chart with the last finished month and its change, in the value’s words', () => {
    const { container } = render(<MonthlyBars title="Registrace" rows={rows} format={String} valueText={(value) => `${value} registrace`} color="red" />);
    expect(container.querySelector('.ui-chart-headline')?.textContent).toBe('3 registrace za říjen+50\u00a0% proti září');
    expect(container.querySelector('.ui-diff-chip--up')).not.toBeNull();
  });

  it('marks the value axis at round steps and names the months in Czech', () => {
    const { container } = render(<MonthlyBars title="Registrace" rows={rows} format={String} color="red" />);
    const labels = [...container.querySelectorAll('text')].map((text) => text.textContent);
    expect(labels).toEqual(expect.arrayContaining(['0', '1', '2', '3', 'zář', 'říj', 'lis']));
    expect(labels).not.toContain('2.5');
  });
});
