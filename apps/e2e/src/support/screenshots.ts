import { Locator, Page } from '@playwright/test';

const WIDTHS = [1280, 375] as const;
const THEMES = ['dark', 'light'] as const;

/**
 * Whether the pictures are written: `npm test` leaves them out (encoding some 260 full pages is a good part of
 * the suite's CPU), `E2E_SCREENSHOTS=1` writes them for a person to look at. The widths and themes are gone
 * through either way, so a page that fails to render at 375 px still fails the test.
 */
const WRITE_SCREENSHOTS = process.env.E2E_SCREENSHOTS === '1';

/** Set on a document this helper reloaded at phone width (a navigation clears it): it was not opened at desktop width. */
const RELOADED_NARROW = '__e2eScreenshotsReloadedNarrow';

/**
 * Shows the page at desktop and phone width in both themes and (with E2E_SCREENSHOTS=1) saves each to
 * test-results/screens/<name>-<width>-<theme>.png, for a person to look at (nothing is compared): the whole page, or the screen around `focus` when given.
 * The theme is only <html data-theme>, and the layouts follow the width as it changes (the sidebars and the
 * charts listen to their media queries), so the page is shot as the test left it, only resized.
 * With `reload: true` it is opened afresh at phone width (and at desktop width, unless the test opened it there),
 * as a phone would open it: what the test opened or typed on it is then gone.
 */
export async function screenshotsOf(page: Page, name: string, focus?: Locator, { reload = false } = {}): Promise<void> {
  const original = page.viewportSize();
  const openedAtDesktopWidth =
    original?.width === WIDTHS[0] && !(await page.evaluate((flag) => Boolean((window as unknown as Record<string, unknown>)[flag]), RELOADED_NARROW));
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: 900 });
    if (reload && !(width === WIDTHS[0] && openedAtDesktopWidth)) {
      await page.reload();
      if (width !== WIDTHS[0]) await page.evaluate((flag) => ((window as unknown as Record<string, unknown>)[flag] = true), RELOADED_NARROW);
    }
    await (focus ?? page.locator('main')).first().waitFor();
    for (const theme of THEMES) {
      await page.evaluate((value) => (document.documentElement.dataset.theme = value), theme);
      await focus?.scrollIntoViewIfNeeded();
      if (WRITE_SCREENSHOTS) await page.screenshot({ path: `test-results/screens/${name}-${width}-${theme}.png`, fullPage: !focus });
    }
  }
  if (original) await page.setViewportSize(original);
}
