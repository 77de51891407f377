import { Page } from '@playwright/test';

const WIDTHS = [1280, 375] as const;
const THEMES = ['dark', 'light'] as const;

/**
 * Saves the page at desktop and phone width in both themes to test-results/screens/<name>-<width>-<theme>.png,
 * for a person to look at (nothing is compared). The theme is only <html data-theme>, so no reload is needed.
 */
export async function screenshotsOf(page: Page, name: string): Promise<void> {
  const original = page.viewportSize();
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: 900 });
    for (const theme of THEMES) {
      await page.evaluate((value) => (document.documentElement.dataset.theme = value), theme);
      await page.screenshot({ path: `test-results/screens/${name}-${width}-${theme}.png`, fullPage: true });
    }
  }
  if (original) await page.setViewportSize(original);
}
