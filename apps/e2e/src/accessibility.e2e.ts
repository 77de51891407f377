import { expect, Page, test } from '@playwright/test';
import { THEME_STORAGE_KEY, THEMES } from '@bonus/domain';
import { axeViolations, injectAxe } from './support/axe';
import { signInAdmin, openSignedIn } from './support/flows';
import { ADMIN, MEMBER_WEB, openRoute, PUBLIC_WEB } from './support/routes';
import { adminUrl, webUrl } from './support/urls';

/**
 * axe-core on every route of web and admin, in both themes, at desktop width and on a 375 px phone:
 * no serious or critical violations of WCAG 2.1 A/AA. Each page is opened once (the first of an app loaded, the
 * others through the app's router, as its links open them; language.e2e.ts loads every route afresh) and checked
 * at both widths in both themes (the theme is only CSS custom properties on <html data-theme>, so
 * switching the attribute is what the toggle does; the layout follows the width through media queries).
 */
const VIEWPORTS = { desktop: { width: 1280, height: 800 }, mobile: { width: 375, height: 812 } };

async function checkPages(page: Page, urls: string[], label: string): Promise<string[]> {
  const problems: string[] = [];
  for (const url of urls) {
    await page.setViewportSize(VIEWPORTS.desktop);
    await openRoute(page, url);
    await injectAxe(page);
    for (const [viewport, size] of Object.entries(VIEWPORTS)) {
      await page.setViewportSize(size);
      for (const [index, theme] of THEMES.entries()) {
        await page.evaluate((value) => (document.documentElement.dataset.theme = value), theme);
        // Every rule in the first theme; in the second only the colour rules can come out differently.
        problems.push(...(await axeViolations(page, `${label} ${new URL(url).pathname}${new URL(url).search} ${theme} ${viewport}`, index > 0)));
      }
    }
  }
  return problems;
}

test.describe('accessibility (axe-core)', () => {
  test.describe.configure({ timeout: 240_000 });

  test('public web pages', async ({ page }) => {
    expect(await checkPages(page, PUBLIC_WEB.map((path) => webUrl(path)), 'web')).toEqual([]);
  });

  test('member dashboard pages', async ({ page }) => {
    await openSignedIn(page, 'premium@demo.cz');
    await expect(page).toHaveURL(webUrl('/dashboard'));
    expect(await checkPages(page, MEMBER_WEB.map((path) => webUrl(path)), 'web')).toEqual([]);
  });

  test('admin pages, signed out and in', async ({ page }) => {
    const signedOut = await checkPages(page, [adminUrl('/login')], 'admin');
    await signInAdmin(page);
    expect([...signedOut, ...(await checkPages(page, ADMIN.map((path) => adminUrl(path)), 'admin'))]).toEqual([]);
  });

  test('the stored theme is the one checked', async ({ page }) => {
    await page.addInitScript(([key, value]) => window.localStorage.setItem(key, value), [THEME_STORAGE_KEY, 'light'] as const);
    await page.goto(webUrl('/'));
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
  });
});
