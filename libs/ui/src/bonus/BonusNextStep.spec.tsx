import { render, screen } from '@testing-library/react';
import { BonusNextStep } from './BonusNextStep';

const steps = ['Registrace', 'Ověření', 'Vklad', 'Sázky', 'Výběr'].map((title, order) => ({ id: order + 1, title, subtitle: 's', description: '', icon: '📝' }));
const plain = (text: string | null | undefined) => text?.replace(/[\u00a0\u202f]/g, ' ');
// Wednesday 2. 12. 2026, 10:00 in Prague.
const now = new Date('2026-12-02T09:00:00Z');

describe('BonusNextStep', () => {
  it("names the member's next unfinished step, its number of the total, and its deadline in calm words", () => {
    const dated = steps.map((step, index) => ({ ...step, due: index === 1 ? { dueTimestamp: Date.parse('2026-12-03T08:30:00Z') / 1000, missed: false } : null }));
    render(<BonusNextStep steps={dated} stepIdx={1} now={now} action={<button type="button">Splnit krok 2</button>} />);
    const bar = screen.getByTestId('bonus-next-step');
    expect(plain(bar.querySelector('.bonus-next-step__count')?.textContent)).toBe('Další krok 2 z 5');
    expect(bar.querySelector('.bonus-next-step__title')?.textContent).toBe('Ověření');
    expect(plain(bar.querySelector('.bonus-next-step__due')?.textContent)).toBe('Splnit zítra do 9:30');
    expect(screen.getByRole('button', { name: 'Splnit krok 2' })).toBeTruthy();
  });

  it('says "ze" before a total read with a cluster, asks a new member to start, and marks a missed deadline', () => {
    const three = steps.slice(0, 3).map((step) => ({ ...step, due: { dueTimestamp: Date.parse('2026-12-01T12:00:00Z') / 1000, missed: true } }));
    const { rerender } = render(<BonusNextStep steps={three} stepIdx={0} now={now} />);
    expect(plain(screen.getByTestId('bonus-next-step').querySelector('.bonus-next-step__count')?.textContent)).toBe('Začněte krokem 1 ze 3');
    rerender(<BonusNextStep steps={three} stepIdx={2} now={now} />);
    expect(plain(screen.getByTestId('bonus-next-step').querySelector('.bonus-next-step__count')?.textContent)).toBe('Další krok 3 ze 3');
    expect(screen.getByText('Termín zmeškán').className).toContain('ui-status-label--danger');
  });

  it('says when every step is done, with no step or deadline left to name', () => {
    render(<BonusNextStep steps={steps} stepIdx={5} now={now} />);
    const bar = screen.getByTestId('bonus-next-step');
    expect(plain(bar.querySelector('.bonus-next-step__count')?.textContent)).toBe('Všechny kroky splněny (5 z 5)');
    expect(bar.querySelector('.bonus-next-step__due')).toBeNull();
    expect(bar.textContent).not.toContain('Další krok');
  });
});
