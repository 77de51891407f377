import { expect, Locator, Page, test } from '@playwright/test';
import { openSignedIn } from './support/flows';
import { screenshotsOf } from './support/screenshots';
import { webUrl } from './support/urls';

const PHONE = { width: 375, height: 800 };
const DESKTOP = { width: 1280, height: 900 };

/** Every visible one of `targets` measures at least 44 × 44 px (WCAG 2.5.5, as the phone shell keeps it). */
async function expectTappable(targets: Locator) {
  const count = await targets.count();
  expect(count).toBeGreaterThan(0);
  for (let index = 0; index < count; index++) {
    const target = targets.nth(index);
    if (!(await target.isVisible())) continue;
    const box = await target.boundingBox();
    const name = (await target.getAttribute('aria-label')) ?? (await target.innerText());
    expect(box, name).not.toBeNull();
    expect(box!.height, `${name}: height`).toBeGreaterThanOrEqual(44);
    expect(box!.width, `${name}: width`).toBeGreaterThanOrEqual(44);
  }
}

const noSideways = async (page: Page) => expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);

test('phones get a bottom tab bar of the main destinations, marked with aria-current; desktops the sidebar only', async ({ page }) => {
  await page.setViewportSize(PHONE);
  await openSignedIn(page, 'premium@demo.cz');
  const tabBar = page.getByRole('navigation', { name: 'Hlavní navigace' });
  await expect(tabBar.getByRole('link')).toHaveText(['Přehled', 'Bonusy', 'Historie', 'Doporučení', 'Nastavení']);
  await expect(tabBar.getByRole('link', { name: 'Přehled' })).toHaveAttribute('aria-current', 'page');
  await tabBar.getByRole('link', { name: 'Bonusy' }).click();
  await expect(page).toHaveURL(webUrl('/dashboard/bonuses'));
  await expect(tabBar.getByRole('link', { name: 'Bonusy' })).toHaveAttribute('aria-current', 'page');
  await expect(tabBar.getByRole('link', { name: 'Přehled' })).not.toHaveAttribute('aria-current');
  // It stays at the bottom of the screen, over nothing the page needs: the page's end scrolls above it.
  const bar = (await tabBar.boundingBox())!;
  expect(bar.y + bar.height).toBeCloseTo(PHONE.height, 0);
  await page.setViewportSize(DESKTOP);
  await expect(tabBar).toBeHidden();
  await expect(page.getByRole('navigation', { name: 'Členská sekce' })).toBeVisible();
  await expect(page.getByTestId('greeting')).toHaveText(/^Dobr(é|ý) \S+, Petře$/);
});

test('on a phone the title bar is one line and every target in the shell and the filter chips is at least 44 px', async ({ page }) => {
  await page.setViewportSize(PHONE);
  await openSignedIn(page, 'premium@demo.cz');
  // One line: the mark and the controls, no greeting cut to 'Dobré od…'.
  await expect(page.getByTestId('greeting')).toBeHidden();
  await expect(page.locator('.dash-header').getByRole('link', { name: 'Bonus Klub' })).toBeVisible();
  const headerHeight = await page.locator('.dash-header').evaluate((element) => element.getBoundingClientRect().height);
  expect(headerHeight).toBeLessThanOrEqual(64);
  await expectTappable(page.locator('.dash-header').locator('a, button'));
  await expectTappable(page.getByRole('navigation', { name: 'Hlavní navigace' }).getByRole('link'));
  await noSideways(page);

  await page.goto(webUrl('/dashboard/bonuses'));
  await page.getByRole('button', { name: /^Filtry/ }).click();
  await expectTappable(page.locator('#bonus-filters-panel').locator('.chip, button, select'));
  await noSideways(page);
});

test('Nastavení on a phone: a list of sections, a section opens alone with a way back, and the browser back returns to the list', async ({ page }) => {
  await page.setViewportSize(PHONE);
  await openSignedIn(page, 'premium@demo.cz', { path: '/dashboard/settings' });
  const sections = page.getByRole('navigation', { name: 'Sekce nastavení' });
  await expect(sections.getByRole('link')).toHaveText(['Profil', 'Členství', 'Moje účty', 'Napojení banky', 'Pauza od kasin', 'Notifikace', 'Zabezpečení', 'API tokeny', 'Dokumenty']);
  await expect(page.getByRole('region', { name: 'Profil' })).toHaveCount(0);
  await expectTappable(sections.getByRole('link'));
  await screenshotsOf(page, 'settings-list', undefined);

  await sections.getByRole('link', { name: 'Dokumenty' }).click();
  await expect(page).toHaveURL(webUrl('/dashboard/settings?tab=documents'));
  await expect(page.getByRole('region', { name: 'Dokumenty' })).toBeVisible();
  await expect(sections).toHaveCount(0);
  await page.goBack();
  await expect(page).toHaveURL(webUrl('/dashboard/settings'));
  await expect(sections).toBeVisible();

  await sections.getByRole('link', { name: 'Členství' }).click();
  await expect(page.getByRole('region', { name: 'Členství', exact: true })).toBeVisible();
  await page.getByRole('link', { name: '← Všechna nastavení' }).click();
  await expect(page).toHaveURL(webUrl('/dashboard/settings'));
  await expect(sections).toBeVisible();
  await noSideways(page);

  // A section opened by its address (a link from elsewhere) goes back to the list too.
  await page.goto(webUrl('/dashboard/settings?tab=notifications'));
  await page.getByRole('link', { name: '← Všechna nastavení' }).click();
  await expect(page).toHaveURL(webUrl('/dashboard/settings'));
  await expect(sections.getByRole('link', { name: 'Notifikace' })).toBeVisible();
});

test('Nastavení on a desktop: the side list on the left, the section on the right, nothing overflowing', async ({ page }) => {
  await page.setViewportSize(DESKTOP);
  await openSignedIn(page, 'premium@demo.cz', { path: '/dashboard/settings' });
  const sections = page.getByRole('navigation', { name: 'Sekce nastavení' });
  const profile = page.getByRole('region', { name: 'Profil' });
  await expect(profile).toBeVisible();
  await expect(sections.getByRole('link', { name: 'Profil' })).toHaveAttribute('aria-current', 'page');
  const list = (await sections.boundingBox())!;
  const section = (await profile.boundingBox())!;
  expect(list.x + list.width).toBeLessThanOrEqual(section.x);
  // Every section's link is on screen, one under another (no tab strip cut at "Dokum…").
  for (const link of await sections.getByRole('link').all()) await expect(link).toBeInViewport();
  await noSideways(page);
  await sections.getByRole('link', { name: 'Pauza od kasin' }).click();
  await expect(page).toHaveURL(webUrl('/dashboard/settings?tab=casino-pause'));
  await expect(sections.getByRole('link', { name: 'Pauza od kasin' })).toHaveAttribute('aria-current', 'page');
  await expect(page.getByRole('link', { name: '← Všechna nastavení' })).toHaveCount(0);
  await page.goBack();
  await expect(profile).toBeVisible();
});

test('screens of the member shell: Přehled, Nastavení, the catalogue and the statement transactions', async ({ page }) => {
  test.slow();
  await page.setViewportSize(DESKTOP);
  await openSignedIn(page, 'premium@demo.cz');
  await expect(page.getByTestId('stat-bonus-revenue')).toBeVisible();
  await screenshotsOf(page, 'shell-overview');
  await screenshotsOf(page, 'shell-overview-top', page.locator('h1'));
  await screenshotsOf(page, 'shell-overview-risk', page.getByTestId('risk-panel'));
  await page.goto(webUrl('/dashboard/settings?tab=membership'));
  await expect(page.getByTestId('plan-card')).toBeVisible();
  await screenshotsOf(page, 'shell-settings');
  await page.goto(webUrl('/dashboard/bonuses'));
  await expect(page.getByRole('article').first()).toBeVisible();
  await screenshotsOf(page, 'shell-catalogue');
  await screenshotsOf(page, 'shell-catalogue-top', page.locator('h1'));
  await page.goto(webUrl('/dashboard/statements'));
  await expect(page.getByTestId('transaction-row').first()).toBeVisible();
  await screenshotsOf(page, 'shell-transactions', page.locator('.statement-transactions'));
});
