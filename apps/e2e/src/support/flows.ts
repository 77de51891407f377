import { APIRequestContext, Browser, BrowserContext, expect, Page } from '@playwright/test';
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

/** Signs in on /login with e-mail and password (the demo accounts share one password); for the tests about signing in, the others use openSignedIn. */
export async function signIn(page: Page, email: string, password = 'Demo1234!') {
  await page.goto(webUrl('/login'));
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Heslo').fill(password);
  await page.getByRole('button', { name: 'Přihlásit se', exact: true }).click();
}

export const MEMBER_PASSWORD = 'Clen1234!';

const FIREBASE_API_KEY = 'demo-api-key';

/** The signed-in account as the Firebase SDK keeps it in localStorage (browserLocalPersistence), from the Auth emulator's REST sign-in. */
async function storedFirebaseAccount(request: APIRequestContext, email: string, password: string) {
  const answer = await request.post(authEmulatorUrl(`/identitytoolkit.googleapis.com/v1/accounts:signInWithPassword?key=${FIREBASE_API_KEY}`), { data: { email, password, returnSecureToken: true } });
  expect(answer.ok(), `${email} signs in at the Auth emulator`).toBe(true);
  const session = await answer.json();
  const lookup = await request.post(authEmulatorUrl(`/identitytoolkit.googleapis.com/v1/accounts:lookup?key=${FIREBASE_API_KEY}`), { data: { idToken: session.idToken } });
  const [account] = (await lookup.json()).users;
  return {
    uid: account.localId,
    email: account.email,
    emailVerified: Boolean(account.emailVerified),
    displayName: account.displayName,
    isAnonymous: false,
    providerData: (account.providerUserInfo ?? []).map((provider: Record<string, string | undefined>) => ({
      providerId: provider.providerId,
      uid: provider.rawId ?? provider.federatedId,
      displayName: provider.displayName ?? null,
      email: provider.email ?? null,
      phoneNumber: provider.phoneNumber ?? null,
      photoURL: provider.photoUrl ?? null,
    })),
    stsTokenManager: { refreshToken: session.refreshToken, accessToken: session.idToken, expirationTime: Date.now() + Number(session.expiresIn) * 1000 },
    createdAt: account.createdAt,
    lastLoginAt: account.lastLoginAt,
    apiKey: FIREBASE_API_KEY,
    appName: '[DEFAULT]',
  };
}

/**
 * Opens `path` (the member dashboard unless told) of the web app, or of the admin app with `admin`, already signed in
 * as `email`: the browser is given the session a sign-in with "remember me" leaves in it (the Firebase account in
 * localStorage and the apps' session flags), then the page is loaded as a returning member would load it.
 * For tests about something other than signing in; the sign-in forms have tests of their own that go through them.
 */
export async function openSignedIn(page: Page, email: string, { password = 'Demo1234!', path, admin = false }: { password?: string; path?: string; admin?: boolean } = {}) {
  const account = await storedFirebaseAccount(page.context().request, email, password);
  const url = admin ? adminUrl : webUrl;
  // A static file of the app's own origin (its icon) is the cheapest document to write that origin's storage from.
  await page.goto(url(admin ? '/favicon.svg' : '/icons/icon.svg'));
  await page.evaluate(
    async ({ key, value, web }) => {
      // The SDK moves a stored account into IndexedDB, where it wins over localStorage: an account signed in
      // before on this browser is removed, as signing in through the form replaces it.
      await new Promise((resolve) => {
        const request = window.indexedDB.deleteDatabase('firebaseLocalStorageDb');
        request.onsuccess = request.onerror = request.onblocked = resolve;
      });
      window.localStorage.setItem(key, value);
      window.localStorage.setItem('bk.firebaseAccount', '1');
      if (web) window.localStorage.setItem('bk.session', '1');
    },
    { key: `firebase:authUser:${FIREBASE_API_KEY}:[DEFAULT]`, value: JSON.stringify(account), web: !admin },
  );
  await page.goto(url(path ?? (admin ? '/admin' : '/dashboard')));
}

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
  const signUp = await request.post(authEmulatorUrl('/identitytoolkit.googleapis.com/v1/accounts:signUp?key=demo-api-key'), { data: { email, password: MEMBER_PASSWORD } });
  expect(signUp.ok(), `${email} signs up at the Auth emulator`).toBe(true);
  // Signed in afterwards: the emulator's sign-up token can predate, by a second boundary, the time its account's
  // tokens are valid from, and the api's revocation check would refuse it.
  const created = await request.post(apiUrl('/user'), {
    headers: { authorization: `Bearer ${await idToken(request, email, MEMBER_PASSWORD)}` },
    data: { name: 'Testovací člen', first_name: 'Tomáš', last_name: 'Testovací', birth_timestamp: 631152000, age_confirmed: true, terms_accepted: true, lost_guarantee: true, digital_content_waiver: true },
  });
  expect(created.status()).toBe(201);
  return email;
}

/**
 * Opens the admin app signed in as the demo admin, on `path` (the overview unless told), without the login form
 * (admin.e2e.ts and keyboard.e2e.ts go through it).
 */
export async function signInAdmin(page: Page, path = '/admin') {
  await openSignedIn(page, 'admin@demo.cz', { admin: true, path });
  await expect(page).toHaveURL(adminUrl(path));
}

/**
 * For test.afterEach: closes the browser contexts a test opened beside its own (a second member, a visitor, an admin),
 * which would otherwise stay open, their pages polling and ticking, until the worker ends.
 */
export async function closeOtherContexts({ browser, context }: { browser: Browser; context: BrowserContext }) {
  await Promise.all(browser.contexts().filter((other) => other !== context).map((other) => other.close()));
}
