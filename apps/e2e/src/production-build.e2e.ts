import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { productionSite } from './support/production-site';

/**
 * The production build of the web app, served by nginx with the container's configuration, works under its own
 * Content-Security-Policy: the page renders real data, a member signs in, and the browser reports
 * no violation (an inline script or a call the policy forgot would show up here).
 */
test.describe('the production build', () => {
  test.use({ serviceWorkers: 'allow' });
  let site: ReturnType<typeof productionSite>;
  // Once the global setup has run (the files are collected before it).
  test.beforeAll(() => {
    site = productionSite();
  });

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
    // Styled by the design tokens (dark theme by default), not bare HTML.
    expect(await page.evaluate(() => getComputedStyle(document.documentElement).backgroundColor)).toBe('rgb(11, 17, 32)');
    // A page other than home fetches its own chunks with the entry (route preloads), not after it.
    await page.goto(`${site.url}/login`);
    const preloaded = await page.evaluate(() => Array.from(document.querySelectorAll('link[rel=modulepreload]'), (link) => link.getAttribute('href')));
    expect(preloaded).toEqual(expect.arrayContaining([expect.stringMatching(/^\/assets\/MemberApp-.*\.js$/), expect.stringMatching(/^\/assets\/LoginPage-.*\.js$/)]));
    await page.getByLabel('Email').fill('premium@demo.cz');
    await page.getByLabel('Heslo').fill('Demo1234!');
    await page.getByRole('button', { name: 'Přihlásit se', exact: true }).click();
    await expect(page).toHaveURL(`${site.url}/dashboard`);
    await expect(page.getByTestId('stat-bonus-revenue')).toContainText('Kč');
    expect(violations).toEqual([]);
  });

  test('has the theme colours inline in <head>, so the first paint is never white', async () => {
    // A late stylesheet holds back the first paint anyway; the inline colours cover a page painted before it (and the dev server).
    const html = readFileSync(path.join(site.directory, 'index.html'), 'utf8');
    const inline = html.indexOf('html[data-theme="dark"]{color-scheme:dark;background:#0b1120');
    expect(inline).toBeGreaterThan(0);
    expect(inline).toBeLessThan(html.indexOf('</head>'));
  });

  test("is served with the container's headers, caching, compression, SPA fallback and api proxies", async ({ request }) => {
    const securityHeaders = { 'x-content-type-options': 'nosniff', 'x-frame-options': 'DENY', 'referrer-policy': 'strict-origin-when-cross-origin' };
    const shell = await request.get(`${site.url}/dashboard/bonuses`);
    expect(shell.status()).toBe(200);
    expect(await shell.text()).toContain('<div id="root">');
    expect(shell.headers()).toMatchObject({ 'cache-control': 'no-cache', ...securityHeaders });
    // The build's policy as a header too, which alone can forbid framing; the same policy the page's <meta> carries.
    const policy = shell.headers()['content-security-policy'];
    expect(policy).toContain("frame-ancestors 'none'");
    expect(policy).toContain("script-src 'self' 'sha256-");
    expect(policy.replace("; frame-ancestors 'none'", '')).toBe(readFileSync(path.join(site.directory, 'index.html'), 'utf8').match(/http-equiv="Content-Security-Policy" content="([^"]+)"/)?.[1].replace(/&#39;/g, "'"));
    expect(readdirSync(site.directory)).not.toContain('content-security-policy.conf');

    const script = readFileSync(path.join(site.directory, 'index.html'), 'utf8').match(/src="(\/assets\/[^"]+\.js)"/)![1];
    const asset = await request.get(`${site.url}${script}`, { headers: { 'accept-encoding': 'gzip' } });
    expect(asset.status()).toBe(200);
    expect(asset.headers()).toMatchObject({ 'cache-control': 'public, max-age=31536000, immutable', 'content-encoding': 'gzip', ...securityHeaders });
    expect((await request.get(`${site.url}/assets/missing.js`)).status()).toBe(404);

    // REST under /api/ and GraphQL reach the api; nginx's request id comes back from the api.
    const tiers = await request.get(`${site.url}/api/tier_all`);
    expect(tiers.status()).toBe(200);
    expect((await tiers.json()).map((tier: { price: number }) => tier.price)).toEqual([0, 899, 1299]);
    expect(tiers.headers()['x-request-id']).toMatch(/^[0-9a-f]{32}$/);
    // Public reads are kept by nginx as their Cache-Control allows: the next one is answered from the copy, with its own request id.
    expect(tiers.headers()['cache-control']).toBe('public, max-age=30, stale-while-revalidate=300');
    const kept = await request.get(`${site.url}/api/tier_all`);
    expect([kept.status(), kept.headers()['x-cache-status'], await kept.text()]).toEqual([200, 'HIT', await tiers.text()]);
    expect(kept.headers()['x-request-id']).toMatch(/^[0-9a-f]{32}$/);
    expect(kept.headers()['x-request-id']).not.toBe(tiers.headers()['x-request-id']);
    const revalidated = await request.get(`${site.url}/api/tier_all`, { headers: { 'if-none-match': tiers.headers()['etag'] } });
    expect(revalidated.status()).toBe(304);
    // A signed-in read is never kept.
    const personal = await request.get(`${site.url}/api/user`);
    expect([personal.status(), personal.headers()['x-cache-status']]).toEqual([401, undefined]);
    const graphql = await request.post(`${site.url}/graphql`, { data: { query: '{ generation { name } }' } });
    expect(await graphql.json()).toEqual({ data: { generation: { name: '1. generace' } } });
    expect((await request.post(`${site.url}/api/bonus_history_all`, { data: 'x'.repeat(1_100_000), headers: { 'content-type': 'application/json' } })).status()).toBe(413);
  });

  test('installs as an app and opens offline with the last loaded dashboard, read-only', async ({ page, context, request }) => {
    const manifest = await (await request.get(`${site.url}/manifest.webmanifest`)).json();
    expect(manifest).toMatchObject({ name: 'Bonus Klub', start_url: '/dashboard', display: 'standalone' });
    for (const icon of manifest.icons) expect((await request.get(`${site.url}${icon.src}`)).headers()['content-type']).toBe('image/png');

    await page.goto(`${site.url}/login`);
    await page.getByLabel('Email').fill('basic@demo.cz');
    await page.getByLabel('Heslo').fill('Demo1234!');
    await page.getByRole('button', { name: 'Přihlásit se', exact: true }).click();
    await expect(page).toHaveURL(`${site.url}/dashboard`);
    const revenue = await page.getByTestId('stat-bonus-revenue').locator('dd').innerText();
    await page.evaluate(() => navigator.serviceWorker.ready);
    // Once the worker controls the page, the assets are kept; a reload online keeps the data copy fresh.
    await page.reload();
    await expect(page.getByTestId('stat-bonus-revenue')).toContainText('Kč');
    await page.waitForFunction(() => Boolean(navigator.serviceWorker.controller) && Boolean(window.localStorage.getItem('bk.offlineCopy')));

    await context.setOffline(true);
    await page.reload();
    await expect(page.getByTestId('offline-notice')).toContainText('Jste offline');
    expect(await page.evaluate(() => getComputedStyle(document.documentElement).backgroundColor)).toBe('rgb(11, 17, 32)');
    await expect(page.getByTestId('stat-bonus-revenue').locator('dd')).toHaveText(revenue);
    await page.screenshot({ path: test.info().outputPath('offline-dashboard.png'), fullPage: true });
    // Read-only: a change is refused with a message, and nothing changes.
    await page.getByRole('navigation', { name: 'Členská sekce' }).getByRole('link', { name: 'Nastavení' }).click();
    await page.getByRole('navigation', { name: 'Sekce nastavení' }).getByRole('link', { name: 'Notifikace' }).click();
    const consent = page.getByLabel('Chci dostávat novinky a nové bonusy e-mailem');
    const before = await consent.isChecked();
    await consent.click();
    await expect(page.getByRole('alert').filter({ hasText: 'Změny se nepodařilo uložit' })).toBeVisible();
    await expect(consent).toBeChecked({ checked: before });
    await context.setOffline(false);
  });
});
