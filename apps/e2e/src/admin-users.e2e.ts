import { expect, test } from '@playwright/test';
import { createMember, MEMBER_PASSWORD, signIn, signInAdmin, closeOtherContexts } from './support/flows';
import { screenshotsOf } from './support/screenshots';
import { webUrl } from './support/urls';

test.afterEach(closeOtherContexts);

test('the admin finds a member by e-mail and deactivates them; that member can no longer sign in', async ({ page, browser, request }) => {
  const email = await createMember(request, 'deaktivace');
  await signInAdmin(page);
  await page.getByRole('navigation', { name: 'Administrace' }).getByRole('link', { name: 'Uživatelé' }).click();

  await page.getByLabel('Hledat jméno nebo e-mail').fill(email);
  await page.getByRole('button', { name: 'Hledat' }).click();
  const row = page.getByRole('row', { name: new RegExp(email) });
  await expect(row).toHaveCount(1);
  await expect(page.getByRole('row')).toHaveCount(2);
  await row.getByRole('button', { name: `detail (${email})` }).click();
  await expect(page.getByRole('dialog', { name: new RegExp(email) }).getByText('Splněné bonusy')).toBeVisible();
  await page.keyboard.press('Escape');
  await row.getByRole('button', { name: `Další akce: ${email}` }).click();
  await page.getByRole('menuitem', { name: 'Deaktivovat' }).click();
  await expect(page.getByText(`Účet ${email} je deaktivovaný.`)).toBeVisible();
  await expect(row).toContainText('Neaktivní');

  const member = await (await browser.newContext()).newPage();
  await signIn(member, email, MEMBER_PASSWORD);
  await expect(member.getByRole('alert')).toHaveText('Tento účet je zablokovaný.');
  await expect(member).toHaveURL(webUrl('/login'));
});

test('on a phone the members list is a card per member, with its detail and its menu in reach', async ({ page, request }) => {
  // Screenshots at two widths and themes after the checks.
  test.slow();
  const email = await createMember(request, 'telefon-seznam');
  await page.setViewportSize({ width: 375, height: 800 });
  await signInAdmin(page, '/admin/users');
  await page.getByLabel('Hledat jméno nebo e-mail').fill(email);
  await page.getByRole('button', { name: 'Hledat' }).click();
  const list = page.getByRole('region', { name: 'Seznam uživatelů' });
  const detail = list.getByRole('button', { name: `detail (${email})` });
  await detail.scrollIntoViewIfNeeded();
  await expect(detail).toBeVisible();
  await expect(list.getByRole('button', { name: `Další akce: ${email}` })).toBeInViewport();
  // A card: the row is no wider than the phone, its cells stacked under one another.
  expect(await list.evaluate((region) => region.scrollWidth - region.clientWidth)).toBe(0);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  await screenshotsOf(page, 'admin-users');
});
