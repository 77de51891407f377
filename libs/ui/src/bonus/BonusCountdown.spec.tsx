import { render, screen } from '@testing-library/react';
import { BonusCountdown } from './BonusCountdown';

const HOUR = 3600;
const start = Date.parse('2026-11-20T08:00:00Z') / 1000;
const end = Date.parse('2026-11-26T16:00:00Z') / 1000;
const at = (unixSeconds: number) => new Date(unixSeconds * 1000);

describe('BonusCountdown', () => {
  it('ticks second by second when the end is under 48 hours away', () => {
    const { rerender } = render(<BonusCountdown startTimestamp={start} endTimestamp={end} now={at(end - 5 * HOUR)} />);
    expect(screen.getByTestId('bonus-countdown').textContent).toBe(' Zbývá: 05:00:00');
    rerender(<BonusCountdown startTimestamp={start} endTimestamp={end} now={at(end - 5 * HOUR + 1)} />);
    expect(screen.getByTestId('bonus-countdown').textContent).toBe(' Zbývá: 04:59:59');
    expect(screen.getByTestId('bonus-countdown').className).toContain('bonus-countdown--warning');
  });

  it('names the end day, without a clock, while 48 hours or more remain', () => {
    const { rerender } = render(<BonusCountdown startTimestamp={start} endTimestamp={end} now={at(end - 48 * HOUR)} />);
    expect(screen.getByTestId('bonus-countdown').textContent).toBe(' Končí 26.\u00a011.');
    rerender(<BonusCountdown startTimestamp={start} endTimestamp={end} now={at(end - 48 * HOUR + 1)} />);
    expect(screen.getByTestId('bonus-countdown').textContent).toBe(' Zbývá: 1\u00a0d 23:59:59');
  });

  it('says only when a bonus starts before it has started', () => {
    render(<BonusCountdown startTimestamp={start} endTimestamp={start + HOUR} now={at(start - 60)} />);
    expect(screen.getByTestId('bonus-countdown').textContent).toBe(' Začíná 20.\u00a011.\u00a02026 9:00');
    expect(screen.queryByText(/Zbývá|Začne za/)).toBeNull();
  });
});
