import { expect, test } from '@playwright/test';
import { earningsClaim, earningsClaimBasis, hasEarningsClaim, HomeStatsDto, totalMadeBasis } from '@bonus/domain';
import { openSignedIn } from './support/flows';
import { apiUrl, webUrl } from './support/urls';

const digits = (text: string) => Number(text.replace(/\D/g, ''));

test('the home statistics show the real numbers at once, without counting up', async ({ page, request }) => {
  const stats: HomeStatsDto = await (await request.get(apiUrl('/user/get_stats'))).json();
  await page.goto(webUrl('/'));
  const total = page.getByTestId('stat-total');
  await expect(total).toBeVisible();
  // The very first text the figures show is the api's numbers: read at once, with no retrying assertion that would wait out an animation.
  expect(await total.innerText()).toMatch(new RegExp(`^${stats.total_made.toLocaleString('cs-CZ').replace(/\s/g, '\\s')}\\sKč$`));
  expect(digits(await page.getByTestId('stat-users').innerText())).toBe(stats.total_users);
  // Every figure names its basis; the median appears only when there are enough results, and no figure is a monthly one.
  const basis = { medianResult: stats.median_result, months: stats.avg_month_window, results: stats.avg_month_results, earners: stats.avg_month_earners };
  await expect(page.locator('.hero-stats')).toContainText(totalMadeBasis(stats.total_results));
  if (hasEarningsClaim(basis)) {
    await expect(page.getByTestId('stat-median')).toHaveText(new RegExp(`^${stats.median_result.toLocaleString('cs-CZ').replace(/\s/g, '\\s')}\\sKč$`));
    await expect(page.locator('.hero-stats')).toContainText(earningsClaimBasis(basis));
  } else {
    await expect(page.getByTestId('stat-median')).toHaveCount(0);
  }
  await expect(page.locator('.hero-stats')).not.toContainText('měsíčně');
});

test('the home page and the login page make the same earnings claim, and no other', async ({ page, request }) => {
  test.setTimeout(90_000);
  const stats: HomeStatsDto = await (await request.get(apiUrl('/user/get_stats'))).json();
  const claim = earningsClaim({ medianResult: stats.median_result, months: stats.avg_month_window, results: stats.avg_month_results, earners: stats.avg_month_earners });
  await page.goto(webUrl('/login'));
  if (claim) await expect(page.getByTestId('earnings-claim')).toContainText(claim);
  else await expect(page.getByTestId('earnings-claim')).toHaveCount(0);
  for (const path of ['/login', '/', '/register']) {
    await page.goto(webUrl(path));
    await expect(page.locator('main, body').first()).toBeVisible();
    await expect(page.locator('body')).not.toContainText(/až\s[\d\s]+\sKč\s+měsíčně|Výdělek až|Kč\s+měsíčně\s+\(|druhý příjem|pravidelný příjem z/);
  }
});

test('the home page tells one scarcity story: the generation on sale', async ({ page }) => {
  await page.goto(webUrl('/'));
  await expect(page.getByTestId('generation-capacity')).toContainText('Další generace bude o 25');
  await expect(page.getByTestId('tier-price-premium')).toBeVisible();
  await expect(page.locator('#pricing')).not.toContainText(/Limitováno|Zbývá\s\d+\smíst|Zbývají\s\d/);
});

test('every navbar link scrolls to its section and the FAQ opens', async ({ page }) => {
  await page.goto(webUrl('/'));
  const nav = page.getByRole('navigation', { name: 'Hlavní navigace' });
  for (const [label, id] of [['Funkce', 'features'], ['Ceník', 'pricing'], ['Recenze', 'reviews'], ['FAQ', 'faq'], ['Domů', 'home']]) {
    await nav.getByRole('link', { name: label, exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`#${id}$`));
    await expect(page.locator(`#${id}`)).toBeInViewport();
  }
  await page.getByRole('link', { name: 'Všechny dotazy a odpovědi' }).click();
  await expect(page).toHaveURL(webUrl('/faq'));
  const question = page.locator('details').first();
  await expect(question.locator('p')).toBeHidden();
  await question.locator('summary').click();
  await expect(question.locator('p')).toBeVisible();
});

test('a basic member sees the investments lock; a premium member opens a category and a product step guide', async ({ page }) => {
  await openSignedIn(page, 'basic@demo.cz', { path: '/dashboard/investments' });
  await expect(page.getByText('Investiční průvodce je součástí členství Premium.')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Přejít na Premium' })).toBeVisible();
  await page.getByRole('button', { name: 'Odhlásit se' }).click();

  await openSignedIn(page, 'premium@demo.cz');
  await expect(page).toHaveURL(webUrl('/dashboard'));
  await page.getByRole('link', { name: 'Investice', exact: true }).click();
  await page.getByRole('link', { name: /^Otevřít kategorii/ }).first().click();
  await expect(page.getByRole('heading', { name: 'Výhody' }).first()).toBeVisible();
  const products = page.locator('.investment-products > li');
  await expect(products).toHaveCount(3);
  const showAll = page.getByRole('button', { name: /Zobrazit všechny/ });
  if (await showAll.isVisible()) {
    await showAll.click();
    expect(await products.count()).toBeGreaterThan(3);
  }
  const first = products.first();
  await first.getByText('Postup krok za krokem').click();
  await expect(first.getByRole('listitem').filter({ hasText: 'Založte si účet' })).toBeVisible();
  await expect(first.getByRole('link', { name: /^Přejít na web: \S/ })).toHaveAttribute('target', '_blank');
});
