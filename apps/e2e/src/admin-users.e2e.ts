import { APIRequestContext, expect, test } from '@playwright/test';
import { signIn } from './support/flows';
import { adminUrl, apiUrl, authEmulatorUrl, webUrl } from './support/urls';

const PASSWORD = 'Clen1234!';

/** A new registered member, created through the Auth emulator and POST /user. */
async function newMember(request: APIRequestContext): Promise<string> {
  const email = `deaktivace-${Date.now()}@example.cz`;
  const signUp = await request.post(authEmulatorUrl('/identitytoolkit.googleapis.com/v1/accounts:signUp?key=demo-api-key'), { data: { email, password: PASSWORD, returnSecureToken: true } });
  const { idToken } = await signUp.json();
  const created = await request.post(apiUrl('/user'), {
    headers: { authorization: `Bearer ${idToken}` },
    data: { name: 'Deaktivovaný', first_name: 'Dan', last_name: 'Deaktivovaný', birth_timestamp: 631152000 },
  });
  expect(created.status()).toBe(201);
  return email;
}

test('the admin finds a member by e-mail and deactivates them; that member can no longer sign in', async ({ page, browser, request }) => {
  const email = await newMember(request);
  await page.goto(adminUrl('/login'));
  await page.getByLabel('Email').fill('admin@demo.cz');
  await page.getByLabel('Heslo').fill('Demo1234!');
  await page.getByRole('button', { name: 'Přihlásit se' }).click();
  await expect(page).toHaveURL(adminUrl('/admin'));
  await page.getByRole('navigation', { name: 'Administrace' }).getByRole('link', { name: 'Uživatelé' }).click();

  await page.getByLabel('Hledat jméno nebo e-mail').fill(email);
  await page.getByRole('button', { name: 'Hledat' }).click();
  const row = page.getByRole('row', { name: new RegExp(email) });
  await expect(row).toHaveCount(1);
  await expect(page.getByRole('row')).toHaveCount(2);
  await row.getByRole('button', { name: `Detail ${email}` }).click();
  await expect(page.getByRole('dialog', { name: new RegExp(email) }).getByText('Splněné bonusy')).toBeVisible();
  await page.keyboard.press('Escape');
  await row.getByRole('button', { name: `Deaktivovat ${email}` }).click();
  await expect(page.getByText(`Účet ${email} je deaktivovaný.`)).toBeVisible();
  await expect(row).toContainText('Neaktivní');

  const member = await (await browser.newContext()).newPage();
  await signIn(member, email, PASSWORD);
  await expect(member.getByRole('alert')).toHaveText('Tento účet je zablokovaný.');
  await expect(member).toHaveURL(webUrl('/login'));
});
