import { render, screen } from '@testing-library/react';
import { MissedStepsChart } from './MissedStepsChart';

const months = (values: number[]) => values.map((value, index) => ({ month: `2026-${String(index + 1).padStart(2, '0')}`, value }));

describe('MissedStepsChart', () => {
  it('heads the bars with the last finished month, a rise in missed steps shown as bad', () => {
    const { container } = render(<MissedStepsChart months={months([0, 0, 0, 0, 0, 0, 0, 0, 2, 3, 1])} />);
    expect(screen.getByRole('heading', { name: 'Zmeškané kroky po měsících' })).toBeTruthy();
    expect(container.querySelector('.ui-chart-headline')?.textContent).toBe('3\u00a0kroky za říjen+50\u00a0% proti září');
    expect(container.querySelector('.ui-diff-chip--down')).not.toBeNull();
    const labels = [...container.querySelectorAll('text')].map((text) => text.textContent);
    expect(labels).toEqual(expect.arrayContaining(['0', '3', 'zář', 'říj', 'lis']));
  });

  it('shows a fall in missed steps as good', () => {
    const { container } = render(<MissedStepsChart months={months([5, 1, 0])} />);
    expect(container.querySelector('.ui-chart-headline')?.textContent).toBe('1\u00a0krok za únor\u221280\u00a0% proti lednu');
    expect(container.querySelector('.ui-diff-chip--up')).not.toBeNull();
  });

  it('says so instead of drawing empty bars when no step was missed', () => {
    const { container } = render(<MissedStepsChart months={months([0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0])} />);
    expect(screen.getByText('Za posledních 12 měsíců členové nezmeškali žádnou lhůtu kroku.')).toBeTruthy();
    expect(container.querySelector('svg')).toBeNull();
  });
});
