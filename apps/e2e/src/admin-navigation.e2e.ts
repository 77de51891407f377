import { expect, Page, test } from '@playwright/test';
import { registerUntilTierChoice, signInAdmin } from './support/flows';
import { expectFocused, tabTo } from './support/keyboard';
import { screenshotsOf } from './support/screenshots';
import { adminUrl } from './support/urls';

const sidebar = (page: Page) => page.getByRole('navigation', { name: 'Administrace' });
const menuButton = (page: Page) => page.getByRole('button', { name: 'Menu' });

test('at 1280 px the admin pages sit in one grouped sidebar that does not wrap, the current page marked', async ({ page }) => {
  test.slow();
  await page.setViewportSize({ width: 1280, height: 900 });
  await signInAdmin(page);
  const nav = sidebar(page);
  await expect(nav.getByRole('list', { name: 'Obsah' }).getByRole('link')).toHaveText(['Bonusy', 'Provozovatelé', 'Investice', 'FAQ']);
  await expect(nav.getByRole('list', { name: 'Členové' }).getByRole('link')).toHaveText(['Uživatelé', 'Výplaty', 'Slevové kódy', 'Analytika']);
  await expect(nav.getByRole('list', { name: 'Systém' }).getByRole('link')).toHaveText(['Webhooky', 'Audit', 'Nastavení']);
  await expect(nav.getByRole('link', { name: 'Přehled' })).toHaveAttribute('aria-current', 'page');
  await expect(menuButton(page)).toBeHidden();
  // One line per entry: every link is as tall as the first, and the sidebar is beside the page, left of the title.
  const heights = await nav.getByRole('link').evaluateAll((links) => links.map((link) => link.getBoundingClientRect().height));
  expect(new Set(heights).size).toBe(1);
  const navBox = (await nav.boundingBox())!;
  const titleBox = (await page.getByRole('heading', { level: 1 }).boundingBox())!;
  expect(titleBox.x).toBeGreaterThan(navBox.x + navBox.width);

  await nav.getByRole('link', { name: 'Výplaty' }).click();
  await expect(page).toHaveURL(adminUrl('/admin/payouts'));
  await expect(nav.getByRole('link', { name: 'Výplaty' })).toHaveAttribute('aria-current', 'page');
  await expect(nav.getByRole('link', { name: 'Přehled' })).not.toHaveAttribute('aria-current');
});

test('at 375 px the sidebar folds behind a menu button the keyboard opens and closes, with the page title near the top', async ({ page }) => {
  test.slow();
  await page.setViewportSize({ width: 375, height: 800 });
  await signInAdmin(page);
  const title = page.getByRole('heading', { level: 1, name: 'Přehled' });
  await expect(title).toBeInViewport();
  expect((await title.boundingBox())!.y).toBeLessThan(160);
  await expect(sidebar(page).getByRole('link', { name: 'Bonusy' })).toBeHidden();

  await tabTo(page, menuButton(page));
  await page.keyboard.press('Enter');
  await expect(menuButton(page)).toHaveAttribute('aria-expanded', 'true');
  await expect(sidebar(page).getByRole('link', { name: 'Bonusy' })).toBeInViewport();
  await expectFocused(sidebar(page).getByRole('link', { name: 'Přehled' }));
  await page.screenshot({ path: 'test-results/screens/admin-nav-open-375-dark.png' });
  await page.evaluate(() => (document.documentElement.dataset.theme = 'light'));
  await page.screenshot({ path: 'test-results/screens/admin-nav-open-375-light.png' });

  await page.keyboard.press('Escape');
  await expect(menuButton(page)).toHaveAttribute('aria-expanded', 'false');
  await expectFocused(menuButton(page));
  await expect(sidebar(page).getByRole('link', { name: 'Bonusy' })).toBeHidden();

  // Open again and choose a page by keyboard: the sidebar closes and the new page's title is in view.
  await page.keyboard.press('Enter');
  await tabTo(page, sidebar(page).getByRole('link', { name: 'Uživatelé' }));
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(adminUrl('/admin/users'));
  await expect(menuButton(page)).toHaveAttribute('aria-expanded', 'false');
  await expect(page.getByRole('heading', { level: 1, name: 'Uživatelé' })).toBeInViewport();
});

test('the overview shows key figures with their change, the revenue chart, the payouts waiting and activity linked to its member', async ({ page, browser }) => {
  test.setTimeout(180_000);
  // A membership paid this month, so the revenue has a bar.
  const visitor = await (await browser.newContext()).newPage();
  await registerUntilTierChoice(visitor, 2);
  await visitor.getByRole('button', { name: 'Pokračovat k platbě' }).click();
  await visitor.getByRole('button', { name: 'Zaplatit' }).click();
  await visitor.getByRole('button', { name: 'Zaplatit' }).click();
  // The payment step checks the order until the gateway's confirmation is in: slow on a busy machine.
  await expect(visitor.getByText('Platba proběhla úspěšně. Vítejte mezi členy!')).toBeVisible({ timeout: 60_000 });
  await visitor.close();

  await signInAdmin(page);
  const figures = page.getByRole('definition').filter({ has: page.getByTestId('trend-chip') });
  await expect(figures).toHaveCount(3);
  await expect(page.getByTestId('trend-chip').first()).toHaveText(/(\+|−|±)\d+\s%\sproti \p{L}+|beze změny proti \p{L}+|v \p{L}+ 0/u);
  await expect(page.getByTestId('pending-payouts')).toContainText(/\d\sKč/);
  await expect(page.getByRole('heading', { name: 'Příjmy z členství po měsících' })).toBeVisible();
  await expect(page.locator('.ui-chart-headline')).toContainText(/[1-9][\d\s]*Kč/);
  await expect(page.getByRole('region', { name: 'Příjmy z členství po měsících' }).locator('svg[role="img"]').first()).toBeVisible();

  const activity = page.getByRole('region', { name: 'Poslední aktivita' });
  await expect(activity.getByRole('heading', { level: 3 }).first()).toHaveText(/^(Dnes|Včera|\p{Lu}\p{L}+ \d+\. \p{L}+)$/u);
  const member = activity.getByRole('link').first();
  const name = (await member.textContent())!;
  await member.click();
  await expect(page).toHaveURL(/\/admin\/users\/[0-9a-f-]{36}$/);
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  await page.getByRole('link', { name: 'Uživatelé' }).last().click();
  await expect(page).toHaveURL(adminUrl('/admin/users'));

  await page.goto(adminUrl('/admin'));
  await screenshotsOf(page, 'admin-overview');
});

test('the analytics charts have their headline, round steps and Czech months; the tables their totals', async ({ page }) => {
  test.slow();
  await signInAdmin(page);
  await sidebar(page).getByRole('link', { name: 'Analytika' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Analytika' })).toBeVisible();
  const earnings = page.getByRole('region', { name: 'Výdělky členů po měsících' });
  await expect(earnings.locator('.ui-chart-headline')).toContainText(/Kč za \p{L}+/u);
  const generations = page.getByRole('region', { name: 'Generace' });
  await expect(generations.getByRole('row', { name: /Celkem/ })).toContainText('Kč');
  await screenshotsOf(page, 'admin-analytics');
});
