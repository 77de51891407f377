import { expect, test } from '@playwright/test';
import { EMPTY_CHART_TEXTS } from '@bonus/domain';
import { createMember, MEMBER_PASSWORD, signIn } from './support/flows';
import { screenshotsOf } from './support/screenshots';
import { webUrl } from './support/urls';

test('a new member sees what to do instead of empty earnings and referral charts', async ({ page, request }) => {
  await signIn(page, await createMember(request, 'grafy'), MEMBER_PASSWORD);
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
  await signIn(page, 'premium@demo.cz');
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
  await expect(page.locator('.dash-chart svg').first()).toHaveAttribute('viewBox', /^0 0 320 /);
  await screenshotsOf(page, 'chart-bonuses', page.locator('.overview-chart'));
});
