import { expect, Page } from '@playwright/test';

/** Every route of web and admin, for the tests that walk them all (accessibility, language). */
export const PUBLIC_WEB = ['/', '/login', '/register', '/forgot-password', '/faq', '/referral?code=DEMO'];
export const MEMBER_WEB = [
  '/dashboard',
  '/dashboard/bonuses',
  '/dashboard/bonus-history',
  '/dashboard/reports',
  '/dashboard/statements',
  '/dashboard/investments',
  '/dashboard/referrals',
  ...['profile', 'membership', 'accounts', 'notifications', 'security', 'documents'].map((tab) => `/dashboard/settings?tab=${tab}`),
  '/dashboard/faq',
  '/dashboard/contacts',
];
export const ADMIN = ['/admin', '/admin/bonuses', '/admin/users', '/admin/payouts', '/admin/settings', '/admin/analytics', '/admin/faq', '/admin/investments', '/admin/promo-codes', '/admin/webhooks', '/admin/audit'];

/** Waits until the page has finished loading its data (no spinner, no busy region). */
export async function settled(page: Page) {
  await page.waitForLoadState('networkidle');
  await expect(page.locator('.ui-spinner, [aria-busy="true"]')).toHaveCount(0);
}
