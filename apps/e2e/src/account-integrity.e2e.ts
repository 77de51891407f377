import { APIRequestContext, expect, Route, test } from '@playwright/test';
import { changeSiteSettings, completeRegistrationStep1, createMember, idToken, MEMBER_PASSWORD, signIn, signInAdmin, openSignedIn, closeOtherContexts } from './support/flows';
import { screenshotsOf } from './support/screenshots';
import { apiUrl, authEmulatorUrl, webUrl } from './support/urls';

test.afterEach(closeOtherContexts);

const CLOSED = 'Registrace nových účtů je dočasně uzavřená.';
const MAINTENANCE = 'Probíhá údržba. Zkuste to prosím za chvíli.';

/** Whether the Auth emulator still has an account with this e-mail and password. */
async function canSignIn(request: APIRequestContext, email: string, password: string): Promise<boolean> {
  const answer = await request.post(authEmulatorUrl('/identitytoolkit.googleapis.com/v1/accounts:signInWithPassword?key=demo-api-key'), { data: { email, password, returnSecureToken: true } });
  return answer.ok();
}

test.describe('with registration closed', () => {
  test.afterEach(({ request }) => changeSiteSettings(request, { registrationEnabled: true }));

  test('the register page says so before anything is typed', async ({ page, request }) => {
    await changeSiteSettings(request, { registrationEnabled: false });
    await page.goto(webUrl('/register'));
    await expect(page.getByRole('alert')).toHaveText(CLOSED);
    await expect(page.getByLabel('E-mail *', { exact: true })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Pokračovat', exact: true })).toHaveCount(0);
    await screenshotsOf(page, 'register-closed');
  });

  test('a registration refused by the server deletes its new Firebase account and shows the reason', async ({ page, request }) => {
    const email = `zavreno-${Date.now()}@example.cz`;
    await page.goto(webUrl('/register?tierId=1'));
    await expect(page.getByLabel('E-mail *', { exact: true })).toBeVisible();
    // Closed while the visitor fills the form: Firebase creates the account, POST /user refuses it.
    await changeSiteSettings(request, { registrationEnabled: false });
    await completeRegistrationStep1(page, { email, password: 'Zavreno123!', nickname: 'Pozdní', firstName: 'Petr', lastName: 'Pozdní', birthDate: '06.05.1990' });
    await expect(page.getByRole('alert')).toHaveText(CLOSED);
    await expect(page).toHaveURL(/\/register/);
    await expect.poll(() => canSignIn(request, email, 'Zavreno123!')).toBe(false);
  });
});

test('signing in during maintenance shows the maintenance page, and the member gets in once it is over; admins still work', async ({ page, browser, request }) => {
  await changeSiteSettings(request, { maintenanceMode: true });
  try {
    await signIn(page, 'free@demo.cz');
    await expect(page.getByText(MAINTENANCE)).toBeVisible();
    await expect(page).toHaveURL(webUrl('/dashboard'));
    await screenshotsOf(page, 'login-maintenance');
    await page.goto(webUrl('/register'));
    await expect(page.getByRole('alert')).toHaveText(MAINTENANCE);

    const admin = await (await browser.newContext()).newPage();
    await signIn(admin, 'admin@demo.cz');
    await expect(admin.getByTestId('membership-badge')).toBeVisible();
  } finally {
    await changeSiteSettings(request, { maintenanceMode: false });
  }
  await page.goto(webUrl('/dashboard'));
  await expect(page.getByTestId('membership-badge')).toHaveText('Free');
});

test('the consents given at registration are shown in Profil with time and terms version, and marketing changes are recorded', async ({ page }) => {
  const email = `souhlasy-${Date.now()}@example.cz`;
  await page.goto(webUrl('/register?tierId=1'));
  await completeRegistrationStep1(page, { email, password: 'Souhlas123!', nickname: 'Souhlasný', firstName: 'Sára', lastName: 'Souhlasná', birthDate: '05.04.1991' });
  await page.getByRole('radio', { name: /Free/ }).check();
  await page.getByRole('button', { name: 'Dokončit registraci' }).click();
  await expect(page).toHaveURL(webUrl('/dashboard'));

  await page.goto(webUrl('/dashboard/settings?tab=profile'));
  const consents = page.getByRole('region', { name: 'Souhlasy' });
  await expect(consents.getByRole('listitem')).toHaveCount(5);
  await expect(consents.locator('[data-consent="terms"]')).toContainText(/Souhlas s obchodními podmínkami\s*Ano · \d+\.\s\d+\.\s\d{4}\s\d+:\d{2} · obchodní podmínky verze 2026-11-01/);
  await expect(consents.locator('[data-consent="digital_content_waiver"]')).toContainText('Ano ·');
  await expect(consents.locator('[data-consent="marketing"]')).toContainText('Ne ·');
  await screenshotsOf(page, 'settings-consents', consents);

  await page.getByRole('navigation', { name: 'Sekce nastavení' }).getByRole('link', { name: 'Notifikace' }).click();
  await page.getByLabel('Chci dostávat novinky a nové bonusy e-mailem').click();
  await expect(page.getByText('Novinky vám budeme posílat e-mailem.')).toBeVisible();
  await page.getByRole('navigation', { name: 'Sekce nastavení' }).getByRole('link', { name: 'Profil' }).click();
  await expect(page.getByRole('region', { name: 'Souhlasy' }).locator('[data-consent="marketing"]')).toContainText(/^Novinky a nové bonusy e-mailem\s*Ano ·/);
});

test("the admin sees a member's consents and each order's withdrawal waiver", async ({ page, request }) => {
  const email = await createMember(request, 'souhlasy-admin');
  const token = await idToken(request, email, MEMBER_PASSWORD);
  const order = await request.post(apiUrl('/order'), { headers: { authorization: `Bearer ${token}` }, data: { tier_id: 2, subscription_scope: 'registration' } });
  expect(order.status()).toBe(201);
  await signInAdmin(page);
  await page.getByRole('navigation', { name: 'Administrace' }).getByRole('link', { name: 'Uživatelé' }).click();
  await page.getByLabel('Hledat jméno nebo e-mail').fill(email);
  await page.getByRole('link', { name: `detail (${email})` }).click();
  // The member's record is a page, named by the member's nickname.
  const detail = page.getByRole('region', { name: 'Testovací člen' });
  await expect(detail.getByRole('heading', { name: 'Souhlasy', exact: true })).toBeVisible();
  await expect(detail.locator('[data-consent="lost_guarantee"]')).toContainText('Ano ·');
  await expect(detail.getByText(/vzdání se odstoupení \d+\.\s\d+\.\s\d{4}\s\d+:\d{2} \(podmínky 2026-11-01\)/)).toBeVisible();
  await detail.getByRole('heading', { name: 'Souhlasy', exact: true }).scrollIntoViewIfNeeded();
  for (const theme of ['dark', 'light']) {
    await page.evaluate((value) => (document.documentElement.dataset.theme = value), theme);
    await page.screenshot({ path: `test-results/screens/admin-user-consents-1280-${theme}.png` });
  }
});

test('the e-mail change does not hide a failed server update: a Czech error, a retry, and then the record follows Firebase', async ({ page, request }) => {
  const email = await createMember(request, 'zmena-emailu');
  const newEmail = `nova-${Date.now()}@example.cz`;
  await openSignedIn(page, email, { password: MEMBER_PASSWORD, path: '/dashboard/settings?tab=security' });

  // The api fails the update that saves the new address (Firebase has already changed it).
  const failUpdate = (route: Route) =>
    route.request().postData()?.includes('UpdateUser')
      ? route.fulfill({ status: 503, json: { errors: [{ message: 'Služba je dočasně nedostupná.', extensions: { code: 'SERVICE_UNAVAILABLE' } }] } })
      : route.fallback();
  await page.route('**/graphql', failUpdate);
  await page.getByLabel('Nový email').fill(newEmail);
  await page.getByLabel('Současné heslo pro potvrzení').fill(MEMBER_PASSWORD);
  await page.getByRole('button', { name: 'Změnit email' }).click();
  const form = page.getByRole('form', { name: 'Změna emailu' });
  await expect(form.getByRole('alert')).toHaveText('Přihlašovací e-mail je změněný, ale u vašeho členského účtu se ho nepodařilo uložit. Zkuste to prosím znovu.');
  await expect(page.getByText('Změna emailu proběhla úspěšně', { exact: false })).toHaveCount(0);
  await expect(page).toHaveURL(/tab=security/);
  for (const [width, theme] of [[1280, 'dark'], [1280, 'light'], [375, 'dark'], [375, 'light']] as const) {
    await page.setViewportSize({ width, height: 900 });
    // Not reloaded (that would lose the state): the phone layout's sidebar, opened by the desktop load, is closed by hand.
    const menu = page.getByRole('button', { name: 'Menu' });
    if (width === 375 && (await menu.getAttribute('aria-expanded')) === 'true') await menu.dispatchEvent('click');
    await page.evaluate((value) => (document.documentElement.dataset.theme = value), theme);
    await form.scrollIntoViewIfNeeded();
    await page.screenshot({ path: `test-results/screens/email-change-failed-${width}-${theme}.png` });
  }
  await page.setViewportSize({ width: 1280, height: 900 });

  await page.unroute('**/graphql', failUpdate);
  await form.getByRole('button', { name: 'Uložit email znovu' }).click();
  await expect(form.getByRole('status')).toHaveText('Změna emailu proběhla úspěšně. Budete odhlášeni, prosím přihlaste se znovu.');
  await expect(page).toHaveURL(webUrl('/login'));
  const profile = await request.get(apiUrl('/user'), { headers: { authorization: `Bearer ${await idToken(request, newEmail, MEMBER_PASSWORD)}` } });
  expect((await profile.json()).email).toBe(newEmail);
});

test('an upgrade in Settings asks for the withdrawal waiver before creating the order', async ({ page, request }) => {
  const email = await createMember(request, 'upgrade-waiver');
  await openSignedIn(page, email, { password: MEMBER_PASSWORD, path: '/dashboard/settings?tab=membership' });
  await page.getByRole('button', { name: 'Přejít na Basic' }).click();
  await expect(page.getByText('Musíte souhlasit se zpřístupněním digitálního obsahu před uplynutím lhůty pro odstoupení (§ 1837 písm. l) NOZ)')).toBeVisible();
  await expect(page.getByRole('dialog', { name: 'Změna plánu' })).toHaveCount(0);
  await screenshotsOf(page, 'settings-upgrade-waiver', page.getByRole('heading', { name: 'Placená členství' }));
  await page.getByLabel(/zpřístupnění digitálního obsahu/).check();
  await page.getByRole('button', { name: 'Přejít na Basic' }).click();
  await expect(page.getByRole('dialog', { name: 'Změna plánu' })).toBeVisible();
});
