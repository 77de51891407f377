import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { startProductionSite } from './support/production-site';

/**
 * The production build of the web app, served as nginx serves it, works under its own
 * Content-Security-Policy: the page renders real data, a member signs in, and the browser reports
 * no violation (an inline script or a call the policy forgot would show up here).
 */
test.describe('the production build', () => {
  test.describe.configure({ timeout: 180_000 });
  let site: Awaited<ReturnType<typeof startProductionSite>>;

  test.beforeAll(async () => {
    site = await startProductionSite();
  });
  test.afterAll(() => site?.stop());

  test('carries a strict policy and runs under it without a violation', async ({ page }) => {
    const policy = readFileSync(path.join(site.directory, 'index.html'), 'utf8').match(/http-equiv="Content-Security-Policy" content="([^"]+)"/)?.[1].replace(/&#39;/g, "'");
    expect(policy).toContain("script-src 'self' 'sha256-");
    expect(policy).not.toContain("'unsafe-eval'");
    expect(policy).toContain("object-src 'none'");

    const violations: string[] = [];
    await page.exposeFunction('reportViolation', (text: string) => violations.push(text));
    await page.addInitScript(() =>
      document.addEventListener('securitypolicyviolation', (event) => (window as unknown as { reportViolation: (t: string) => void }).reportViolation(`${event.violatedDirective} ${event.blockedURI}`)),
    );
    await page.goto(`${site.url}/`);
    await expect(page.getByRole('heading', { name: 'Premium' })).toBeVisible();
    await page.goto(`${site.url}/login`);
    await page.getByLabel('Email').fill('premium@demo.cz');
    await page.getByLabel('Heslo').fill('Demo1234!');
    await page.getByRole('button', { name: 'Přihlásit se', exact: true }).click();
    await expect(page).toHaveURL(`${site.url}/dashboard`);
    await expect(page.getByTestId('stat-bonus-revenue')).toContainText('Kč');
    expect(violations).toEqual([]);
  });
});
