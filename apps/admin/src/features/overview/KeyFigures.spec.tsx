import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { ActivityFeed } from './ActivityFeed';
import { KeyFigures } from './KeyFigures';
import type { ActivityView, OverviewTrendsView } from './overview.graphql';

const TRENDS: OverviewTrendsView = {
  month: '2026-11',
  previousMonth: '2026-10',
  members: { current: 112, previous: 100 },
  registrations: { current: 12, previous: 10 },
  revenue: { current: 4500, previous: 5000 },
  bonuses: { current: 7, previous: 7 },
  pendingPayouts: { count: 3, amount: 1500, unbatched: 2 },
  revenueByMonth: [],
  missedStepsByMonth: [],
};

const figure = (label: string) => screen.getByText(label).closest('div') as HTMLElement;

describe('KeyFigures', () => {
  it('shows each figure with its change against the previous month', () => {
    render(<KeyFigures trends={TRENDS} />, { wrapper: MemoryRouter });
    expect(within(figure('Členové')).getByTestId('trend-chip').textContent).toBe('+12\u00a0% proti říjnu');
    expect(within(figure('Členové')).getByTestId('trend-chip').className).toContain('ui-diff-chip--up');
    expect(within(figure('Příjmy za listopad')).getByTestId('trend-chip').className).toContain('ui-diff-chip--down');
    expect(within(figure('Splněné bonusy za listopad')).getByText('7 bonusů')).toBeTruthy();
    expect(within(figure('Splněné bonusy za listopad')).getByTestId('trend-chip').textContent).toBe('beze změny proti říjnu');
  });

  it('puts the action for payouts waiting outside a bank batch one click away', () => {
    render(<KeyFigures trends={TRENDS} />, { wrapper: MemoryRouter });
    const payouts = figure('Čekající výplaty');
    expect(payouts.textContent).toContain('1\u00a0500\u00a0Kč');
    expect(payouts.textContent).toContain('3\u00a0výplaty čekají, 2 bez dávky pro banku.');
    expect(within(payouts).getByRole('link', { name: 'Vytvořit dávku pro banku' }).getAttribute('href')).toBe('/admin/payouts');
  });

  it('offers no action when no payout waits', () => {
    render(<KeyFigures trends={{ ...TRENDS, pendingPayouts: { count: 0, amount: 0, unbatched: 0 } }} />, { wrapper: MemoryRouter });
    expect(within(figure('Čekající výplaty')).queryByRole('link')).toBeNull();
  });
});

describe('ActivityFeed', () => {
  const at = (iso: string) => Date.parse(iso) / 1000;
  const events: ActivityView[] = [
    { kind: 'registration', text: 'Nová registrace', timestamp: at('2026-11-25T10:00:00Z'), memberId: 'a1', memberName: 'Jana Nováková' },
    { kind: 'payout', text: 'Výplata 500 Kč (čeká)', timestamp: at('2026-11-24T09:00:00Z'), memberId: 'b2', memberName: 'Petr Svoboda' },
  ];

  it('groups the events by day and links each to its member', () => {
    render(<ActivityFeed events={events} now={new Date('2026-11-25T12:00:00Z')} />, { wrapper: MemoryRouter });
    expect(screen.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent)).toEqual(['Dnes', 'Včera']);
    expect(screen.getByRole('link', { name: 'Jana Nováková' }).getAttribute('href')).toBe('/admin/users/a1');
    expect(screen.getByRole('link', { name: 'Petr Svoboda' }).closest('li')?.textContent).toContain('10:00');
  });
});
