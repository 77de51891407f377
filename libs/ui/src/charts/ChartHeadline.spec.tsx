import { render } from '@testing-library/react';
import { Money } from '../money/Money';
import { ChartHeadline } from './ChartHeadline';

describe('ChartHeadline', () => {
  it('puts the figure first and the period change beside it, coloured by its sign', () => {
    const { container } = render(<ChartHeadline value={<Money czk={15415} />} change={2200} changeText={<Money czk={2200} signed />} period="za listopad" />);
    expect(container.querySelector('.ui-chart-headline__value')?.textContent).toBe('15\u00a0415\u00a0Kč');
    expect(container.querySelector('.ui-diff-chip--up')?.textContent).toBe('+2\u00a0200\u00a0Kč za listopad');
  });

  it('colours a fall as down and shows no chip without a change', () => {
    expect(render(<ChartHeadline value="3" change={-1} changeText="−1" period="za listopad" />).container.querySelector('.ui-diff-chip--down')).not.toBeNull();
    expect(render(<ChartHeadline value="3" />).container.querySelector('.ui-diff-chip')).toBeNull();
  });
});
