import { fireEvent, render, screen } from '@testing-library/react';
import { BonusCard } from './BonusCard';
import { BonusSteps } from './BonusSteps';
import type { BonusPresentation } from './bonus-presentation';

const steps = ['Registrace', 'Ověření', 'Vklad', 'Sázky'].map((title, order) => ({ id: order + 1, title, subtitle: 's', description: `<p>${title}</p>`, icon: '📝', order }));

const progressOf = (done: number, needed: number, met: boolean) => ({
  words: { done: `${done} ze ${needed} plateb`, missing: met ? null : 'chybí 1\u00a0platba', time: met ? 'splněno' : 'zbývá 27\u00a0dní' },
  share: Math.min(1, done / needed),
  met,
  counted: [] as { id: number; bookedTimestamp: number; amount: number; counterparty: string | null }[],
});

describe('BonusSteps', () => {
  it('shows the steps without actions of their own: done, the one being worked on, and the locked ones', () => {
    render(<BonusSteps steps={steps} stepIdx={2} now={new Date()} readOnly={false} />);
    expect(screen.getAllByTestId('bonus-step').map((li) => li.dataset.status)).toEqual(['completed', 'completed', 'active', 'locked']);
    expect(screen.queryByRole('button', { name: /Splnit krok|Vrátit krok|Potvrdit/ })).toBeNull();
    // A step opens and closes to show what to do.
    fireEvent.click(screen.getByRole('button', { name: /1\. Registrace/ }));
    expect(screen.getByRole('button', { name: /1\. Registrace/ }).getAttribute('aria-expanded')).toBe('true');
  });

  it('shows no step as being worked on in a locked bonus', () => {
    render(<BonusSteps steps={steps} stepIdx={1} now={new Date()} readOnly />);
    expect(screen.getAllByTestId('bonus-step').map((li) => li.dataset.status)).toEqual(['completed', 'locked', 'locked', 'locked']);
  });

  it('says by when each step with a deadline is due in calm words, the exact moment in its tooltip, and marks a missed one', () => {
    // Wednesday 2. 12. 2026, 10:00 in Prague.
    const now = new Date('2026-12-02T09:00:00Z');
    const dues = [null, Date.parse('2026-12-01T13:05:00Z') / 1000, Date.parse('2026-12-03T08:30:00Z') / 1000, Date.parse('2026-12-10T12:00:00Z') / 1000];
    const dated = steps.map((step, index) => ({ ...step, due: dues[index] ? { dueTimestamp: dues[index], missed: index === 1 } : null }));
    render(<BonusSteps steps={dated} stepIdx={1} now={now} readOnly={false} />);
    const lines = screen.getAllByTestId('bonus-step-due').map((line) => line.textContent?.replace(/[\u00a0\u202f]/g, ' '));
    expect(lines).toEqual(['Splnit do út 1. 12.Termín zmeškán', 'Splnit zítra do 9:30', 'Splnit do čt 10. 12.']);
    expect(screen.getAllByTestId('bonus-step-due')[1].querySelector('time')?.getAttribute('title')?.replace(/\u00a0/g, ' ')).toBe('čtvrtek 3. 12. 2026, 9:30');
    expect(screen.getByText('Termín zmeškán').className).toContain('ui-status-label--danger');
  });

  it("shows a statement-tracked step's progress as a bar with its words, marks it met, and no bar on a step without tracking", () => {
    const noted = steps.map((step, index) => ({
      ...step,
      progress: index === 1 ? progressOf(2, 3, false) : index === 2 ? progressOf(3, 3, true) : null,
      warning: index === 3 ? 'Pokud platíte kartou banky, u které plníte bonus, platba se do jejích podmínek nezapočítá.' : null,
    }));
    render(<BonusSteps steps={noted} stepIdx={1} now={new Date()} readOnly={false} statementLink={<a href="/dashboard/statements">Nahrát novější výpis</a>} />);
    const bars = screen.getAllByRole('progressbar');
    expect(bars.map((bar) => [bar.getAttribute('aria-label'), bar.getAttribute('aria-valuenow'), bar.getAttribute('aria-valuetext')])).toEqual([
      ['Krok 2 podle výpisů', '67', '2 ze 3 plateb'],
      ['Krok 3 podle výpisů', '100', '3 ze 3 plateb'],
    ]);
    expect((bars[0].firstElementChild as HTMLElement).style.width).toBe('67%');
    const [open, met] = screen.getAllByTestId('bonus-step-progress');
    expect(open.querySelector('.bonus-step__progress-line')?.textContent?.replace(/\u00a0/g, ' ')).toBe('Podle výpisů: 2 ze 3 plateb · chybí 1 platba · zbývá 27 dní');
    expect(met.querySelector('.ui-status-label--success')?.textContent).toBe('Podmínka splněna');
    // A newer statement is asked for only while the step is not met.
    expect(screen.getAllByRole('link', { name: 'Nahrát novější výpis' })).toHaveLength(1);
    expect(open.contains(screen.getByRole('link', { name: 'Nahrát novější výpis' }))).toBe(true);
    const [first, , , last] = screen.getAllByTestId('bonus-step');
    expect(first.querySelector('[role="progressbar"]')).toBeNull();
    expect(last.querySelector('[role="progressbar"]')).toBeNull();
    expect(screen.getByRole('note').textContent).toContain('Pokud platíte kartou banky');
  });

  it('lists the payments that counted: the day, the counterparty and the amount in the one money format', () => {
    const counted = [
      { id: 11, bookedTimestamp: Date.UTC(2026, 10, 12) / 1000, amount: -450.5, counterparty: 'Albert Praha' },
      { id: 12, bookedTimestamp: Date.UTC(2026, 10, 14) / 1000, amount: -120, counterparty: null },
    ];
    const met = steps.map((step, index) => ({ ...step, progress: index === 1 ? { ...progressOf(2, 2, true), counted } : null }));
    render(<BonusSteps steps={met} stepIdx={1} now={new Date()} readOnly={false} />);
    const list = screen.getByRole('list', { name: 'Započtené platby ke kroku 2' });
    expect([...list.querySelectorAll('li')].map((row) => row.textContent?.replace(/[\u00a0\u202f]/g, ' '))).toEqual(['12. 11. 2026Albert Praha−450,50 Kč', '14. 11. 2026Bez protistrany−120 Kč']);
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
