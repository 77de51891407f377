import { fireEvent, render, screen } from '@testing-library/react';
import { BonusCard } from './BonusCard';
import { BonusSteps } from './BonusSteps';
import type { BonusPresentation } from './bonus-presentation';

const steps = ['Registrace', 'Ověření', 'Vklad', 'Sázky'].map((title, order) => ({ id: order + 1, title, subtitle: 's', description: `<p>${title}</p>`, icon: '📝', order }));

describe('BonusSteps', () => {
  it('records n + 1 for the next step, n for an undo, and keeps later steps locked', () => {
    const onRecord = jest.fn();
    render(<BonusSteps steps={steps} stepIdx={2} busy={false} readOnly={false} onRecord={onRecord} />);
    expect(screen.getAllByTestId('bonus-step').map((li) => li.dataset.status)).toEqual(['completed', 'completed', 'active', 'locked']);
    fireEvent.click(screen.getByRole('button', { name: 'Splnit krok 3' }));
    expect(onRecord).toHaveBeenLastCalledWith(3);
    // The next step opens, but stays locked until the parent records step 3.
    expect((screen.getByRole('button', { name: 'Splnit krok 4' }) as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: /1\. Registrace/ }));
    fireEvent.click(screen.getByRole('button', { name: 'Vrátit krok 1' }));
    expect(onRecord).toHaveBeenLastCalledWith(0);
  });

  it('offers no actions on a locked bonus', () => {
    render(<BonusSteps steps={steps} stepIdx={1} busy={false} readOnly onRecord={jest.fn()} />);
    expect(screen.queryByRole('button', { name: /Splnit krok|Vrátit krok/ })).toBeNull();
    // The open step is not "Právě plníte" when nothing can be done with it.
    expect(screen.getAllByTestId('bonus-step').map((li) => li.dataset.status)).toEqual(['completed', 'locked', 'locked', 'locked']);
  });
});

describe('BonusCard', () => {
  const bonus = {
    id: 7, name: 'Air Bank', description: '', startTimestamp: 0, endTimestamp: 4102444800, expectedValue: 1000, neededCapital: 0, specialMark: 'VIP',
    stepList: steps, stepIdx: 0, urlBonusConditions: '', urlLink: '', riskRate: 1, company: { id: 1, name: 'Air Bank' }, games: [], bonusTypeName: 'bank', lock: null,
  } as BonusPresentation;

  it("reads 'Začít' before the first step and 'Pokračovat' after, with two quick steps and '+N more'", () => {
    const { rerender } = render(<BonusCard bonus={bonus} now={new Date()} onOpen={jest.fn()} />);
    expect(screen.getByRole('button').textContent).toBe('Začít');
    expect(screen.getByText('+2 další kroky')).toBeTruthy();
    rerender(<BonusCard bonus={{ ...bonus, stepIdx: 1 }} now={new Date()} onOpen={jest.fn()} />);
    expect(screen.getByRole('button').textContent).toBe('Pokračovat');
  });
});
