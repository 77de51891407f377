import { expect, test } from '@playwright/test';
import { screenshotsOf } from './support/screenshots';
import { apiUrl, webUrl } from './support/urls';

const czk = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');

test('the home page shows the three tiers with Czech first-generation prices', async ({ page }) => {
  await page.goto(webUrl('/'));
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const prices = page.locator('[data-testid^="tier-price-"]');
  await expect(prices).toHaveCount(3);
  expect((await prices.allTextContents()).map(czk)).toEqual(['0 Kč / měsíc', '899 Kč / měsíc', '1 299 Kč / měsíc']);
  await expect(page.getByRole('heading', { name: 'Premium' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Vybrat Basic' })).toHaveAttribute('href', '/register?tierId=2');
});

test('the prices on the page are the prices the api sells', async ({ page, request }) => {
  const tiers: { code: string; price: number }[] = await (await request.get(apiUrl('/tier_all'))).json();
  await page.goto(webUrl('/'));
  for (const tier of tiers) {
    const expected = new Intl.NumberFormat('cs-CZ', { style: 'currency', currency: 'CZK', maximumFractionDigits: 0 }).format(tier.price);
    await expect(page.getByTestId(`tier-price-${tier.code}`)).toContainText(expected);
  }
});

test('the theme starts dark, toggles to light and stays light after a reload', async ({ page }) => {
  await page.goto(webUrl('/'));
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  await page.getByRole('button', { name: 'Přepnout na světlý motiv' }).click();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
  expect(await page.evaluate(() => localStorage.getItem('theme'))).toBe('light');
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
});

test('an unknown path goes home', async ({ page }) => {
  await page.goto(webUrl('/no/such/page'));
  await expect(page).toHaveURL(webUrl('/'));
});

test('the gambling warning stands next to the casino bonuses', async ({ page }) => {
  await page.goto(webUrl('/'));
  await expect(page.locator('#features').getByText('Ministerstvo financí varuje: Účastí na hazardní hře může vzniknout závislost!')).toBeVisible();
});

test('the home page at both widths and themes', async ({ page }) => {
  await page.goto(webUrl('/'));
  await expect(page.getByTestId('stat-total')).toBeVisible();
  await screenshotsOf(page, 'home');
});
