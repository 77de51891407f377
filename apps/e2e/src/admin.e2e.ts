import { expect, Page, test } from '@playwright/test';
import { signIn as signInMember, signInAdmin } from './support/flows';
import { screenshotsOf } from './support/screenshots';
import { adminUrl, webUrl } from './support/urls';

async function signIn(page: Page, email: string, password = 'Demo1234!') {
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Heslo').fill(password);
  await page.getByRole('button', { name: 'Přihlásit se' }).click();
}

test('the admin app sends a visitor without a session to its sign-in page', async ({ page }) => {
  await page.goto(adminUrl('/admin'));
  await expect(page).toHaveURL(adminUrl('/login'));
  await expect(page.getByRole('heading', { name: 'Přihlášení do administrace' })).toBeVisible();
});

test('a wrong password is refused with a Czech message', async ({ page }) => {
  await page.goto(adminUrl('/login'));
  await signIn(page, 'admin@demo.cz', 'Spatne1234!');
  await expect(page.getByRole('alert')).toHaveText('Nesprávný email nebo heslo.');
});

test('the demo admin signs in through the Auth emulator and reaches the overview', async ({ page }) => {
  await page.goto(adminUrl('/admin'));
  await signIn(page, 'admin@demo.cz');
  await expect(page.getByRole('heading', { name: 'Přehled' })).toBeVisible();
  await expect(page).toHaveURL(adminUrl('/admin'));
  await expect(page.getByRole('banner').getByText('Správce', { exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'Odhlásit se' }).click();
  await expect(page).toHaveURL(adminUrl('/login'));
});

test('when the 5-second refresh of the overview fails, the figures stay with a quiet note of their time, and come back up to date', async ({ page }) => {
  test.slow();
  await signInAdmin(page);
  const live = page.getByRole('region', { name: 'Právě teď' });
  await expect(live.getByText('Aktivní uživatelé (15 min)')).toBeVisible();
  // The api goes away for the overview's refreshes only: the rest of the page has loaded.
  await page.route('**/graphql', (route) => (/"operationName":"AdminOverview"/.test(route.request().postData() ?? '') ? route.abort('connectionrefused') : route.fallback()));
  const notice = live.getByText(/^Data se nepodařilo obnovit, zobrazujeme stav z \d{1,2}:\d{2}\. Zkoušíme to znovu\.$/);
  await expect(notice).toBeVisible({ timeout: 12_000 });
  await expect(page.getByText('Tuto stránku se nepodařilo zobrazit.')).toHaveCount(0);
  await expect(live.getByText('Dnešní příjem')).toBeVisible();
  await screenshotsOf(page, 'admin-overview-stale', live);

  await page.unroute('**/graphql');
  await expect(notice).toBeHidden({ timeout: 12_000 });
});

test('a member without admin rights sees a clear refusal and no admin data', async ({ page }) => {
  const adminCalls: string[] = [];
  page.on('request', (request) => {
    const body = request.postData() ?? '';
    if (request.url().endsWith('/graphql') && /"operationName":"(Admin\w*|AuditLog|Newsletters|SiteSettings)"/.test(body)) adminCalls.push(body);
  });
  await page.goto(adminUrl('/admin/users'));
  await signIn(page, 'basic@demo.cz');
  await expect(page.getByRole('heading', { name: 'Přístup odepřen' })).toBeVisible();
  await expect(page.getByRole('alert')).toHaveText('Do administrace mají přístup jen administrátoři. Váš účet toto oprávnění nemá.');
  await expect(page.getByRole('navigation', { name: 'Administrace' })).toHaveCount(0);
  expect(adminCalls).toEqual([]);
  await page.getByRole('link', { name: 'Přejít do členské sekce' }).click();
  await page.waitForURL((url) => url.href.startsWith(webUrl('/dashboard')));
});

test('"Administrace" in the member app opens the admin bonuses already signed in: one sign-in, no token left in the address', async ({ page }) => {
  const adminRequests: string[] = [];
  page.on('request', (request) => {
    if (request.url().startsWith(adminUrl('/'))) adminRequests.push(request.url());
  });
  await signInMember(page, 'admin@demo.cz');
  await expect(page).toHaveURL(webUrl('/dashboard'));
  await page.getByRole('link', { name: 'Administrace' }).click();
  await expect(page.getByRole('heading', { name: 'Bonusy', exact: true })).toBeVisible();
  await expect(page).toHaveURL(adminUrl('/admin/bonuses'));
  await expect(page.getByRole('heading', { name: 'Přihlášení do administrace' })).toHaveCount(0);
  // The token travelled in the fragment, which no request carries, and the address (hash included) no longer holds it.
  expect(adminRequests.filter((url) => url.includes('handover='))).toEqual([]);
});

test('a hand-over token that does not work is explained in Czech, with the way to the admin login', async ({ page }) => {
  await page.goto(adminUrl('/admin/bonuses#handover=not-a-token'));
  await expect(page.getByRole('heading', { name: 'Automatické přihlášení se nezdařilo' })).toBeVisible();
  await expect(page).toHaveURL(adminUrl('/admin/bonuses'));
  await page.getByRole('link', { name: 'Přihlásit se' }).click();
  await signIn(page, 'admin@demo.cz');
  await expect(page).toHaveURL(adminUrl('/admin/bonuses'));
});

test('the admin login returns to the page asked for, and only to a page of the admin app', async ({ page }) => {
  await page.goto(adminUrl('/admin/payouts?tab=batches'));
  await expect(page).toHaveURL(adminUrl('/login?next=%2Fadmin%2Fpayouts%3Ftab%3Dbatches'));
  // The asked-for page is in the address, so it survives a reload of the login page.
  await page.reload();
  await signIn(page, 'admin@demo.cz');
  await expect(page).toHaveURL(adminUrl('/admin/payouts?tab=batches'));

  await page.getByRole('button', { name: 'Odhlásit se' }).click();
  await page.goto(adminUrl(`/login?next=${encodeURIComponent('//example.com/admin')}`));
  await signIn(page, 'admin@demo.cz');
  await expect(page).toHaveURL(adminUrl('/admin'));
});
