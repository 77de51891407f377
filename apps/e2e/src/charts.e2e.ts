import { expect, test } from '@playwright/test';
import { EMPTY_CHART_TEXTS, formatCzk } from '@bonus/domain';
import { createMember, idToken, MEMBER_PASSWORD, openSignedIn } from './support/flows';
import { screenshotsOf } from './support/screenshots';
import { apiUrl, webUrl } from './support/urls';

// Screenshots at two widths and two themes take a while on a busy machine.
test.describe.configure({ timeout: 120_000 });

test('a new member sees what to do instead of empty earnings and referral charts', async ({ page, request }) => {
  await openSignedIn(page, await createMember(request, 'grafy'), { password: MEMBER_PASSWORD });
  await expect(page).toHaveURL(webUrl('/dashboard'));
  const earnings = page.getByTestId('chart-empty');
  await expect(earnings).toContainText(EMPTY_CHART_TEXTS.earnings);
  await expect(page.locator('.dash-chart svg')).toHaveCount(0);
  await earnings.getByRole('link', { name: 'Vybrat bonus' }).click();
  await expect(page).toHaveURL(webUrl('/dashboard/bonuses'));

  await page.goto(webUrl('/dashboard'));
  await screenshotsOf(page, 'chart-empty-earnings', page.getByTestId('chart-empty'));
  await page.goto(webUrl('/dashboard/referrals'));
  await expect(page.getByTestId('chart-empty')).toContainText(EMPTY_CHART_TEXTS.referrals);
  await screenshotsOf(page, 'chart-empty-referrals', page.getByTestId('chart-empty'));
});

test('the bonus-count axis shows whole numbers, and a phone draws the chart near its own size', async ({ page }) => {
  await openSignedIn(page, 'premium@demo.cz');
  await expect(page).toHaveURL(webUrl('/dashboard'));
  await page.getByRole('group', { name: 'Graf' }).getByRole('button', { name: 'Bonusy' }).click();
  const chart = page.locator('.dash-chart svg').first();
  await expect(chart).toBeVisible();
  const labels = await chart.locator('text').allTextContents();
  const numbers = labels.filter((text) => /^[\d\s.,]+$/.test(text));
  expect(numbers.length).toBeGreaterThan(1);
  for (const text of numbers) expect(text, 'a count axis has no fractions').not.toMatch(/[.,]/);

  await page.setViewportSize({ width: 375, height: 812 });
  await page.reload();
  await expect(page.locator('.dash-chart svg').first()).toBeVisible();
  await screenshotsOf(page, 'chart-bonuses', page.locator('.overview-chart'));
});

const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');

test('the earnings chart has its headline, round money steps, one tooltip with a guide line, and labels of at least 11 px on a phone', async ({ page, request }) => {
  await openSignedIn(page, 'premium@demo.cz');
  await expect(page).toHaveURL(webUrl('/dashboard'));
  const headers = { authorization: `Bearer ${await idToken(request, 'premium@demo.cz')}` };
  const months: { month: string; reached_profit: number }[] = await (await request.get(apiUrl('/bonus_history_stats?time_period=half_year'), { headers })).json();
  const total = months.reduce((sum, month) => sum + month.reached_profit, 0);
  const latest = months[months.length - 1];

  const section = page.locator('.overview-chart');
  const headline = section.locator('.ui-chart-headline');
  await expect(headline).toBeVisible();
  expect(plain(await headline.locator('.ui-chart-headline__value').innerText())).toBe(plain(formatCzk(total)));
  expect(plain(await headline.locator('.ui-diff-chip').innerText())).toMatch(new RegExp(`^[+−]?${plain(formatCzk(Math.abs(latest.reached_profit)))} za \\p{L}+$`, 'u'));

  const chart = section.locator('.dash-chart svg').first();
  const amounts = (await chart.locator('text').allTextContents()).map(plain).filter((text) => /^[\d ]+ Kč$/.test(text));
  const steps = amounts.map((text) => Number(text.replace(/\D/g, '')));
  expect(steps[0]).toBe(0);
  for (let i = 1; i < steps.length; i++) expect(String(steps[i] - steps[i - 1]), 'a round step').toMatch(/^(1|2|25|5)0*$/);

  // Hovering a month shows its one tooltip and a guide line (the chart in view first: the mouse moves only within the viewport).
  await chart.scrollIntoViewIfNeeded();
  const box = (await chart.boundingBox())!;
  await page.mouse.move(box.x + box.width * 0.8, box.y + box.height / 2);
  await expect(chart.locator('.ui-chart-guide line')).toHaveCount(1);
  const tooltips = (await chart.locator('text').allTextContents()).filter((text) => /^\p{L}{3} \d{4}: /u.test(text));
  expect(tooltips).toHaveLength(1);

  await page.setViewportSize({ width: 375, height: 812 });
  await page.reload();
  const phoneChart = page.locator('.dash-chart svg').first();
  await expect(phoneChart).toBeVisible();
  const rendered = await phoneChart.locator('text').evaluateAll((labels) => labels.map((label) => label.getBoundingClientRect().height));
  // A text box is about 1.2 × its font size: 11 px letters stand at least 13 px tall.
  for (const height of rendered.filter((h) => h > 0)) expect(height).toBeGreaterThanOrEqual(13);
  await screenshotsOf(page, 'chart-earnings', page.locator('.overview-chart'));
});

test('the referral chart has its headline and round money steps', async ({ page }) => {
  await openSignedIn(page, 'premium@demo.cz', { path: '/dashboard/referrals' });
  const section = page.locator('section[aria-labelledby="referral-chart-title"]');
  await expect(section.locator('.ui-chart-headline__value')).toHaveText(/Kč$/);
  const amounts = (await section.locator('svg text').allTextContents()).map(plain).filter((text) => /^[\d ]+ Kč$/.test(text));
  const steps = amounts.map((text) => Number(text.replace(/\D/g, '')));
  expect(steps.length).toBeGreaterThan(1);
  for (let i = 1; i < steps.length; i++) expect(String(steps[i] - steps[i - 1]), 'a round step').toMatch(/^(1|2|25|5)0*$/);
  await screenshotsOf(page, 'chart-referrals', section);
});
