import { monthlyHeadline } from './chart-headline';

describe('monthlyHeadline', () => {
  it('sums the period and names the latest month with its change against the month before', () => {
    expect(
      monthlyHeadline([
        { month: '2026-09', value: 1000 },
        { month: '2026-10', value: 12215 },
        { month: '2026-11', value: 2200 },
      ]),
    ).toEqual({ total: 15415, latest: 2200, change: -10015, period: 'za listopad' });
  });

  it('has no change for a single month and nothing for an empty series', () => {
    expect(monthlyHeadline([{ month: '2027-01', value: 5 }])).toEqual({ total: 5, latest: 5, change: 0, period: 'za leden' });
    expect(monthlyHeadline([])).toBeNull();
  });
});
