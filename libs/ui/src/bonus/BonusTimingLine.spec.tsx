import { render, screen } from '@testing-library/react';
import { BonusTimingLine } from './BonusTimingLine';

const HOUR = 3600;
const start = Date.parse('2026-11-20T08:00:00Z') / 1000;
// Friday 4. 12. 2026, 19:00 in Prague.
const end = Date.parse('2026-12-04T18:00:00Z') / 1000;
const at = (unixSeconds: number) => new Date(unixSeconds * 1000);
const line = () => screen.getByTestId('bonus-timing');
const plain = (text: string | null) => text?.replace(/\u00a0/g, ' ');

describe('BonusTimingLine', () => {
  it('names the end day, with the exact moment in <time> and its tooltip', () => {
    render(<BonusTimingLine startTimestamp={start} endTimestamp={end} now={at(end - 72 * HOUR)} />);
    expect(plain(line().textContent)).toBe('Platí do pá 4. 12.');
    const time = line().querySelector('time')!;
    expect(time.getAttribute('dateTime')).toBe('2026-12-04T18:00:00.000Z');
    expect(plain(time.getAttribute('title'))).toBe('pátek 4. 12. 2026, 19:00');
    expect(line().className).not.toContain('bonus-timing--warning');
  });

  it('says today with the time and turns amber under 24 hours, and stays put from second to second', () => {
    const { rerender } = render(<BonusTimingLine startTimestamp={start} endTimestamp={end} now={at(end - 5 * HOUR)} />);
    expect(plain(line().textContent)).toBe('Platí dnes do 19:00');
    expect(line().className).toContain('bonus-timing--warning');
    rerender(<BonusTimingLine startTimestamp={start} endTimestamp={end} now={at(end - 5 * HOUR + 1)} />);
    expect(plain(line().textContent)).toBe('Platí dnes do 19:00');
  });

  it("names the member's next step instead of the end when it is due sooner", () => {
    const due = at(end - 60 * HOUR);
    render(<BonusTimingLine startTimestamp={start} endTimestamp={end} now={at(end - 72 * HOUR)} nextStepDueAt={due} />);
    expect(plain(line().textContent)).toBe('Splňte další krok zítra do 7:00');
    expect(line().querySelector('time')?.getAttribute('dateTime')).toBe(due.toISOString());
  });

  it('says only when a bonus starts before it has started', () => {
    render(<BonusTimingLine startTimestamp={start} endTimestamp={end} now={at(start - 72 * HOUR)} />);
    expect(plain(line().textContent)).toBe('Začíná v pátek 20. 11.');
    expect(screen.queryByText(/Zbývá|Začne za|Platí/)).toBeNull();
  });
});
