import { expect, Page } from '@playwright/test';

/** Every route of web and admin, for the tests that walk them all (accessibility, language). */
export const PUBLIC_WEB = ['/', '/login', '/register', '/forgot-password', '/faq', '/referral?code=DEMO'];
export const MEMBER_WEB = [
  '/dashboard',
  '/dashboard/bonuses',
  '/dashboard/bonus-history',
  '/dashboard/reports',
  '/dashboard/statements',
  '/dashboard/calculator',
  '/dashboard/investments',
  '/dashboard/referrals',
  ...['profile', 'membership', 'accounts', 'bank-connections', 'notifications', 'security', 'documents'].map((tab) => `/dashboard/settings?tab=${tab}`),
  '/dashboard/faq',
  '/dashboard/contacts',
];
export const ADMIN = ['/admin', '/admin/bonuses', '/admin/users', '/admin/payouts', '/admin/settings', '/admin/analytics', '/admin/faq', '/admin/investments', '/admin/promo-codes', '/admin/webhooks', '/admin/audit'];

/** Waits until the page has finished loading its data (no spinner, no busy region). */
export async function settled(page: Page) {
  await page.waitForLoadState('networkidle');
  await expect(page.locator('.ui-spinner, [aria-busy="true"]')).toHaveCount(0);
}

/**
 * Opens `url` and waits until it has settled. In the app `page` already shows (same origin), the route is opened
 * by the app's router, as a link in the app opens it, instead of loading the whole app again: then the network is
 * waited for as `networkidle` does for a load (500 ms without a request).
 */
export async function openRoute(page: Page, url: string): Promise<void> {
  const target = new URL(url);
  if (!page.url().startsWith(target.origin + '/')) {
    await page.goto(url);
    await settled(page);
    return;
  }
  let inFlight = 0;
  let lastChange = Date.now();
  const started = () => {
    inFlight++;
    lastChange = Date.now();
  };
  const ended = () => {
    inFlight--;
    lastChange = Date.now();
  };
  page.on('request', started);
  page.on('requestfinished', ended);
  page.on('requestfailed', ended);
  try {
    await page.evaluate((path) => {
      window.history.pushState(null, '', path);
      window.dispatchEvent(new PopStateEvent('popstate', { state: null }));
    }, target.pathname + target.search);
    await expect.poll(() => inFlight <= 0 && Date.now() - lastChange >= 500, { intervals: [100], timeout: 30_000 }).toBe(true);
  } finally {
    page.off('request', started);
    page.off('requestfinished', ended);
    page.off('requestfailed', ended);
  }
  await expect(page.locator('.ui-spinner, [aria-busy="true"]')).toHaveCount(0);
}
