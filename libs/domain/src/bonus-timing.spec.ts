import { bonusTiming, DEADLINE_WARNING_MS, formatCzechDayMonth, formatCzechDeadline, formatFullCzechMoment } from './bonus-timing';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const plain = (text: string) => text.replace(/\u00a0/g, ' ');
const started = new Date('2026-06-01T08:00:00Z');
// Wednesday 2. 12. 2026, 10:00 in Prague (winter time, UTC+1).
const now = new Date('2026-12-02T09:00:00Z');
/** The running offer's line, as plain text, for an end at `end` (an ISO instant). */
const endsLine = (end: string, at = now) => {
  const timing = bonusTiming(started, new Date(end), at);
  return `${timing.label} ${plain(timing.when)}`;
};

describe('bonusTiming: a running offer says by when, as a date', () => {
  it('names the day with its Czech weekday abbreviation while the end is two days or more away', () => {
    expect(bonusTiming(started, new Date('2026-12-04T18:00:00Z'), now)).toEqual({ kind: 'ends', label: 'Platí', when: 'do pá\u00a04.\u00a012.', at: new Date('2026-12-04T18:00:00Z'), warning: false });
    const weekdays = [7, 8, 9, 10, 11, 12, 13].map((day) => endsLine(`2026-12-${String(day).padStart(2, '0')}T12:00:00Z`));
    expect(weekdays).toEqual(['po 7. 12.', 'út 8. 12.', 'st 9. 12.', 'čt 10. 12.', 'pá 11. 12.', 'so 12. 12.', 'ne 13. 12.'].map((day) => `Platí do ${day}`));
  });

  it('says today or tomorrow with the time once the end is that close', () => {
    expect(endsLine('2026-12-02T18:00:00Z')).toBe('Platí dnes do 19:00');
    expect(endsLine('2026-12-03T08:30:00Z')).toBe('Platí zítra do 9:30');
    expect(endsLine('2026-12-03T22:59:00Z')).toBe('Platí zítra do 23:59');
  });

  it('counts days in Prague time, not in UTC', () => {
    // 23:30 on Wednesday in Prague (still Wednesday in UTC too): 0:30 on Thursday in Prague is tomorrow, though the same UTC day.
    expect(endsLine('2026-12-02T23:30:00Z', new Date('2026-12-02T22:30:00Z'))).toBe('Platí zítra do 0:30');
    // 0:30 on Thursday in Prague, still Wednesday in UTC: Thursday evening is today.
    expect(endsLine('2026-12-03T18:00:00Z', new Date('2026-12-02T23:30:00Z'))).toBe('Platí dnes do 19:00');
    // Summer time (UTC+2).
    expect(endsLine('2026-07-01T17:00:00Z', new Date('2026-07-01T08:00:00Z'))).toBe('Platí dnes do 19:00');
  });

  it('lets an end at midnight close the day before', () => {
    expect(endsLine('2026-12-02T23:00:00Z')).toBe('Platí dnes do půlnoci');
    expect(endsLine('2026-12-03T23:00:00Z')).toBe('Platí zítra do půlnoci');
    // Sunday 0:00: the last day is Saturday.
    expect(endsLine('2026-12-05T23:00:00Z')).toBe('Platí do so 5. 12.');
  });

  it('adds the year only to a day far ahead', () => {
    expect(endsLine('2027-01-06T12:00:00Z')).toBe('Platí do st 6. 1.');
    expect(endsLine('2027-12-10T12:00:00Z')).toBe('Platí do pá 10. 12. 2027');
  });

  it('turns amber under 24 hours before the end, not at 24 hours', () => {
    const endingIn = (ms: number) => bonusTiming(started, new Date(now.getTime() + ms), now).warning;
    expect(DEADLINE_WARNING_MS).toBe(24 * HOUR);
    expect(endingIn(24 * HOUR)).toBe(false);
    expect(endingIn(24 * HOUR - MINUTE)).toBe(true);
    expect(endingIn(MINUTE)).toBe(true);
  });
});

describe("bonusTiming: a started offer's own next step", () => {
  const end = new Date('2026-12-20T12:00:00Z');

  it('names the next step due instead of the end when it comes sooner, amber under 24 hours', () => {
    const due = new Date('2026-12-03T08:30:00Z');
    expect(bonusTiming(started, end, now, due)).toEqual({ kind: 'step-due', label: 'Splňte další krok', when: 'zítra do 9:30', at: due, warning: true });
    expect(bonusTiming(started, end, now, new Date('2026-12-07T12:00:00Z'))).toMatchObject({ kind: 'step-due', when: 'do po\u00a07.\u00a012.', warning: false });
  });

  it('keeps the end when the step is due after it, or its time has passed', () => {
    expect(bonusTiming(started, end, now, new Date('2026-12-21T12:00:00Z'))).toMatchObject({ kind: 'ends', label: 'Platí', at: end });
    expect(bonusTiming(started, end, now, new Date('2026-12-01T12:00:00Z'))).toMatchObject({ kind: 'ends', at: end });
  });
});

describe('bonusTiming: before the start and after the end', () => {
  it('says on which day an offer starts, or at what time today or tomorrow, never amber', () => {
    const startsAt = (start: string) => {
      const timing = bonusTiming(new Date(start), new Date('2026-12-31T12:00:00Z'), now);
      expect(timing).toMatchObject({ kind: 'starts', label: 'Začíná', at: new Date(start), warning: false });
      return plain(timing.when);
    };
    expect(startsAt('2026-12-07T08:00:00Z')).toBe('v pondělí 7. 12.');
    expect(startsAt('2026-12-09T08:00:00Z')).toBe('ve středu 9. 12.');
    expect(startsAt('2026-12-02T18:00:00Z')).toBe('dnes v 19:00');
    expect(startsAt('2026-12-03T08:30:00Z')).toBe('zítra v 9:30');
  });

  it('says when an offer ended', () => {
    expect(bonusTiming(started, new Date('2026-12-01T16:00:00Z'), now)).toMatchObject({ kind: 'ended', label: 'Skončil', when: 'včera v\u00a017:00', warning: false });
    expect(bonusTiming(started, now, now)).toMatchObject({ kind: 'ended', when: 'dnes v\u00a010:00' });
  });
});

describe('dates for people', () => {
  it('writes the whole moment with its weekday, for a tooltip', () => {
    expect(plain(formatFullCzechMoment(new Date('2026-12-04T18:00:00Z')))).toBe('pátek 4. 12. 2026, 19:00');
    expect(plain(formatFullCzechMoment(new Date('2026-12-05T23:00:00Z')))).toBe('neděle 6. 12. 2026, 0:00');
  });

  it("words a step's deadline as the cards do", () => {
    expect(plain(formatCzechDeadline(new Date('2026-12-02T18:00:00Z'), now))).toBe('dnes do 19:00');
    expect(plain(formatCzechDeadline(new Date('2026-12-03T08:30:00Z'), now))).toBe('zítra do 9:30');
    // Midnight closes the day before: Saturday 0:00 is "do pá".
    expect(plain(formatCzechDeadline(new Date('2026-12-04T23:00:00Z'), now))).toBe('do pá 4. 12.');
  });

  it('writes a day in Prague time without the year', () => {
    expect(formatCzechDayMonth(new Date('2026-12-31T23:30:00Z'))).toBe('1.\u00a01.');
  });
});
