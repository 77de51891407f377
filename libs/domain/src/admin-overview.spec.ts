import { activityDayLabel, activityTime, finishedMonthChange, groupByDay, pendingPayoutsSummary, periodChange } from './admin-overview';

describe('periodChange', () => {
  it('says the change in whole percent against the previous month, in the dative', () => {
    expect(periodChange(112, 100, '2026-10')).toEqual({ percent: 12, tone: 'up', text: '+12\u00a0% proti říjnu' });
    expect(periodChange(95, 100, '2026-06')).toEqual({ percent: -5, tone: 'down', text: '\u22125\u00a0% proti červnu' });
    expect(periodChange(1, 3, '2026-12')).toMatchObject({ percent: -67, text: '\u221267\u00a0% proti prosinci' });
  });

  it('names an even period as even, and a tiny change as ±0 %', () => {
    expect(periodChange(40, 40, '2026-01')).toEqual({ percent: 0, tone: 'even', text: 'beze změny proti lednu' });
    expect(periodChange(1001, 1000, '2026-02')).toEqual({ percent: 0, tone: 'even', text: '±0\u00a0% proti únoru' });
  });

  it('has no percentage when the previous period had nothing', () => {
    expect(periodChange(5, 0, '2026-09')).toEqual({ percent: null, tone: 'up', text: 'v září 0' });
    expect(periodChange(0, 0, '2026-09')).toEqual({ percent: 0, tone: 'even', text: 'beze změny proti září' });
  });

  it('refuses a month that is not YYYY-MM', () => {
    expect(() => periodChange(1, 1, 'říjen')).toThrow(RangeError);
  });
});

describe('activity by day', () => {
  // 25 Nov 2026 09:00 in Prague (UTC+1).
  const now = new Date('2026-11-25T08:00:00Z');

  it('calls Prague days Dnes, Včera, or by their date', () => {
    expect(activityDayLabel(new Date('2026-11-24T23:30:00Z'), now)).toBe('Dnes'); // 00:30 on the 25th in Prague
    expect(activityDayLabel(new Date('2026-11-24T22:59:00Z'), now)).toBe('Včera');
    expect(activityDayLabel(new Date('2026-11-23T12:00:00Z'), now)).toBe('Pondělí 23. listopadu');
  });

  it('finds yesterday across the switch to winter time', () => {
    // 26 Oct 2026 in Prague; 25 Oct had 25 hours.
    expect(activityDayLabel(new Date('2026-10-24T22:30:00Z'), new Date('2026-10-25T23:30:00Z'))).toBe('Včera');
  });

  it('groups newest-first events by day, keeping their order', () => {
    const events = [
      { id: 1, at: new Date('2026-11-25T07:00:00Z') },
      { id: 2, at: new Date('2026-11-25T06:00:00Z') },
      { id: 3, at: new Date('2026-11-24T10:00:00Z') },
      { id: 4, at: new Date('2026-11-20T10:00:00Z') },
    ];
    expect(groupByDay(events, now).map((group) => [group.label, group.events.map((event) => event.id)])).toEqual([
      ['Dnes', [1, 2]],
      ['Včera', [3]],
      ['Pátek 20. listopadu', [4]],
    ]);
  });
});

describe('pendingPayoutsSummary', () => {
  it('counts the payouts waiting with the verb agreeing, and those in no bank batch', () => {
    expect(pendingPayoutsSummary(0, 0)).toBe('Žádná výplata nečeká.');
    expect(pendingPayoutsSummary(1, 1)).toBe('1\u00a0výplata čeká, 1 bez dávky pro banku.');
    expect(pendingPayoutsSummary(3, 0)).toBe('3\u00a0výplaty čekají, všechny v dávce pro banku.');
    expect(pendingPayoutsSummary(5, 2)).toBe('5\u00a0výplat čeká, 2 bez dávky pro banku.');
  });
});

describe('activityTime', () => {
  it('is the Prague time', () => {
    expect(activityTime(new Date('2026-11-25T13:05:00Z'))).toBe('14:05');
  });
});

describe('finishedMonthChange', () => {
  it('heads a chart whose last month is running with the last finished month against the one before', () => {
    const rows = [
      { month: '2026-09', value: 50 },
      { month: '2026-10', value: 40 },
      { month: '2026-11', value: 5 },
    ];
    expect(finishedMonthChange(rows)).toEqual({ month: '2026-10', value: 40, change: { percent: -20, tone: 'down', text: '\u221220\u00a0% proti září' } });
  });

  it('has nothing to say with fewer than two finished months', () => {
    expect(finishedMonthChange([{ month: '2026-10', value: 40 }, { month: '2026-11', value: 5 }])).toBeNull();
  });
});
