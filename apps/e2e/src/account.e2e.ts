import { expect, Page, test } from '@playwright/test';
import { createMember, MEMBER_PASSWORD, signIn, openSignedIn } from './support/flows';
import { screenshotsOf } from './support/screenshots';
import { authEmulatorUrl, webUrl } from './support/urls';

const PASSWORD = 'Registrace1!';

async function signOut(page: Page) {
  await page.getByRole('button', { name: 'Odhlásit se' }).click();
  await expect(page).toHaveURL(webUrl('/login'));
}

/** Registers through step 1 of /register and returns the new e-mail. */
async function registerMember(page: Page): Promise<string> {
  const email = `e2e-${Date.now()}@example.cz`;
  await page.goto(webUrl('/register?tierId=3'));
  await page.getByLabel('E-mail *', { exact: true }).fill(email);
  await page.getByLabel('Heslo *', { exact: true }).fill(PASSWORD);
  await page.getByLabel('Heslo znovu').fill(PASSWORD);
  await page.getByLabel('Přezdívka').fill('Testovač');
  await page.getByLabel('Jméno *').fill('Tomáš');
  await page.getByLabel('Příjmení *').fill('Testovací');
  await page.getByLabel('Datum narození').fill('17.05.1990');
  await page.getByLabel('Potvrzuji, že je mi více než 18 let').check();
  await page.getByLabel('Souhlasím s obchodními podmínkami').check();
  await page.getByLabel(/výdělek z bonusů není zaručen/).check();
  await page.getByLabel(/zpřístupnění digitálního obsahu/).check();
  await page.getByRole('button', { name: 'Pokračovat', exact: true }).click();
  const risks = page.getByRole('dialog', { name: 'Rizika' });
  await expect(risks).toBeVisible();
  await risks.getByRole('button', { name: 'Registrovat' }).click();
  return email;
}

test('a visitor registers through step 1 and lands on step 2 with the chosen tier', async ({ page }) => {
  await registerMember(page);
  await expect(page.locator('[aria-current="step"]')).toHaveText('2. Předplatné');
  await expect(page).toHaveURL(/step=2/);
  await expect(page).toHaveURL(/tierId=3/);
  await expect(page.getByRole('radio', { name: /Premium/ })).toBeChecked();
});

test('registration offers Google first, marks every required field and groups the consents', async ({ page }) => {
  await page.goto(webUrl('/register'));
  const google = page.getByRole('button', { name: 'Pokračovat přes Google' });
  await expect(google.getByTestId('google-mark')).toBeVisible();
  // Google above the "nebo" divider, above the e-mail.
  const divider = page.getByText('nebo', { exact: true });
  expect((await google.boundingBox())!.y).toBeLessThan((await divider.boundingBox())!.y);
  expect((await divider.boundingBox())!.y).toBeLessThan((await page.getByLabel('E-mail *').boundingBox())!.y);
  await expect(page.getByText('povinné údaje')).toBeVisible();
  for (const label of ['E-mail *', 'Heslo *', 'Heslo znovu *', 'Přezdívka *', 'Jméno *', 'Příjmení *', 'Datum narození (DD.MM.RRRR) *']) {
    await expect(page.getByLabel(label, { exact: true })).toHaveAttribute('aria-required', 'true');
  }
  const required = page.getByRole('group', { name: 'Povinné souhlasy *' });
  await expect(required.getByRole('checkbox')).toHaveCount(4);
  await expect(page.getByRole('group', { name: 'Nepovinné' }).getByRole('checkbox', { name: /novinky a nové bonusy/ })).not.toHaveAttribute('aria-required');
  // Day-month-year whatever the browser's language: the dots come as the digits are typed.
  const birthDate = page.getByLabel('Datum narození');
  await birthDate.pressSequentially('17051990');
  await expect(birthDate).toHaveValue('17.05.1990');
  await birthDate.fill('31.02.1990');
  await page.getByRole('button', { name: 'Pokračovat', exact: true }).click();
  await expect(page.getByText('Zadejte datum narození ve tvaru den.měsíc.rok, např. 17.05.1990')).toBeVisible();
  // Google asks for the same details, then signs in; e-mail and password step aside.
  await google.click();
  await expect(page.getByLabel('E-mail *')).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Registrovat přes Google' })).toBeVisible();
  await page.getByRole('button', { name: 'Registrovat se e-mailem a heslem' }).click();
  await expect(page.getByLabel('E-mail *')).toBeVisible();
  await screenshotsOf(page, 'register');
});

test('registration shows the spec messages and creates nothing on bad input', async ({ page }) => {
  await page.goto(webUrl('/register'));
  await page.getByLabel('E-mail *', { exact: true }).fill('spatny-email');
  await page.getByLabel('Heslo *', { exact: true }).fill('slabeheslo');
  await page.getByLabel('Datum narození').fill('01.01.2015');
  await page.getByRole('button', { name: 'Pokračovat', exact: true }).click();
  await expect(page.getByText('Neplatný formát emailu')).toBeVisible();
  await expect(page.getByText('Heslo musí mít alespoň 8 znaků, velké a malé písmeno, číslo a speciální znak.')).toBeVisible();
  await expect(page.getByText('Musíte být starší 18 let')).toBeVisible();
  await expect(page.getByRole('dialog', { name: 'Rizika' })).toBeHidden();
});

test('a member signs out, signs in again, and a wrong password is refused', async ({ page }) => {
  await signIn(page, 'basic@demo.cz', 'Spatne123!');
  await expect(page.getByRole('alert')).toHaveText('Nesprávný email nebo heslo.');
  await page.getByLabel('Heslo').fill('Demo1234!');
  await page.getByRole('button', { name: 'Přihlásit se', exact: true }).click();
  await expect(page).toHaveURL(webUrl('/dashboard'));
  await expect(page.getByTestId('membership-badge')).toHaveText('Basic');
  await expect(page.getByText(/Dobré (ráno|odpoledne)|Dobrý večer/)).toBeVisible();
  await signOut(page);
  await page.goto(webUrl('/dashboard'));
  await expect(page).toHaveURL(webUrl('/login'));
});

test('the login form asks for both fields', async ({ page }) => {
  await page.goto(webUrl('/login'));
  await page.getByRole('button', { name: 'Přihlásit se', exact: true }).click();
  await expect(page.getByRole('alert')).toHaveText('Vyplňte prosím všechna pole');
});

test('forgot password has Firebase record a reset code for the address', async ({ page, request }) => {
  await page.goto(webUrl('/forgot-password'));
  await page.getByRole('button', { name: 'Odeslat odkaz' }).click();
  await expect(page.getByText('Vyplňte prosím email')).toBeVisible();
  await page.getByLabel('Email').fill('free@demo.cz');
  await page.getByRole('button', { name: 'Odeslat odkaz' }).click();
  await expect(page.getByRole('heading', { name: 'Zkontrolujte email' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Poslat znovu' })).toBeVisible();
  const codes = await (await request.get(authEmulatorUrl('/emulator/v1/projects/demo-bonus-klub/oobCodes'))).json();
  expect(codes.oobCodes).toContainEqual(expect.objectContaining({ email: 'free@demo.cz', requestType: 'PASSWORD_RESET' }));
});

test('a member opening an admin path on the web app is sent to the dashboard', async ({ page }) => {
  await openSignedIn(page, 'free@demo.cz', { path: '/admin/bonuses' });
  await expect(page).toHaveURL(webUrl('/dashboard'));
});

test('investments are locked as Premium+ for lower tiers and the admin link shows only to admins', async ({ page }) => {
  await openSignedIn(page, 'free@demo.cz');
  await expect(page.getByRole('link', { name: /Investice.*Premium\+/ })).toBeVisible();
  await expect(page.getByRole('link', { name: /Administrace/ })).toHaveCount(0);
  await signOut(page);
  await openSignedIn(page, 'admin@demo.cz');
  await expect(page.getByRole('link', { name: /Administrace/ })).toBeVisible();
  await expect(page.getByRole('link', { name: /Premium\+/ })).toHaveCount(0);
});

test('a new member changes the password and signs in with the new one', async ({ page }) => {
  const email = await registerMember(page);
  await expect(page.locator('[aria-current="step"]')).toHaveText('2. Předplatné');
  await page.goto(webUrl('/dashboard/settings?tab=security'));
  await page.getByLabel('Současné heslo', { exact: true }).fill('Spatne123!');
  await page.getByLabel('Nové heslo', { exact: true }).fill('NoveHeslo2?');
  await page.getByLabel('Nové heslo znovu').fill('NoveHeslo2?');
  await page.getByRole('button', { name: 'Změnit heslo' }).click();
  await expect(page.getByRole('alert')).toHaveText('nesprávné současné heslo');
  await page.getByLabel('Současné heslo', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Změnit heslo' }).click();
  await expect(page.getByRole('status')).toHaveText('Heslo bylo změněno.');
  await signOut(page);
  await signIn(page, email, 'NoveHeslo2?');
  await expect(page).toHaveURL(webUrl('/dashboard'));
  await expect(page.getByTestId('membership-badge')).toHaveText('Free');
});

test('the settings documents tab links to the terms and data-protection PDFs', async ({ page, request }) => {
  await openSignedIn(page, 'premium@demo.cz', { path: '/dashboard/settings?tab=documents' });
  for (const name of ['Obchodní podmínky (PDF)', 'Zásady ochrany osobních údajů (PDF)']) {
    const href = await page.getByRole('link', { name }).getAttribute('href');
    const response = await request.get(webUrl(href!));
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toContain('application/pdf');
  }
});

test('a member whose session is revoked is logged out at the next request with the stored message', async ({ page, request }) => {
  const email = await registerMember(page);
  await expect(page.locator('[aria-current="step"]')).toHaveText('2. Předplatné');
  await page.goto(webUrl('/dashboard/settings?tab=profile'));
  await expect(page.getByLabel('Přezdívka')).toHaveValue('Testovač');
  const signInResponse = await request.post(authEmulatorUrl('/identitytoolkit.googleapis.com/v1/accounts:signInWithPassword?key=demo-api-key'), {
    data: { email, password: PASSWORD, returnSecureToken: true },
  });
  const { localId } = await signInResponse.json();
  // The emulator accepts "Bearer owner" as an administrator.
  const disabled = await request.post(authEmulatorUrl('/identitytoolkit.googleapis.com/v1/projects/demo-bonus-klub/accounts:update'), {
    headers: { authorization: 'Bearer owner' },
    data: { localId, disableUser: true },
  });
  expect(disabled.status()).toBe(200);
  await page.getByLabel('Přezdívka').fill('Po zablokování');
  await page.getByRole('button', { name: 'Uložit' }).click();
  await expect(page).toHaveURL(webUrl('/login'));
  await expect(page.getByRole('alert')).toHaveText('Session has expired');
  // A reload keeps the member signed out.
  await page.goto(webUrl('/dashboard'));
  await expect(page).toHaveURL(webUrl('/login'));
});

test('a member deletes the account in Settings after confirming with the password, and cannot sign in again', async ({ page, request }) => {
  const email = await createMember(request, 'smazat');
  await openSignedIn(page, email, { password: MEMBER_PASSWORD, path: '/dashboard/settings?tab=profile' });
  await page.getByRole('button', { name: 'Smazat účet' }).click();
  const dialog = page.getByRole('dialog', { name: 'Opravdu smazat účet?' });
  await expect(dialog).toContainText('Ponecháme bez vaší identity');
  for (const width of [1280, 375]) {
    await page.setViewportSize({ width, height: 900 });
    for (const theme of ['dark', 'light']) {
      await page.evaluate((value) => (document.documentElement.dataset.theme = value), theme);
      await page.screenshot({ path: `test-results/screens/delete-account-${width}-${theme}.png` });
    }
  }
  await dialog.getByLabel('Současné heslo pro potvrzení').fill('Spatne123!');
  await dialog.getByRole('button', { name: 'Smazat účet natrvalo' }).click();
  await expect(dialog.getByRole('alert')).toHaveText('nesprávné současné heslo');
  await dialog.getByLabel('Současné heslo pro potvrzení').fill(MEMBER_PASSWORD);
  await dialog.getByRole('button', { name: 'Smazat účet natrvalo' }).click();
  await expect(page).toHaveURL(webUrl('/login'));
  await expect(page.getByText('Váš účet byl smazán.')).toBeVisible();
  await signIn(page, email, MEMBER_PASSWORD);
  await expect(page).toHaveURL(webUrl('/login'));
});
