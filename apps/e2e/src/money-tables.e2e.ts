import { expect, Locator, test } from '@playwright/test';
import { formatCzk, PAYOUT_STATUS_TONES, PayoutStatus } from '@bonus/domain';
import { idToken, openSignedIn } from './support/flows';
import { screenshotsOf } from './support/screenshots';
import { apiUrl } from './support/urls';

// Screenshots at two widths and two themes take a while on a busy machine.
test.describe.configure({ timeout: 120_000 });

const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');
const alignments = (cells: Locator) => cells.evaluateAll((elements) => elements.map((element) => getComputedStyle(element).textAlign));

test('bonus history sets amounts as money, shows each difference as a chip and totals the whole filtered period', async ({ page, request }) => {
  await openSignedIn(page, 'premium@demo.cz', { path: '/dashboard/bonus-history' });
  await page.getByRole('combobox', { name: 'Období' }).selectOption('all');
  const headers = { authorization: `Bearer ${await idToken(request, 'premium@demo.cz')}` };
  const answer = await request.post(apiUrl('/graphql'), {
    headers,
    data: { query: '{ bonusHistory(input: { timePeriod: all, itemsPerPage: 10 }) { totalCount totals { reachedProfit expectedValue } } }' },
  });
  const { totalCount, totals } = (await answer.json()).data.bonusHistory;
  expect(totalCount).toBeGreaterThan(10); // more than one page: the total is not the page's sum

  const total = page.getByTestId('history-total');
  // Polled: the label changes with the chosen period a moment before the whole period's figures arrive.
  await expect.poll(async () => plain(await total.innerText())).toContain(`Za celou dobu: ${plain(formatCzk(totals.reachedProfit))} z ${plain(formatCzk(totals.expectedValue))} očekávaných`);
  await expect(total.locator('.ui-diff-chip')).toHaveCount(1);

  const table = page.locator('.history-table');
  await expect(table.locator('tbody tr')).toHaveCount(10);
  await expect(table.locator('tbody tr .ui-diff-chip')).toHaveCount(10);
  expect(new Set(await alignments(table.locator('.ui-num')))).toEqual(new Set(['right']));
  expect(await alignments(table.getByRole('columnheader', { name: 'Dosažený zisk' }))).toEqual(['right']);
  await screenshotsOf(page, 'bonus-history');
});

test('referrals total the rewards as the rows show them, on the card too, and the payouts, and colour each payout state', async ({ page, request }) => {
  await openSignedIn(page, 'premium@demo.cz', { path: '/dashboard/referrals' });
  const headers = { authorization: `Bearer ${await idToken(request, 'premium@demo.cz')}` };
  const { data } = await (
    await request.post(apiUrl('/graphql'), { headers, data: { query: '{ referredUsers { totalCount items { referencerReward } } referralRewardsTotal transactionStats { reward } transactions { items { amount status transStatusName } totals { paid } } }' } })
  ).json();
  const rewards = data.referralRewardsTotal as number;
  const payouts = data.transactions.items as { amount: number; status: PayoutStatus; transStatusName: string }[];

  // One figure for the rewards (issue #58): the rows add up to the list's total, and the key figure is that total.
  expect(plain(await page.getByTestId('referral-revenue').innerText())).toContain(plain(formatCzk(rewards)));
  const rows = data.referredUsers.items as { referencerReward: number }[];
  if (rows.length === data.referredUsers.totalCount) expect(rows.reduce((sum, row) => sum + row.referencerReward, 0)).toBe(rewards);
  // The demo rewards all fall within the chart's six months: its headline is the same figure.
  expect((data.transactionStats as { reward: number }[]).reduce((sum, month) => sum + month.reward, 0)).toBe(rewards);
  expect(plain(await page.locator('.ui-chart-headline__value').innerText())).toBe(plain(formatCzk(rewards)));
  if (data.referredUsers.totalCount) {
    expect(plain(await page.getByTestId('referral-rewards-total').innerText())).toContain(plain(formatCzk(rewards)));
    expect(new Set(await alignments(page.getByRole('region', { name: 'Tabulka pozvaných členů' }).locator('.ui-num')))).toEqual(new Set(['right']));
  }
  if (payouts.length) {
    expect(plain(await page.getByTestId('payout-totals').innerText())).toContain(`Za celou dobu: vyplaceno ${plain(formatCzk(data.transactions.totals.paid))}`);
    const labels = page.getByRole('region', { name: 'Historie výplat' }).locator('.ui-status-label');
    await expect(labels).toHaveCount(payouts.length);
    await expect(labels.first()).toHaveClass(new RegExp(`ui-status-label--${PAYOUT_STATUS_TONES[payouts[0].status]}`));
  }
  await screenshotsOf(page, 'referrals');
});
