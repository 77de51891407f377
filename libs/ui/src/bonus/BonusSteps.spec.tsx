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

  it('says by when each step with a deadline is due, and marks a missed one', () => {
    const due = Date.UTC(2026, 11, 1, 13, 5) / 1000;
    const dated = steps.map((step, index) => ({ ...step, due: index === 1 ? { dueTimestamp: due, missed: true } : index === 2 ? { dueTimestamp: due + 86_400, missed: false } : null }));
    render(<BonusSteps steps={dated} stepIdx={1} busy={false} readOnly={false} onRecord={jest.fn()} />);
    const lines = screen.getAllByTestId('bonus-step-due').map((line) => line.textContent?.replace(/[\u00a0\u202f]/g, ' '));
    expect(lines).toEqual(['Splnit do 1. 12. 2026 14:05Termín zmeškán', 'Splnit do 2. 12. 2026 14:05']);
    expect(screen.getByText('Termín zmeškán').className).toContain('ui-status-label--danger');
  });

  it("shows a step's progress from the member's statements, marks it met, and a step's warning as a note", () => {
    const noted = steps.map((step, index) => ({
      ...step,
      progress: index === 1 ? { text: '2 ze 3 plateb, zbývá 27 dní', met: false, counted: [] } : index === 2 ? { text: '25 000 Kč z 25 000 Kč, splněno', met: true, counted: [] } : null,
      warning: index === 3 ? 'Pokud platíte kartou banky, u které plníte bonus, platba se do jejích podmínek nezapočítá.' : null,
    }));
    render(<BonusSteps steps={noted} stepIdx={1} busy={false} readOnly={false} onRecord={jest.fn()} />);
    expect(screen.getAllByTestId('bonus-step-progress').map((line) => line.textContent)).toEqual(['Podle výpisů: 2 ze 3 plateb, zbývá 27 dní', 'Podle výpisů: 25 000 Kč z 25 000 Kč, splněnoPodmínka splněna']);
    expect(screen.getByText('Podmínka splněna').className).toContain('ui-status-label--success');
    expect(screen.getByRole('note').textContent).toContain('Pokud platíte kartou banky');
    // Step 3 is met but step 2 is not done: nothing to confirm yet.
    expect(screen.queryByRole('button', { name: /Potvrdit splnění/ })).toBeNull();
  });

  it('lists the payments that counted and confirms a met step in one click, only when it may be completed', () => {
    const counted = [
      { id: 11, bookedTimestamp: Date.UTC(2026, 10, 12) / 1000, amount: -450.5, counterparty: 'Albert Praha' },
      { id: 12, bookedTimestamp: Date.UTC(2026, 10, 14) / 1000, amount: -120, counterparty: null },
    ];
    const met = steps.map((step, index) => ({ ...step, progress: index === 1 ? { text: '2 ze 2 plateb, splněno', met: true, counted } : null }));
    const onRecord = jest.fn();
    const { rerender } = render(<BonusSteps steps={met} stepIdx={1} busy={false} readOnly={false} onRecord={onRecord} />);
    const list = screen.getByRole('list', { name: 'Započtené platby ke kroku 2' });
    expect([...list.querySelectorAll('li')].map((row) => row.textContent?.replace(/[\u00a0\u202f]/g, ' '))).toEqual(['12. 11. 2026Albert Praha−450,50 Kč', '14. 11. 2026Bez protistrany−120 Kč']);
    expect(screen.queryByRole('button', { name: 'Splnit krok 2' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Potvrdit splnění kroku 2' }));
    expect(onRecord).toHaveBeenCalledWith(2);
    rerender(<BonusSteps steps={met} stepIdx={2} busy={false} readOnly={false} onRecord={onRecord} />);
    expect(screen.queryByRole('button', { name: /Potvrdit splnění/ })).toBeNull();
    rerender(<BonusSteps steps={met} stepIdx={1} busy={false} readOnly onRecord={onRecord} />);
    expect(screen.queryByRole('button', { name: /Potvrdit splnění/ })).toBeNull();
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

  it('makes start the primary button, and offers a locked bonus only a lighter look', () => {
    const { rerender } = render(<BonusCard bonus={bonus} now={new Date()} onOpen={jest.fn()} />);
    expect(screen.getByRole('button').className).toContain('ui-button--primary');
    rerender(<BonusCard bonus={{ ...bonus, lock: { code: 'BONUS_LOCKED', message: 'Vyžaduje vyšší členství.', upgradable: true } }} now={new Date()} onOpen={jest.fn()} />);
    expect(screen.getByRole('button', { name: 'Zobrazit: Air Bank' }).className).toContain('ui-button--secondary');
    expect(screen.queryByRole('button', { name: /Začít/ })).toBeNull();
  });

  it('offers no start of an offer the member may not claim, but lets them continue one they started', () => {
    const ineligible = { ...bonus, eligibility: { eligible: false } };
    const { rerender } = render(<BonusCard bonus={ineligible} now={new Date()} onOpen={jest.fn()} />);
    expect(screen.getByRole('button', { name: 'Zobrazit: Air Bank' }).className).toContain('ui-button--secondary');
    rerender(<BonusCard bonus={{ ...ineligible, stepIdx: 1 }} now={new Date()} onOpen={jest.fn()} />);
    expect(screen.getByRole('button').textContent).toBe('Pokračovat');
  });

  it("names the member's next step deadline on a started offer's card, not a passed one or a completed step's", () => {
    const now = new Date('2026-12-02T09:00:00Z');
    const unix = (iso: string) => Date.parse(iso) / 1000;
    const dues = [unix('2026-12-01T08:00:00Z'), unix('2026-12-01T12:00:00Z'), unix('2026-12-03T08:30:00Z'), null];
    const started = { ...bonus, stepIdx: 1, stepList: steps.map((step, index) => ({ ...step, due: { dueTimestamp: dues[index], missed: false } })) };
    const { rerender } = render(<BonusCard bonus={started} now={now} onOpen={jest.fn()} />);
    expect(screen.getByTestId('bonus-timing').textContent).toBe('Splňte další krok zítra do 9:30');
    expect(screen.getByTestId('bonus-timing').className).toContain('bonus-timing--warning');
    rerender(<BonusCard bonus={{ ...started, stepIdx: 3 }} now={now} onOpen={jest.fn()} />);
    expect(screen.getByTestId('bonus-timing').textContent).toMatch(/^Platí do /);
  });

  it('shows the risk as one coloured label and the operator as a lettermark', () => {
    render(<BonusCard bonus={{ ...bonus, riskRate: 3 }} now={new Date()} onOpen={jest.fn()} />);
    expect(screen.getByText('Střední riziko').className).toContain('ui-status-label--warning');
    expect(screen.getByTestId('operator-mark').textContent).toBe('AB');
  });

  it('marks finished quick steps with a check and muted text, not strike-through', () => {
    render(<BonusCard bonus={{ ...bonus, stepIdx: 1 }} now={new Date()} onOpen={jest.fn()} />);
    const done = screen.getByText('Registrace').closest('li')!;
    expect(done.className).toBe('is-done');
    expect(done.querySelector('svg.lucide-check')).not.toBeNull();
    expect(done.textContent).toContain('(hotovo)');
  });
});
