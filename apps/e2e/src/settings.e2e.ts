import { expect, Page, test } from '@playwright/test';
import { MEMBER_PASSWORD, changeSiteSettings, completeRegistrationStep1, createMember, signIn, signInAdmin, openSignedIn, closeOtherContexts } from './support/flows';
import { screenshotsOf } from './support/screenshots';
import { adminUrl, webUrl } from './support/urls';

test.afterEach(closeOtherContexts);

/** The admin's Nastavení, signed in as the demo admin. */
async function openSettings(page: Page) {
  await signInAdmin(page, '/admin/settings');
  await expect(page.getByRole('heading', { name: 'Nastavení' })).toBeVisible();
}

async function saveSettings(page: Page) {
  await page.getByRole('button', { name: 'Uložit nastavení' }).click();
  await expect(page.getByText('Nastavení bylo uloženo a platí do několika sekund.')).toBeVisible();
}

test('the admin saves the settings, and after a reload the saved values are there', async ({ page }) => {
  await openSettings(page);
  const limit = page.getByLabel('Max. bonusů na uživatele (měsíčně, Premium)');
  await expect(limit).toHaveValue('15');
  await expect(page.getByLabel('Minimální výběr (Kč)')).toHaveValue('500');
  await screenshotsOf(page, 'admin-settings');
  await limit.fill('16');
  await saveSettings(page);
  await page.reload();
  await expect(limit).toHaveValue('16');
  await limit.fill('15');
  await saveSettings(page);
});

// Through the api after every test (a timeout included), so that no failure here leaves later tests' new members waiting.
test.afterEach(async ({ request }) => {
  await changeSiteSettings(request, { autoApproveUsers: true });
});

test('without auto-approval a new member waits on a Czech screen until the admin approves them in Uživatelé', async ({ page, browser }) => {
  test.slow();
  await openSettings(page);
  const autoApprove = page.getByLabel(/Schvalovat nové členy automaticky/);
  await autoApprove.uncheck();
  await saveSettings(page);

  const email = `cekatel-${Date.now()}@example.cz`;
  const member = await (await browser.newContext()).newPage();
  await member.goto(webUrl('/register?tierId=1'));
  await completeRegistrationStep1(member, { email, password: 'Cekam123!', nickname: 'Čekatel', firstName: 'Petr', lastName: 'Čekající', birthDate: '06.05.1990' });
  await expect(member).toHaveURL(webUrl('/dashboard'));
  await expect(member.getByRole('heading', { name: 'Váš účet čeká na schválení' })).toBeVisible();
  await expect(member.getByRole('navigation')).toHaveCount(0);
  await screenshotsOf(member, 'pending-approval');
  // Any member page shows the same screen.
  await member.goto(webUrl('/dashboard/bonuses'));
  await expect(member.getByRole('heading', { name: 'Váš účet čeká na schválení' })).toBeVisible();

  await page.goto(adminUrl('/admin/users'));
  await page.getByRole('group', { name: 'Stav' }).getByRole('button', { name: 'Čekají na schválení' }).click();
  const row = page.getByRole('row', { name: new RegExp(email) });
  await expect(row).toContainText('Čeká na schválení');
  await row.getByRole('button', { name: `Schválit ${email}` }).click();
  await expect(page.getByText(`Účet ${email} je schválený.`)).toBeVisible();
  await expect(row).toHaveCount(0);

  await member.getByRole('button', { name: 'Zkontrolovat znovu' }).click();
  await expect(member.getByRole('heading', { name: 'Bonusy' })).toBeVisible();
  await changeSiteSettings(page.request, { autoApproveUsers: true });
  // With auto-approval back on, a new member signs straight in.
  const next = await createMember(page.request, 'schvaleny');
  const fresh = await (await browser.newContext()).newPage();
  await signIn(fresh, next, MEMBER_PASSWORD);
  await expect(fresh).toHaveURL(webUrl('/dashboard'));
});

test("a bonus that would take the month over the tier's maximum return is locked with the reason and the way to upgrade", async ({ page, request }) => {
  test.slow();
  const email = await createMember(request, 'maximum'); // free: 2 000 Kč a month
  await openSignedIn(page, email, { password: MEMBER_PASSWORD, path: '/dashboard/bonuses' });
  const first = 'Air Bank: 1 000 Kč za nový účet';
  const other = 'ČSOB: 2 000 Kč za účet s aplikací';
  const card = page.getByRole('article', { name: other });
  await expect(card.getByRole('note')).toHaveCount(0);

  await page.getByRole('article', { name: first }).getByRole('button', { name: `Začít: ${first}` }).click();
  const dialog = page.getByRole('dialog', { name: first });
  await dialog.getByRole('button', { name: 'Začít', exact: true }).click();
  await expect(dialog.getByTestId('bonus-step').first()).toHaveAttribute('data-status', 'completed');
  await dialog.getByRole('button', { name: 'Zavřít okno' }).click();

  const reason = 'Tento bonus by překročil maximální měsíční výdělek vašeho členství.';
  await expect(card.getByRole('note')).toContainText(reason);
  await expect(card.getByText('Měsíční maximum')).toBeVisible();
  await expect(card.getByRole('link', { name: 'Zvýšit členství' })).toHaveAttribute('href', '/dashboard/settings?tab=membership');
  await screenshotsOf(page, 'bonus-locked-max-return', card);

  await card.getByRole('button', { name: `Zobrazit: ${other}` }).click();
  const locked = page.getByRole('dialog', { name: other });
  await expect(locked.getByRole('note')).toContainText(reason);
  await expect(locked.getByRole('link', { name: 'Zvýšit členství' })).toBeVisible();
  await expect(locked.getByRole('button', { name: /^(Začít|Splnit krok 1)$/ })).toHaveCount(0);
});
