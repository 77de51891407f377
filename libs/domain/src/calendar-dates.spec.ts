import fc from 'fast-check';
import { addCalendarMonths, addCalendarMonthsRoundingUp, compareCalendarDates, nextPragueMidnight, parseCalendarDate, pragueCalendarDate, pragueMidnight, wholeYearsOld } from './calendar-dates';

const date = (value: string) => parseCalendarDate(value)!;

describe('addCalendarMonthsRoundingUp (the end of a window as a strict bank counts it)', () => {
  it.each([
    ['2026-08-31', 6, '2027-03-01'],
    ['2026-08-30', 6, '2027-03-01'],
    ['2026-08-29', 6, '2027-03-01'],
    ['2026-08-28', 6, '2027-02-28'],
    ['2027-08-30', 6, '2028-03-01'],
    ['2027-08-29', 6, '2028-02-29'],
    ['2026-01-31', 1, '2026-03-01'],
    ['2026-03-31', 1, '2026-05-01'],
    ['2026-12-31', 12, '2027-12-31'],
    ['2026-03-10', 12, '2027-03-10'],
  ])('%s + %i months → %s', (from, months, to) => {
    expect(addCalendarMonthsRoundingUp(date(from), months)).toEqual(date(to));
  });

  it('never ends before the clamped date nor more than the three days a month may lack after it', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1990, max: 2100 }), fc.integer({ min: 1, max: 12 }), fc.integer({ min: 1, max: 31 }), fc.integer({ min: 1, max: 120 }), (year, month, day, months) => {
        const start = parseCalendarDate(`${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`);
        if (!start) return;
        const clamped = addCalendarMonths(start, months);
        const rounded = addCalendarMonthsRoundingUp(start, months);
        expect(compareCalendarDates(rounded, clamped)).toBeGreaterThanOrEqual(0);
        expect(rounded.day === start.day || (rounded.day === 1 && clamped.day < start.day)).toBe(true);
      }),
    );
  });
});

describe('addCalendarMonths', () => {
  it.each([
    ['2026-01-31', 1, '2026-02-28'],
    ['2028-01-31', 1, '2028-02-29'],
    ['2028-02-29', 12, '2029-02-28'],
    ['2026-11-25', 12, '2027-11-25'],
    ['2026-11-25', 2, '2027-01-25'],
    ['2026-03-31', -1, '2026-02-28'],
    ['2026-05-15', 120, '2036-05-15'],
  ])('%s + %i months = %s', (from, months, to) => {
    expect(addCalendarMonths(date(from), months)).toEqual(date(to));
  });

  it('never lands on a day the month lacks', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1990, max: 2100 }), fc.integer({ min: 1, max: 12 }), fc.integer({ min: 1, max: 31 }), fc.integer({ min: -240, max: 240 }), (year, month, day, months) => {
        const start = parseCalendarDate(`${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`);
        if (!start) return;
        const result = addCalendarMonths(start, months);
        expect(parseCalendarDate(`${result.year}-${String(result.month).padStart(2, '0')}-${String(result.day).padStart(2, '0')}`)).toEqual(result);
      }),
    );
  });
});

describe('wholeYearsOld', () => {
  it('turns 18 on the birthday itself, not the day before', () => {
    expect(wholeYearsOld(date('2008-11-25'), date('2026-11-24'))).toBe(17);
    expect(wholeYearsOld(date('2008-11-25'), date('2026-11-25'))).toBe(18);
  });

  it('counts a 29 February birthday on 28 February in common years', () => {
    expect(wholeYearsOld(date('2008-02-29'), date('2026-02-27'))).toBe(17);
    expect(wholeYearsOld(date('2008-02-29'), date('2026-02-28'))).toBe(18);
    expect(wholeYearsOld(date('2008-02-29'), date('2028-02-29'))).toBe(20);
  });
});

describe('parseCalendarDate', () => {
  it('refuses dates that do not exist', () => {
    expect(parseCalendarDate('2026-02-29')).toBeNull();
    expect(parseCalendarDate('2026-13-01')).toBeNull();
    expect(parseCalendarDate('1. 2. 2026')).toBeNull();
  });
});

describe('pragueMidnight', () => {
  it('begins the Prague day in winter and in summer time', () => {
    expect(pragueMidnight(date('2026-11-25')).toISOString()).toBe('2026-11-24T23:00:00.000Z');
    expect(pragueMidnight(date('2026-07-01')).toISOString()).toBe('2026-06-30T22:00:00.000Z');
    expect(pragueCalendarDate(pragueMidnight(date('2026-03-29')))).toEqual(date('2026-03-29'));
  });
});

describe('nextPragueMidnight', () => {
  it('is the start of the next Prague day, in winter and summer time and across a month end', () => {
    expect(nextPragueMidnight(new Date('2026-01-31T12:00:00Z'))).toEqual(new Date('2026-01-31T23:00:00Z'));
    expect(nextPragueMidnight(new Date('2026-07-15T21:59:59Z'))).toEqual(new Date('2026-07-15T22:00:00Z'));
    // 23:30 UTC on 31 Dec is already 1 Jan in Prague.
    expect(nextPragueMidnight(new Date('2026-12-31T23:30:00Z'))).toEqual(new Date('2027-01-01T23:00:00Z'));
  });
});
