import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import type { AxeResults, RunOptions } from 'axe-core';
import { THEMES } from '@bonus/domain';

/** Rules whose outcome depends on colours, the only thing a theme changes. */
export const COLOUR_RULES = ['color-contrast', 'link-in-text-block'];

/** axe-core is put into each loaded page once and then run there as often as needed (injecting it per run costs more than running it). */
const AXE_SOURCE = readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');
const WCAG_21_AA: RunOptions = { runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] }, resultTypes: ['violations'] };
const COLOURS_ONLY: RunOptions = { runOnly: { type: 'rule', values: COLOUR_RULES }, resultTypes: ['violations'] };

/** Puts axe-core into the page as it is loaded now, unless it is there already (again after a navigation or reload). */
export async function injectAxe(page: Page): Promise<void> {
  if (await page.evaluate(() => 'axe' in window)) return;
  // Evaluated rather than added as a <script>: the app's Content-Security-Policy refuses inline scripts.
  await page.evaluate(AXE_SOURCE);
}

/** The serious and critical violations of WCAG 2.1 A/AA on the page as it is now, one line each; `coloursOnly` runs just the colour rules. */
export async function axeViolations(page: Page, where: string, coloursOnly = false): Promise<string[]> {
  const { violations: found } = await page.evaluate(
    (options) => (window as unknown as { axe: { run: (context: Document, options: RunOptions) => Promise<AxeResults> } }).axe.run(document, options),
    coloursOnly ? COLOURS_ONLY : WCAG_21_AA,
  );
  return found
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => `${where}: ${violation.id} (${violation.impact}) ${violation.nodes.map((node) => node.target.join(' ')).slice(0, 3).join(', ')}`);
}

/** The violations of the page as it is now at 1280 and 375 px in each theme; the page is left at 1280 px. */
export async function axeViolationsAtEveryWidth(page: Page): Promise<string[]> {
  await injectAxe(page);
  const problems: string[] = [];
  for (const width of [1280, 375]) {
    await page.setViewportSize({ width, height: 900 });
    for (const theme of THEMES) {
      await page.evaluate((value) => (document.documentElement.dataset.theme = value), theme);
      problems.push(...(await axeViolations(page, `${theme} ${width}`)));
    }
  }
  await page.setViewportSize({ width: 1280, height: 900 });
  return problems;
}
