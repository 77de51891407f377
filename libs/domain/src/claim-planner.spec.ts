import { cannotStart, describeEligibilityRuleViews, hiddenOffersNote, OfferWithDeadlines, remindableFrom, upcomingDeadlines } from './claim-planner';

const plain = (text: string) => text.replace(/\u00a0/g, ' ');

describe('cannotStart', () => {
  it('hides only offers the member may not claim and has not started', () => {
    expect(cannotStart({ eligibility: { eligible: false }, stepIdx: 0 })).toBe(true);
    expect(cannotStart({ eligibility: { eligible: false }, stepIdx: 1 })).toBe(false);
    expect(cannotStart({ eligibility: { eligible: true }, stepIdx: 0 })).toBe(false);
  });
});

describe('hiddenOffersNote', () => {
  it('agrees the verb, the noun and the relative pronoun with the count', () => {
    expect(plain(hiddenOffersNote(1))).toBe('Skryta 1 nabídka, na kterou teď nemáte nárok');
    expect(plain(hiddenOffersNote(2))).toBe('Skryty 2 nabídky, na které teď nemáte nárok');
    expect(plain(hiddenOffersNote(4))).toBe('Skryty 4 nabídky, na které teď nemáte nárok');
    expect(plain(hiddenOffersNote(5))).toBe('Skryto 5 nabídek, na které teď nemáte nárok');
    expect(plain(hiddenOffersNote(21))).toBe('Skryto 21 nabídek, na které teď nemáte nárok');
  });
});

describe('remindableFrom', () => {
  it('is the day the last reason lifts, and needs every reason to carry a date', () => {
    expect(remindableFrom([{ eligibleFrom: 300 }, { eligibleFrom: 200 }])).toBe(300);
    expect(remindableFrom([{ eligibleFrom: 100 }, { eligibleFrom: null }])).toBeNull();
    expect(remindableFrom([])).toBeNull();
  });
});

describe('upcomingDeadlines', () => {
  const offer = (id: number, stepIdx: number, dues: (number | null)[], overdue = false): OfferWithDeadlines => {
    const open = dues.filter((due, index): due is number => due !== null && index >= stepIdx);
    return {
      id,
      name: `Nabídka ${id}`,
      stepIdx,
      stepList: dues.map((_, index) => ({ title: `Krok ${index + 1}` })),
      deadlines: { steps: dues.map((dueTimestamp) => ({ dueTimestamp, missed: false })), nextDueTimestamp: open.length ? Math.min(...open) : null, overdue },
    };
  };

  it('lists the next due step of each started offer, overdue first, then the nearest', () => {
    const list = upcomingDeadlines([offer(1, 0, [500, 900]), offer(2, 1, [100, 300, null]), offer(3, 0, [400], true), { ...offer(4, 0, [50]), deadlines: null }]);
    expect(list).toEqual([
      { bonusId: 3, bonusName: 'Nabídka 3', stepTitle: 'Krok 1', dueTimestamp: 400, overdue: true },
      { bonusId: 2, bonusName: 'Nabídka 2', stepTitle: 'Krok 2', dueTimestamp: 300, overdue: false },
      { bonusId: 1, bonusName: 'Nabídka 1', stepTitle: 'Krok 1', dueTimestamp: 500, overdue: false },
    ]);
  });

  it('leaves out offers with nothing due', () => {
    expect(upcomingDeadlines([offer(1, 2, [100, 200])])).toEqual([]);
  });
});

describe('describeEligibilityRuleViews', () => {
  it('says each rule in words with the company named', () => {
    const none = { companyId: null, months: null, min: null, max: null };
    expect(
      describeEligibilityRuleViews(
        [
          { ...none, kind: 'no_account_within', companyId: 3, months: 12 },
          { ...none, kind: 'once_per_person' },
          { ...none, kind: 'age', min: 30, max: 20 },
        ],
        (id) => (id === 3 ? 'Česká spořitelna' : '?'),
      ),
    ).toEqual(['Nedostupné pro členy, kteří měli účet u České spořitelny v posledních 12\u00a0měsících.', 'Jen jednou na osobu: nedostupné pro členy, kteří tuto nabídku už dokončili.']);
  });
});
