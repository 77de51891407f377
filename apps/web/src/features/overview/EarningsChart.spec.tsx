import { fireEvent, render } from '@testing-library/react';
import { EarningsChart } from './EarningsChart';

const months = [
  { month: '2026-09', reachedProfit: 1000, successRate: 1, bonuses: 1 },
  { month: '2026-10', reachedProfit: 12215, successRate: 0.5, bonuses: 4 },
  { month: '2026-11', reachedProfit: 2200, successRate: 1, bonuses: 2 },
];
const text = (node: Element | null) => node?.textContent?.replace(/[\u00a0\u202f]/g, ' ');

describe('EarningsChart', () => {
  it('puts the period total and the latest month above the earnings line', () => {
    const { container } = render(<EarningsChart months={months} kind="earnings" />);
    expect(text(container.querySelector('.ui-chart-headline__value'))).toBe('15 415 Kč');
    expect(text(container.querySelector('.ui-chart-headline .ui-diff-chip--up'))).toBe('+2 200 Kč za listopad');
  });

  it('steps the money axis by round amounts up to a mark above the highest point', () => {
    const { container } = render(<EarningsChart months={months} kind="earnings" />);
    const ticks = Array.from(container.querySelectorAll('svg text'), text).filter((label) => /Kč$/.test(label ?? ''));
    expect(ticks).toEqual(['0 Kč', '5 000 Kč', '10 000 Kč', '15 000 Kč', '20 000 Kč']);
  });

  it('counts the bonuses of the period and says what share of them paid off', () => {
    expect(text(render(<EarningsChart months={months} kind="bonuses" />).container.querySelector('.ui-chart-headline'))).toBe('7 bonusů+2 za listopad');
    expect(text(render(<EarningsChart months={months} kind="success" />).container.querySelector('.ui-chart-headline'))).toBe('71 %100 % za listopad');
  });

  it('shows one tooltip with a guide line for the month under the pointer, though the line and its dots both draw it', () => {
    const { container } = render(<EarningsChart months={months} kind="earnings" />);
    const svg = container.querySelector('svg')!;
    // jsdom lays nothing out: the svg maps screen points one to one onto the box Victory drew.
    Object.assign(svg, { getScreenCTM: () => ({ inverse: () => ({ a: 1, d: 1, e: 0, f: 0 }) }) });
    fireEvent.mouseMove(svg, { clientX: 620, clientY: 100 });
    const tooltips = Array.from(container.querySelectorAll('text'), text).filter((label) => label?.startsWith('lis 2026:'));
    expect(tooltips).toEqual(['lis 2026: 15 415 Kč']);
    expect(container.querySelectorAll('.ui-chart-guide line')).toHaveLength(1);
  });
});
