import { MockedProvider } from '@apollo/client/testing/react';
import { CASINO_ADULTS_NOTICE, GAMBLING_WARNING } from '@bonus/domain';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { UNFORMATTED_AMOUNT } from '../../shared/testing/unformatted-amount';
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

function renderList(bonuses: BonusView[], { now = new Date(), casinoPauseUntil = null }: { now?: Date; casinoPauseUntil?: Date | null } = {}) {
  return render(
    <MockedProvider>
      <MemoryRouter>
        <BonusList bonuses={bonuses.map((bonus) => withStepDues(bonus))} anyOffers summary={(count) => `${count} v seznamu`} now={now} casinoPauseUntil={casinoPauseUntil} onOpen={jest.fn()} />
      </MemoryRouter>
    </MockedProvider>,
  );
}

const cardNames = () => screen.queryAllByRole('article').map((card) => card.querySelector('h3')?.textContent);

describe('BonusList', () => {
  it('shows every amount of the catalogue formatted, the figures and the admin-written texts alike', () => {
    const { container } = renderList([
      offer(1, 'Spořitelna', { description: '<p>Vložte 2000 Kč.</p>', expectedValue: 2000, neededCapital: 15000 }),
      offer(2, 'Sloty', { bonusTypeName: 'slot', expectedValue: 1250, neededCapital: 3000 }),
    ]);
    expect(container.textContent).toMatch(/Kč/);
    expect(container.textContent).not.toMatch(UNFORMATTED_AMOUNT);
  });

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

  describe('during a casino pause', () => {
    const now = new Date('2026-12-01T09:00:00Z');
    const pauseUntil = new Date('2026-12-29T15:00:00Z');
    const pauseLock = { code: 'CASINO_PAUSE' as const, message: 'Máte nastavenou pauzu od kasin, kasinové nabídky teď využít nelze.', upgradable: false };
    const casino = (id: number, name: string, overrides: Partial<BonusView> = {}) =>
      offer(id, name, { bonusTypeName: 'slot', company: { id: 9, name: 'Tipsport' }, expectedValue: 1234, lock: pauseLock, endTimestamp: now.getTime() / 1000 + 3600, ...overrides });

    it('stands the casino offers behind one line, with no value or deadline, and lists their names on request', () => {
      renderList([offer(1, 'Spořitelna'), casino(2, 'Free spiny'), casino(3, 'Rozehraná', { stepIdx: 1 }), casino(4, 'Bez nároku', { eligibility: ineligible })], { now, casinoPauseUntil: pauseUntil });
      expect(cardNames()).toEqual(['Spořitelna']);
      expect(plain(screen.getByTestId('casino-pause-note').textContent)).toBe('Pauza od kasin do 29. 12.: 3 kasinové nabídky skryty');
      expect(screen.getByTestId('bonus-list-summary').textContent).toBe('1 v seznamu');
      const region = screen.getByRole('region', { name: 'Pauza od kasin' });
      const toggle = within(region).getByRole('button', { name: 'Zobrazit názvy nabídek' });
      expect(toggle.getAttribute('aria-expanded')).toBe('false');
      expect(within(region).queryByRole('list')).toBeNull();

      fireEvent.click(toggle);
      expect(toggle.getAttribute('aria-expanded')).toBe('true');
      const names = within(region).getAllByRole('listitem').map((item) => plain(item.textContent));
      expect(names).toEqual(['Free spiny · Tipsport', 'Rozehraná · Tipsport', 'Bez nároku · Tipsport']);
      expect(region.textContent).not.toMatch(/Kč|Zbývá|Končí|1 234/);
      expect(within(region).getByRole('link', { name: 'Nastavení pauzy' }).getAttribute('href')).toBe('/dashboard/settings?tab=casino-pause');
      // The casino offers stay under the 18+ and Ministry warning.
      expect(screen.getAllByTestId('gambling-notice')).toHaveLength(1);
    });

    it('says one offer in the singular and shows no empty-list message when only casino offers were there', () => {
      renderList([casino(2, 'Free spiny')], { now, casinoPauseUntil: pauseUntil });
      expect(plain(screen.getByTestId('casino-pause-note').textContent)).toBe('Pauza od kasin do 29. 12.: 1 kasinová nabídka skryta');
      expect(screen.queryByText('Žádný bonus neodpovídá zvoleným filtrům.')).toBeNull();
    });
  });

  it('warns of gambling once above the casino offers, marks each casino card with an 18+ chip, and warns not at all without one', () => {
    const { unmount } = renderList([offer(1, 'Spořitelna'), offer(2, 'Sloty', { bonusTypeName: 'slot' }), offer(3, 'Live', { bonusTypeName: 'live' })]);
    expect(screen.getAllByTestId('gambling-notice')).toHaveLength(1);
    const banner = screen.getByTestId('gambling-notice');
    expect(banner.closest('article')).toBeNull();
    expect(banner.textContent).toContain(CASINO_ADULTS_NOTICE);
    expect(banner.textContent).toContain(GAMBLING_WARNING);
    // The banner comes before the cards it stands for.
    expect(banner.compareDocumentPosition(screen.getByRole('article', { name: 'Sloty' })) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    const chipsOf = (name: string) => within(screen.getByRole('article', { name })).queryAllByTestId('age-chip');
    expect([chipsOf('Spořitelna'), chipsOf('Sloty'), chipsOf('Live')].map((chips) => chips.length)).toEqual([0, 1, 1]);
    expect(chipsOf('Sloty')[0].textContent).toBe(`18+${CASINO_ADULTS_NOTICE}`);
    unmount();
    renderList([offer(1, 'Spořitelna')]);
    expect(screen.queryByTestId('gambling-notice')).toBeNull();
    expect(screen.queryByTestId('age-chip')).toBeNull();
  });

  it('marks a started offer with a missed step and changed terms, and then names the offer\'s end', () => {
    const due = Date.UTC(2026, 10, 20, 9) / 1000;
    renderList([offer(1, 'Rozpracovaná', { stepIdx: 0, termsChanged: true, startedTermsVersion: 1, termsVersion: 2, deadlines: { steps: [{ dueTimestamp: due, missed: true }], nextDueTimestamp: due, overdue: true } })], { now: new Date('2026-11-24T09:00:00Z') });
    const card = screen.getByRole('article', { name: 'Rozpracovaná' });
    expect(card.querySelector('.ui-status-label--danger')?.textContent).toBe('Zmeškaný termín');
    expect(card.querySelector('.ui-status-label--warning')?.textContent).toBe('Podmínky se změnily');
    expect(plain(within(card).getByTestId('bonus-timing').textContent)).toBe('Platí do pá 1. 1. 2100');
  });

  it("names a started offer's next step deadline on its card instead of the offer's end", () => {
    const due = Date.UTC(2026, 10, 25, 8, 30) / 1000;
    renderList([offer(1, 'Rozpracovaná', { stepIdx: 0, deadlines: { steps: [{ dueTimestamp: due, missed: false }], nextDueTimestamp: due, overdue: false } })], { now: new Date('2026-11-24T09:00:00Z') });
    const line = within(screen.getByRole('article', { name: 'Rozpracovaná' })).getByTestId('bonus-timing');
    expect(plain(line.textContent)).toBe('Splňte další krok zítra do 9:30');
    expect(line.className).toContain('bonus-timing--warning');
    expect(screen.queryByText(/Nejbližší termín/)).toBeNull();
  });

  it("says on each card what members' results were, or that there are too few yet", () => {
    renderList([offer(1, 'Oblíbená', { earningsStats: { n: 143, median: 1020, p25: 900, p75: 1150 } }), offer(2, 'Nová')]);
    const [popular, fresh] = screen.getAllByTestId('earnings-stats');
    expect(plain(popular.textContent)).toBe('Výsledky členů: Medián 1 020 Kč, polovina členů 900–1 150 Kč (za posledních 12 měsíců, 143 výsledků)');
    expect(plain(fresh.textContent)).toBe('Výsledky členů: Zatím málo výsledků');
  });
});
