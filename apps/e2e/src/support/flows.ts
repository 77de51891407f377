import { APIRequestContext, expect, Page } from '@playwright/test';
import { adminUrl, apiUrl, authEmulatorUrl, webUrl } from './urls';

export interface RegistrationDetails {
  email: string;
  password: string;
  nickname: string;
  firstName: string;
  lastName: string;
  /** Day-month-year as typed, e.g. '03.02.1988'. */
  birthDate: string;
}

/** Fills registration step 1 with every consent and confirms the risks dialog. */
export async function completeRegistrationStep1(page: Page, details: RegistrationDetails) {
  await page.getByLabel('E-mail *', { exact: true }).fill(details.email);
  await page.getByLabel('Heslo *', { exact: true }).fill(details.password);
  await page.getByLabel('Heslo znovu').fill(details.password);
  await page.getByLabel('Přezdívka').fill(details.nickname);
  await page.getByLabel('Jméno *').fill(details.firstName);
  await page.getByLabel('Příjmení *').fill(details.lastName);
  await page.getByLabel('Datum narození').fill(details.birthDate);
  for (const consent of ['Potvrzuji, že je mi více než 18 let', 'Souhlasím s obchodními podmínkami', /výdělek z bonusů není zaručen/, /zpřístupnění digitálního obsahu/]) {
    await page.getByLabel(consent).check();
  }
  await page.getByRole('button', { name: 'Pokračovat', exact: true }).click();
  await page.getByRole('dialog', { name: 'Rizika' }).getByRole('button', { name: 'Registrovat' }).click();
}

/** Registers a new member through step 1 (with the risk confirmation) and stops on step 2; `query` is a tier id or a query string. */
export async function registerUntilTierChoice(page: Page, query: number | string) {
  await page.goto(webUrl(`/register?${typeof query === 'number' ? `tierId=${query}` : query}`));
  await completeRegistrationStep1(page, { email: `pay-${Date.now()}@example.cz`, password: 'Platba123!', nickname: 'Plátce', firstName: 'Petra', lastName: 'Platící', birthDate: '03.02.1988' });
  await expect(page.locator('[aria-current="step"]')).toHaveText('2. Předplatné');
}

/** Signs in on /login with e-mail and password (the demo accounts share one password). */
export async function signIn(page: Page, email: string, password = 'Demo1234!') {
  await page.goto(webUrl('/login'));
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Heslo').fill(password);
  await page.getByRole('button', { name: 'Přihlásit se', exact: true }).click();
}

export const MEMBER_PASSWORD = 'Clen1234!';

/** An ID token from the Auth emulator, for calling the api directly (a demo account unless told otherwise). */
export async function idToken(request: APIRequestContext, email: string, password = 'Demo1234!'): Promise<string> {
  const answer = await request.post(authEmulatorUrl('/identitytoolkit.googleapis.com/v1/accounts:signInWithPassword?key=demo-api-key'), { data: { email, password, returnSecureToken: true } });
  return (await answer.json()).idToken;
}

/** Changes some of the admin settings through the api (as the demo admin); returns what was there before. */
export async function changeSiteSettings(request: APIRequestContext, changes: Record<string, unknown>): Promise<Record<string, unknown>> {
  const headers = { authorization: `Bearer ${await idToken(request, 'admin@demo.cz')}` };
  const fields = 'siteName siteEmail maintenanceMode registrationEnabled autoApproveUsers emailNotifications maxBonusesPerUser referralReward minWithdrawal';
  const read = await request.post(apiUrl('/graphql'), { headers, data: { query: `{ siteSettings { ${fields} } }` } });
  const { __typename: _ignored, ...current } = (await read.json()).data.siteSettings;
  const saved = await request.post(apiUrl('/graphql'), {
    headers,
    data: { query: `mutation($input: SiteSettingsInput!) { saveSiteSettings(input: $input) { minWithdrawal } }`, variables: { input: { ...current, ...changes } } },
  });
  expect((await saved.json()).errors).toBeUndefined();
  return current;
}

/** A new registered free member, created through the Auth emulator and POST /user; returns the e-mail. */
export async function createMember(request: APIRequestContext, prefix: string): Promise<string> {
  const email = `${prefix}-${Date.now()}@example.cz`;
  const signUp = await request.post(authEmulatorUrl('/identitytoolkit.googleapis.com/v1/accounts:signUp?key=demo-api-key'), { data: { email, password: MEMBER_PASSWORD, returnSecureToken: true } });
  const { idToken } = await signUp.json();
  const created = await request.post(apiUrl('/user'), {
    headers: { authorization: `Bearer ${idToken}` },
    data: { name: 'Testovací člen', first_name: 'Tomáš', last_name: 'Testovací', birth_timestamp: 631152000, age_confirmed: true, terms_accepted: true, lost_guarantee: true, digital_content_waiver: true },
  });
  expect(created.status()).toBe(201);
  return email;
}

/** Signs in to the admin app as the demo admin and waits for the overview. */
export async function signInAdmin(page: Page) {
  await page.goto(adminUrl('/login'));
  await page.getByLabel('Email').fill('admin@demo.cz');
  await page.getByLabel('Heslo').fill('Demo1234!');
  await page.getByRole('button', { name: 'Přihlásit se' }).click();
  await expect(page).toHaveURL(adminUrl('/admin'));
}
