import { render, screen } from '@testing-library/react';
import { DiffChip, Money } from './Money';

describe('Money', () => {
  it('sets an amount in Czech format with tabular figures', () => {
    const { container } = render(<Money czk={4600} />);
    expect(container.textContent).toBe('4\u00a0600\u00a0Kč');
    expect(container.querySelector('.ui-money')).not.toBeNull();
  });

  it('signs gains and losses with a true minus when asked', () => {
    expect(render(<Money czk={200} signed />).container.textContent).toBe('+200\u00a0Kč');
    expect(render(<Money czk={-1500} signed />).container.textContent).toBe('−1\u00a0500\u00a0Kč');
    expect(render(<Money czk={0} signed />).container.textContent).toBe('0\u00a0Kč');
  });

  it("keeps a statement's haléře when asked", () => {
    expect(render(<Money czk={-99.5} signed halere />).container.textContent).toBe('−99,50\u00a0Kč');
    expect(render(<Money czk={250} signed halere />).container.textContent).toBe('+250\u00a0Kč');
  });
});

describe('DiffChip', () => {
  it('shows more than expected in the up tone and says so to a screen reader', () => {
    const { container } = render(<DiffChip actual={4600} expected={4500} />);
    expect(container.querySelector('.ui-diff-chip--up')?.textContent).toContain('+100\u00a0Kč');
    expect(screen.getByText('o 100 Kč více než očekáváno')).toBeTruthy();
  });

  it('shows less than expected in the down tone', () => {
    const { container } = render(<DiffChip actual={4000} expected={4500} />);
    expect(container.querySelector('.ui-diff-chip--down')?.textContent).toContain('−500\u00a0Kč');
  });

  it('shows an exact hit as even', () => {
    const { container } = render(<DiffChip actual={4500} expected={4500} />);
    expect(container.querySelector('.ui-diff-chip--even')).not.toBeNull();
  });
});
