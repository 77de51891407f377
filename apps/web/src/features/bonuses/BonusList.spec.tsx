import { MockedProvider } from '@apollo/client/testing/react';
import { fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { BonusList } from './BonusList';
import type { BonusView } from './bonuses.graphql';
import { withStepDues } from './step-dues';

const plain = (text: string | null | undefined) => text?.replace(/[\u00a0\u202f]/g, ' ');
const FROM = Date.UTC(2027, 2, 1, 23) / 1000;

const offer = (id: number, name: string, overrides: Partial<BonusView> = {}): BonusView => ({
  id, name, description: '<p>Popis</p>', startTimestamp: 0, endTimestamp: 4102444800, expectedValue: 500, neededCapital: 0, specialMark: null,
  stepList: [{ id: id * 10, title: 'Registrace', subtitle: 's', description: '', icon: '📝', order: 0, category: 'registration', deadlineDays: 7, requirement: null }],
  urlBonusConditions: 'https://a.cz', urlLink: 'https://a.cz', riskRate: 1, company: { id: 3, name: 'Česká spořitelna' }, bonusTypeName: 'bank', stepIdx: 0, games: [], lock: null,
  eligibility: { eligible: true, reasons: [], remindTimestamp: null }, eligibilityRules: [], deadlines: null, requirementProgress: null, termsVersion: 1, startedTermsVersion: null, startedTimestamp: null, termsChanged: false, earningsStats: null,
  ...overrides,
});
const ineligible = { eligible: false, reasons: [{ code: 'ELIGIBILITY_RECENT_ACCOUNT' as const, message: 'Účet u České spořitelny jste měli v posledních 12 měsících. Nárok budete mít od 2. 3. 2027.', eligibleFrom: FROM }], remindTimestamp: null };

function renderList(bonuses: BonusView[]) {
  return render(
    <MockedProvider>
      <MemoryRouter>
        <BonusList bonuses={bonuses.map((bonus) => withStepDues(bonus))} anyOffers summary={(count) => `${count} v seznamu`} now={new Date()} onOpen={jest.fn()} />
      </MemoryRouter>
    </MockedProvider>,
  );
}

const cardNames = () => screen.queryAllByRole('article').map((card) => card.querySelector('h3')?.textContent);

describe('BonusList', () => {
  it('hides offers the member cannot claim and has not started, says how many, and shows them on request', () => {
    renderList([
      offer(1, 'Volná'),
      offer(2, 'Bez nároku', { eligibility: ineligible }),
      offer(3, 'Rozpracovaná bez nároku', { eligibility: ineligible, stepIdx: 1 }),
      offer(4, 'Také bez nároku', { eligibility: { ...ineligible, reasons: [{ code: 'ELIGIBILITY_AGE', message: 'Nabídka je jen pro členy ve věku 18–26 let.', eligibleFrom: null }] } }),
    ]);
    expect(cardNames()).toEqual(['Volná', 'Rozpracovaná bez nároku']);
    expect(plain(screen.getByTestId('bonus-hidden-note').textContent)).toBe('Skryty 2 nabídky, na které teď nemáte nárok');
    expect(screen.getByTestId('bonus-list-summary').textContent).toBe('2 v seznamu');
    // A started offer stays continuable and says nothing about eligibility.
    expect(screen.queryByTestId('bonus-eligibility')).toBeNull();

    fireEvent.click(screen.getByLabelText('Zobrazit i nabídky, na které teď nemáte nárok'));
    expect(cardNames()).toEqual(['Volná', 'Bez nároku', 'Rozpracovaná bez nároku', 'Také bez nároku']);
    expect(screen.queryByTestId('bonus-hidden-note')).toBeNull();
    const card = screen.getByRole('article', { name: 'Bez nároku' });
    expect(card.textContent).toContain('Nárok budete mít od 2. 3. 2027.');
    expect(card.querySelector('.ui-button--primary')).toBeNull();
    expect(screen.getByRole('button', { name: 'Zobrazit: Bez nároku' })).toBeTruthy();
  });

  it('says one hidden offer in the singular, and that none is claimable when all are hidden', () => {
    renderList([offer(2, 'Bez nároku', { eligibility: ineligible })]);
    expect(plain(screen.getByTestId('bonus-hidden-note').textContent)).toBe('Skryta 1 nabídka, na kterou teď nemáte nárok');
    expect(screen.getByText('Na žádnou z nabídek teď nemáte nárok.')).toBeTruthy();
  });

  it('shows no switch when every offer is claimable', () => {
    renderList([offer(1, 'Volná')]);
    expect(screen.queryByLabelText('Zobrazit i nabídky, na které teď nemáte nárok')).toBeNull();
  });

  it('marks a started offer with a missed step and changed terms, with its next due time', () => {
    const due = Date.UTC(2026, 10, 20, 9) / 1000;
    renderList([offer(1, 'Rozpracovaná', { stepIdx: 0, termsChanged: true, startedTermsVersion: 1, termsVersion: 2, deadlines: { steps: [{ dueTimestamp: due, missed: true }], nextDueTimestamp: due, overdue: true } })]);
    const card = screen.getByRole('article', { name: 'Rozpracovaná' });
    expect(card.querySelector('.ui-status-label--danger')?.textContent).toBe('Zmeškaný termín');
    expect(card.querySelector('.ui-status-label--warning')?.textContent).toBe('Podmínky se změnily');
    expect(plain(screen.getByTestId('bonus-next-due').textContent)).toBe('Nejbližší termín: 20. 11. 2026 10:00');
  });

  it("says on each card what members' results were, or that there are too few yet", () => {
    renderList([offer(1, 'Oblíbená', { earningsStats: { n: 143, median: 1020, p25: 900, p75: 1150 } }), offer(2, 'Nová')]);
    const [popular, fresh] = screen.getAllByTestId('earnings-stats');
    expect(plain(popular.textContent)).toBe('Výsledky členů: Medián 1 020 Kč, polovina členů 900–1 150 Kč (za posledních 12 měsíců, 143 výsledků)');
    expect(plain(fresh.textContent)).toBe('Výsledky členů: Zatím málo výsledků');
  });
});
