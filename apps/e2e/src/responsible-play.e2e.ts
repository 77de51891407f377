import { expect, test } from '@playwright/test';
import { EXCLUSION_REGISTER_URL, GAMBLING_WARNING } from '@bonus/domain';
import { createMember, MEMBER_PASSWORD, openSignedIn, signInAdmin } from './support/flows';
import { screenshotsOf } from './support/screenshots';
import { webUrl } from './support/urls';

const CASINO_OFFER = 'Tipsport: 100 free spinů za registraci';

test('a free member meets the tier lock first; once on Basic they declare they are not excluded, set a casino pause and find casino offers behind one line', async ({ page, request }) => {
  test.slow();
  const email = await createMember(request, 'pauza');
  await openSignedIn(page, email, { password: MEMBER_PASSWORD, path: '/dashboard/bonuses' });

  // A free member's tier takes no casino offer: the upgrade path, never the declaration; one warning above the casino offers.
  const card = page.getByRole('article', { name: CASINO_OFFER });
  await expect(card.getByText('Tento bonus vyžaduje vyšší členství')).toBeVisible();
  await expect(card.getByRole('button', { name: 'Potvrdit prohlášení' })).toHaveCount(0);
  await expect(page.getByTestId('gambling-notice')).toHaveCount(1);
  await expect(page.getByTestId('gambling-notice')).toContainText(GAMBLING_WARNING);
  await card.getByRole('link', { name: 'Zvýšit členství' }).click();
  await expect(page).toHaveURL(webUrl('/dashboard/settings?tab=membership'));
  await page.getByLabel(/zpřístupnění digitálního obsahu/).check();
  await page.getByRole('button', { name: 'Přejít na Basic' }).click();
  await page.getByRole('dialog', { name: 'Změna plánu' }).getByRole('button', { name: 'Zaplatit' }).click();
  await expect(page.getByRole('heading', { name: 'Platba členství Basic' })).toBeVisible();
  await page.getByRole('button', { name: 'Zaplatit' }).click();
  await expect(page.getByTestId('membership-badge')).toHaveText('Basic');

  // On Basic, before the first casino offer: the declaration, with the Ministry of Finance's page.
  await page.goto(webUrl('/dashboard/bonuses'));
  await expect(card.getByText('Před první kasinovou nabídkou potvrďte, že nejste v rejstříku vyloučených osob.')).toBeVisible();
  await card.getByRole('button', { name: 'Potvrdit prohlášení' }).click();
  const declaration = page.getByRole('dialog', { name: 'Prohlášení před kasinovou nabídkou' });
  await expect(declaration.getByRole('link', { name: /Rejstřík vyloučených osob na stránkách Ministerstva financí/ })).toHaveAttribute('href', EXCLUSION_REGISTER_URL);
  await screenshotsOf(page, 'casino-declaration', declaration);
  await declaration.getByRole('button', { name: 'Potvrzuji' }).click();
  await expect(declaration).toBeHidden();
  await expect(card.getByText('Před první kasinovou nabídkou potvrďte')).toHaveCount(0);

  // Nastavení → Pauza od kasin: 14 days, confirmed in a dialog; the page says a pause is not the register of excluded persons.
  await page.goto(webUrl('/dashboard/settings?tab=casino-pause'));
  await expect(page.getByTestId('casino-pause-status')).toHaveText('Pauzu teď nastavenou nemáte.');
  await expect(page.getByTestId('casino-pause-register')).toContainText('O zápis může sám požádat kdokoli; vyškrtnout se z rejstříku lze nejdříve po roce.');
  await page.getByLabel('Počet dní (2–365)').fill('14');
  await page.getByRole('button', { name: 'Nastavit pauzu' }).click();
  const confirmation = page.getByRole('dialog', { name: 'Potvrďte pauzu od kasin' });
  await expect(confirmation).toContainText('Pauzu potom nepůjde zrušit ani zkrátit, jen prodloužit.');
  await screenshotsOf(page, 'casino-pause-confirmation', confirmation);
  await confirmation.getByRole('button', { name: 'Ano, nastavit pauzu' }).click();
  await expect(page.getByTestId('casino-pause-status')).toContainText('Pauza od kasin trvá do');
  await expect(page.getByRole('button', { name: 'Prodloužit pauzu' })).toBeVisible();
  await screenshotsOf(page, 'casino-pause-settings');

  // The catalogue: the casino offers behind one line, without values or deadlines; their names on request.
  await page.goto(webUrl('/dashboard/bonuses'));
  const paused = page.getByRole('region', { name: 'Pauza od kasin' });
  await expect(paused.getByTestId('casino-pause-note')).toContainText(/^Pauza od kasin do \d{1,2}\.\s\d{1,2}\.: \d+\s(kasinová nabídka skryta|kasinové nabídky skryty|kasinových nabídek skryto)$/);
  await expect(card).toHaveCount(0);
  await expect(page.getByTestId('gambling-notice')).toHaveCount(1);
  await paused.getByRole('button', { name: 'Zobrazit názvy nabídek' }).click();
  await expect(paused.getByRole('button', { name: 'Skrýt názvy nabídek' })).toHaveAttribute('aria-expanded', 'true');
  await expect(paused.getByRole('listitem').filter({ hasText: CASINO_OFFER })).toBeVisible();
  await expect(paused.getByRole('link', { name: 'Nastavení pauzy' })).toHaveAttribute('href', '/dashboard/settings?tab=casino-pause');
  await screenshotsOf(page, 'casino-pause-hidden-offers', paused);
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
