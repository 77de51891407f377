import type { MockedResponse } from '@apollo/client/testing';
import { MockedProvider } from '@apollo/client/testing/react';
import { act, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { OverviewPage } from './OverviewPage';
import { ADMIN_OVERVIEW_QUERY, ADMIN_OVERVIEW_TRENDS_QUERY, PENDING_EARNINGS_QUERY } from './overview.graphql';

const OVERVIEW = { __typename: 'AdminOverview', totalUsers: 5, activeBonuses: 2, totalEarnings: 100, conversionRate: 0.5, activeUsers: 37, todayBonuses: 1, todayIncome: 200, recentActivity: [] };
const TRENDS = {
  __typename: 'AdminOverviewTrends',
  month: '2026-11',
  previousMonth: '2026-10',
  members: { __typename: 'CountComparison', current: 1, previous: 1 },
  registrations: { __typename: 'CountComparison', current: 1, previous: 1 },
  revenue: { __typename: 'AmountComparison', current: 1, previous: 1 },
  bonuses: { __typename: 'CountComparison', current: 1, previous: 1 },
  pendingPayouts: { __typename: 'PendingPayoutsSummary', count: 0, amount: 0, unbatched: 0 },
  revenueByMonth: [],
  missedStepsByMonth: [],
};
const trends: MockedResponse = { request: { query: ADMIN_OVERVIEW_TRENDS_QUERY }, result: { data: { adminOverviewTrends: TRENDS } }, maxUsageCount: Infinity };
const earnings: MockedResponse = {
  request: { query: PENDING_EARNINGS_QUERY, variables: { page: { currentPage: 1 } } },
  result: { data: { pendingEarnings: { __typename: 'PendingEarningsPage', items: [], totalCount: 0, itemsPerPage: 10 } } },
  maxUsageCount: Infinity,
};
const overviewAnswers = (...answers: MockedResponse['result' | 'error'][]): MockedResponse[] =>
  answers.map((answer) => (answer instanceof Error ? { request: { query: ADMIN_OVERVIEW_QUERY }, error: answer } : { request: { query: ADMIN_OVERVIEW_QUERY }, result: answer }));

function renderOverview(mocks: MockedResponse[]) {
  render(
    <MockedProvider mocks={[...mocks, trends, earnings]}>
      <MemoryRouter>
        <OverviewPage newsletter={() => null} />
      </MemoryRouter>
    </MockedProvider>,
  );
}

const STALE = /^Data se nepodařilo obnovit/;

/** Past the 5-second refresh, and the answer it got rendered. */
const nextRefresh = () => act(() => jest.advanceTimersByTimeAsync(5_100));

describe('OverviewPage refreshes', () => {
  beforeEach(() => {
    jest.useFakeTimers({ now: new Date('2026-11-25T09:41:00Z') });
  });
  afterEach(() => jest.useRealTimers());

  it('keeps the last data when a refresh fails, says since when it is old, and is current again after the next refresh', async () => {
    renderOverview(overviewAnswers({ data: { adminOverview: OVERVIEW } }, new Error('Failed to fetch'), { data: { adminOverview: { ...OVERVIEW, activeUsers: 41 } } }));
    expect(await screen.findByText('37')).toBeTruthy();
    expect(screen.queryByText(STALE)).toBeNull();

    await nextRefresh();
    expect(screen.getByText('37')).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
    const notice = screen.getByText(STALE);
    expect(notice.textContent).toBe('Data se nepodařilo obnovit, zobrazujeme stav z 10:41. Zkoušíme to znovu.');
    expect(notice.getAttribute('role')).toBe('status');

    await nextRefresh();
    expect(screen.getByText('41')).toBeTruthy();
    expect(screen.queryByText(STALE)).toBeNull();
  });

  it('shows the error with a retry only when the first load fails', async () => {
    renderOverview(overviewAnswers(new Error('Failed to fetch')));
    expect((await screen.findByRole('alert')).textContent).toContain('Zkusit znovu');
    expect(screen.queryByText('Právě teď')).toBeNull();
  });
});
