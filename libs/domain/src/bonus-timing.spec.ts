import { bonusTiming, COUNTDOWN_TICKING_MS, formatCzechDayMonth } from './bonus-timing';

const HOUR = 3_600_000;
const start = new Date('2026-11-20T08:00:00Z');
const end = new Date('2026-11-26T16:00:00Z'); // 17:00 in Prague

describe('bonusTiming', () => {
  it('names the end day while more than 48 hours remain', () => {
    expect(bonusTiming(start, end, start)).toEqual({ kind: 'ends', text: 'Končí 26.\u00a011.' });
    expect(bonusTiming(start, end, new Date(end.getTime() - COUNTDOWN_TICKING_MS))).toEqual({ kind: 'ends', text: 'Končí 26.\u00a011.' });
  });

  it('ticks once the end is under 48 hours away, with the warning and critical colours', () => {
    expect(bonusTiming(start, end, new Date(end.getTime() - COUNTDOWN_TICKING_MS + 1000))).toEqual({ kind: 'ticking', label: 'Zbývá:', text: '1\u00a0d 23:59:59', severity: 'normal' });
    expect(bonusTiming(start, end, new Date(end.getTime() - 5 * HOUR))).toMatchObject({ kind: 'ticking', text: '05:00:00', severity: 'warning' });
    expect(bonusTiming(start, end, new Date(end.getTime() - HOUR / 2))).toMatchObject({ kind: 'ticking', severity: 'critical' });
  });

  it('says only when a bonus starts before it has started, even when it starts soon', () => {
    expect(bonusTiming(start, end, new Date(start.getTime() - HOUR))).toEqual({ kind: 'starts', text: 'Začíná 20.\u00a011.\u00a02026 9:00' });
  });

  it('says it has ended once over', () => {
    expect(bonusTiming(start, end, end)).toEqual({ kind: 'expired', text: 'Skončil' });
  });

  it('writes the day in Prague time without the year', () => {
    expect(formatCzechDayMonth(new Date('2026-12-31T23:30:00Z'))).toBe('1.\u00a01.');
  });
});
