import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import { createMember, MEMBER_PASSWORD, signIn, signInAdmin, closeOtherContexts } from './support/flows';
import { screenshotsOf } from './support/screenshots';
import { adminUrl, webUrl } from './support/urls';

test.afterEach(closeOtherContexts);

test('the admin finds a member by e-mail and deactivates them; that member can no longer sign in', async ({ page, browser, request }) => {
  const email = await createMember(request, 'deaktivace');
  await signInAdmin(page);
  await page.getByRole('navigation', { name: 'Administrace' }).getByRole('link', { name: 'Uživatelé' }).click();

  // The list searches as one types; the search is in the address, so the record's way back finds the same list.
  await page.getByLabel('Hledat jméno nebo e-mail').fill(email);
  const row = page.getByRole('row', { name: new RegExp(email) });
  await expect(row).toHaveCount(1);
  await expect(page.getByRole('row')).toHaveCount(2);
  await row.getByRole('link', { name: `detail (${email})` }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Testovací člen' })).toBeVisible();
  await expect(page.getByText('Splněné bonusy')).toBeVisible();
  await page.goBack();
  await expect(page.getByLabel('Hledat jméno nebo e-mail')).toHaveValue(email);
  await row.getByRole('button', { name: `Další akce: ${email}` }).click();
  await page.getByRole('menuitem', { name: 'Deaktivovat' }).click();
  await expect(page.getByText(`Účet ${email} je deaktivovaný.`)).toBeVisible();
  await expect(row).toContainText('Neaktivní');

  const member = await (await browser.newContext()).newPage();
  await signIn(member, email, MEMBER_PASSWORD);
  await expect(member.getByRole('alert')).toHaveText('Tento účet je zablokovaný.');
  await expect(member).toHaveURL(webUrl('/login'));
});

test('the admin narrows the members to one tier; the chip is in the address, and the CSV holds the same members', async ({ page }) => {
  test.slow();
  await signInAdmin(page, '/admin/users');
  const tiers = page.getByRole('group', { name: 'Členství' });
  await tiers.getByRole('button', { name: 'Basic' }).click();
  await expect(page).toHaveURL(/[?&]tier=basic/);
  await expect(tiers.getByRole('button', { name: 'Basic' })).toHaveAttribute('aria-pressed', 'true');
  const list = page.getByRole('region', { name: 'Seznam uživatelů' });
  await page.getByLabel('Hledat jméno nebo e-mail').fill('basic@demo.cz');
  await expect(list.getByRole('link', { name: /detail \(basic@demo\.cz\)/ })).toHaveCount(1);
  // The seeded Basic member is no Premium member.
  await tiers.getByRole('button', { name: 'Premium' }).click();
  await expect(page).toHaveURL(/[?&]tier=premium/);
  await expect(page.getByText('Nikdo neodpovídá hledání.')).toBeVisible();
  await tiers.getByRole('button', { name: 'Basic' }).click();
  await expect(list.getByRole('link', { name: /detail \(basic@demo\.cz\)/ })).toHaveCount(1);

  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Exportovat vyfiltrované (CSV)' }).click();
  const csv = await readFile(await (await download).path(), 'utf8');
  const rows = csv.trim().split(/\r?\n/).slice(1);
  expect(rows).toHaveLength(1);
  expect(rows[0]).toContain('basic@demo.cz');
  await page.getByLabel('Hledat jméno nebo e-mail').fill('');
  // The seed has more Basic members than this one: the pictures wait for the whole tier.
  await expect(list.getByRole('link', { name: /– detail \(/ }).nth(1)).toBeVisible();
  await screenshotsOf(page, 'admin-users-tier');
});

test('on a phone the members list is a card per member, with its detail and its menu in reach', async ({ page, request }) => {
  // Screenshots at two widths and themes after the checks.
  test.slow();
  const email = await createMember(request, 'telefon-seznam');
  await page.setViewportSize({ width: 375, height: 800 });
  await signInAdmin(page, '/admin/users');
  await page.getByLabel('Hledat jméno nebo e-mail').fill(email);
  const list = page.getByRole('region', { name: 'Seznam uživatelů' });
  // The live search has narrowed the list to this member.
  await expect(list.getByRole('link', { name: /– detail \(/ })).toHaveCount(1);
  const detail = list.getByRole('link', { name: `detail (${email})` });
  await detail.scrollIntoViewIfNeeded();
  await expect(detail).toBeVisible();
  await expect(list.getByRole('button', { name: `Další akce: ${email}` })).toBeInViewport();
  // A card: the row is no wider than the phone, its cells stacked under one another.
  expect(await list.evaluate((region) => region.scrollWidth - region.clientWidth)).toBe(0);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  await screenshotsOf(page, 'admin-users');
});

test('the member record grants admin rights only with a reason, which the audit log words; it cannot remove one’s own', async ({ page, request }) => {
  test.slow();
  const email = await createMember(request, 'prava');
  await signInAdmin(page, `/admin/users?search=${encodeURIComponent(email)}`);
  await page.getByRole('row', { name: new RegExp(email) }).getByRole('link', { name: `detail (${email})` }).click();
  const actions = page.getByRole('group', { name: 'Akce s členem' });
  await expect(page.getByText('Žádné objednávky.')).toBeVisible();

  await actions.getByRole('button', { name: 'Udělit práva administrátora' }).click();
  const dialog = page.getByRole('dialog', { name: 'Udělit práva administrátora' });
  const grant = dialog.getByRole('button', { name: 'Udělit práva' });
  await expect(grant).toBeDisabled();
  await dialog.getByLabel('Důvod (alespoň 5 znaků)').fill('abc');
  await expect(grant).toBeDisabled();
  await dialog.getByLabel('Důvod (alespoň 5 znaků)').fill('Pomáhá s podporou');
  await screenshotsOf(page, 'admin-rights-dialog', dialog, { reload: false });
  await grant.click();
  await expect(page.getByText(`${email} má práva administrátora.`)).toBeVisible();
  await expect(actions.getByRole('button', { name: 'Odebrat práva administrátora' })).toBeVisible();

  await page.getByRole('navigation', { name: 'Administrace' }).getByRole('link', { name: 'Audit' }).click();
  await expect(page.getByTestId('audit-entry').filter({ hasText: `udělil členovi ${email} práva administrátora: Pomáhá s podporou` }).first()).toBeVisible();

  // One's own record: the rights cannot be removed (the api refuses too).
  await page.goto(adminUrl('/admin/users?search=admin%40demo.cz'));
  await page.getByRole('row', { name: /admin@demo\.cz/ }).getByRole('link', { name: /detail \(admin@demo\.cz\)/ }).click();
  await expect(page.getByRole('group', { name: 'Akce s členem' }).getByRole('button', { name: 'Odebrat práva administrátora' })).toBeDisabled();

  // A member with a paid membership: the orders are a table with their columns.
  await page.goto(adminUrl('/admin/users?search=premium%40demo.cz'));
  await page.getByRole('row', { name: /premium@demo\.cz/ }).getByRole('link', { name: /detail \(premium@demo\.cz\)/ }).click();
  const orders = page.getByRole('region', { name: 'Objednávky člena' });
  await expect(orders.getByRole('columnheader', { name: 'Členství' })).toBeVisible();
  await expect(orders.getByRole('row').nth(1)).toContainText('Premium');
  await screenshotsOf(page, 'admin-member-record');
});
