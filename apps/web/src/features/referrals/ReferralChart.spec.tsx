import { render } from '@testing-library/react';
import { ReferralChart } from './ReferralChart';

const text = (node: Element | null) => node?.textContent?.replace(/[\u00a0\u202f]/g, ' ');

describe('ReferralChart', () => {
  const months = [
    { month: '2026-10', reward: 120 },
    { month: '2026-11', reward: 330 },
  ];

  it('marks the amount axis at round steps, not at quarters of the largest month', () => {
    const { container } = render(<ReferralChart months={months} />);
    const ticks = Array.from(container.querySelectorAll('svg text'), text).filter((label) => /^[\d ]+ Kč$/.test(label ?? ''));
    expect(ticks).toEqual(['0 Kč', '100 Kč', '200 Kč', '300 Kč', '400 Kč']);
  });

  it('heads the chart with the rewards of the period and of the latest month', () => {
    const { container } = render(<ReferralChart months={months} />);
    expect(text(container.querySelector('.ui-chart-headline'))).toBe('450 Kč+330 Kč za listopad');
  });
});
