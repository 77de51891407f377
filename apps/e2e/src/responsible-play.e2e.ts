import { expect, test } from '@playwright/test';
import { EXCLUSION_REGISTER_URL, GAMBLING_WARNING } from '@bonus/domain';
import { createMember, MEMBER_PASSWORD, openSignedIn, signInAdmin } from './support/flows';
import { screenshotsOf } from './support/screenshots';
import { webUrl } from './support/urls';

const CASINO_OFFER = 'Tipsport: 100 free spinů za registraci';

test('a member declares they are not excluded, sets a casino pause with a confirmation and finds casino offers locked', async ({ page, request }) => {
  test.slow();
  const email = await createMember(request, 'pauza');
  await openSignedIn(page, email, { password: MEMBER_PASSWORD, path: '/dashboard/bonuses' });

  // Before the first casino offer: the declaration, with the Ministry of Finance's page; every casino card warns.
  const card = page.getByRole('article', { name: CASINO_OFFER });
  await expect(card.getByText('Před první kasinovou nabídkou potvrďte, že nejste v rejstříku vyloučených osob.')).toBeVisible();
  await expect(card.getByTestId('gambling-notice')).toContainText(GAMBLING_WARNING);
  await card.getByRole('button', { name: 'Potvrdit prohlášení' }).click();
  const declaration = page.getByRole('dialog', { name: 'Prohlášení před kasinovou nabídkou' });
  await expect(declaration.getByRole('link', { name: /Rejstřík vyloučených osob na stránkách Ministerstva financí/ })).toHaveAttribute('href', EXCLUSION_REGISTER_URL);
  await screenshotsOf(page, 'casino-declaration', declaration);
  await declaration.getByRole('button', { name: 'Potvrzuji' }).click();
  await expect(declaration).toBeHidden();
  await expect(card.getByText('Před první kasinovou nabídkou potvrďte')).toHaveCount(0);

  // Nastavení → Pauza od kasin: 14 days, confirmed in a dialog.
  await page.goto(webUrl('/dashboard/settings?tab=casino-pause'));
  await expect(page.getByTestId('casino-pause-status')).toHaveText('Pauzu teď nastavenou nemáte.');
  await page.getByLabel('Počet dní (2–365)').fill('14');
  await page.getByRole('button', { name: 'Nastavit pauzu' }).click();
  const confirmation = page.getByRole('dialog', { name: 'Potvrďte pauzu od kasin' });
  await expect(confirmation).toContainText('Pauzu potom nepůjde zrušit ani zkrátit, jen prodloužit.');
  await screenshotsOf(page, 'casino-pause-confirmation', confirmation);
  await confirmation.getByRole('button', { name: 'Ano, nastavit pauzu' }).click();
  await expect(page.getByTestId('casino-pause-status')).toContainText('Pauza od kasin trvá do');
  await expect(page.getByRole('button', { name: 'Prodloužit pauzu' })).toBeVisible();
  await screenshotsOf(page, 'casino-pause-settings');

  // The catalogue: every casino offer locked by the pause, leading back to the setting.
  await page.goto(webUrl('/dashboard/bonuses'));
  await expect(card.getByText('Máte nastavenou pauzu od kasin, kasinové nabídky teď využít nelze.')).toBeVisible();
  await expect(card.getByRole('link', { name: 'Pauza od kasin' })).toHaveAttribute('href', '/dashboard/settings?tab=casino-pause');
  await screenshotsOf(page, 'casino-pause-locked-offer', card);
});

test('the admin finds each casino’s Ministry of Finance licence under Provozovatelé and edits one', async ({ page }) => {
  test.slow();
  await signInAdmin(page, '/admin/companies');
  const row = page.getByTestId('company-row').filter({ hasText: 'Tipsport' });
  await expect(row).toContainText('Kasino');
  await expect(row).toContainText(/MF-DEMO-\d{3} · do /);
  await screenshotsOf(page, 'admin-companies');
  await row.getByRole('button', { name: 'Další akce: Tipsport' }).click();
  await page.getByRole('menuitem', { name: 'Upravit' }).click();
  const form = page.getByRole('dialog', { name: 'Upravit: Tipsport' });
  await expect(form.getByLabel('Číslo licence Ministerstva financí')).toHaveValue(/^MF-DEMO-/);
  await screenshotsOf(page, 'admin-company-form', form);
  await form.getByRole('button', { name: 'Zrušit' }).click();
  await expect(form).toBeHidden();
});
