import { addOneMonth, formatCzechDate } from '@bonus/domain';
import { expect, test } from '@playwright/test';
import { registerUntilTierChoice } from './support/flows';
import { screenshotsOf } from './support/screenshots';
import { webUrl } from './support/urls';

test('a visitor registers, pays Basic at the local gateway and the dashboard shows the Basic badge', async ({ page }) => {
  await registerUntilTierChoice(page, 2);
  await expect(page.getByRole('radio', { name: /Basic/ })).toBeChecked();
  await screenshotsOf(page, 'register-plans', page.locator('.auth-form'));
  await page.getByRole('button', { name: 'Pokračovat k platbě' }).click();
  await expect(page.locator('[aria-current="step"]')).toHaveText('3. Platba');
  // The itemised checkout before the gateway, with a way back to the choice of plan.
  const checkout = page.getByRole('region', { name: 'Shrnutí objednávky' });
  await expect(checkout).toContainText(/Členství\s*Basic\s*Generace\s*\d+\. generace\s*Období\s*měsíční předplatné/);
  await expect(checkout.getByTestId('checkout-price')).toHaveText(/^Cena\s*899\sKč \/ měsíc včetně DPH$/);
  await expect(checkout.getByTestId('checkout-today')).toHaveText(/^Dnes zaplatíte\s*899\sKč$/);
  await expect(checkout.getByTestId('checkout-next')).toHaveText(`Další platba ${formatCzechDate(addOneMonth(new Date()))}899\u00a0Kč`);
  await expect(checkout.getByTestId('checkout-cancel')).toHaveText(/kdykoli zrušit v Nastavení → Členství; členství pak platí do konce zaplaceného období\.$/);
  await screenshotsOf(page, 'checkout-registration', checkout);
  await page.getByRole('link', { name: '← Zpět na výběr členství' }).click();
  await expect(page.locator('[aria-current="step"]')).toHaveText('2. Předplatné');
  await expect(page.getByRole('radio', { name: /Basic/ })).toBeChecked();
  await page.getByRole('button', { name: 'Pokračovat k platbě' }).click();
  await page.getByRole('button', { name: 'Zaplatit' }).click();
  await expect(page.getByRole('heading', { name: 'Platba členství Basic' })).toBeVisible();
  await expect(page.getByText(/899\s*Kč/)).toBeVisible();
  await page.getByRole('button', { name: 'Zaplatit' }).click();
  await expect(page).toHaveURL(/\/register\?step=3&tierId=2&result=success/);
  await expect(page.getByText('Platba proběhla úspěšně. Vítejte mezi členy!')).toBeVisible();
  await page.getByRole('link', { name: 'Přejít do přehledu' }).click();
  await expect(page).toHaveURL(webUrl('/dashboard'));
  await expect(page.getByTestId('membership-badge')).toHaveText('Basic');
});

test('after a cancelled payment, "Zkusit znovu" goes back to paying the same tier with the promo code', async ({ page }) => {
  await registerUntilTierChoice(page, 2);
  await page.getByLabel('Slevový kód (nepovinné)').fill('VITEJTE20');
  await page.getByRole('button', { name: 'Uplatnit' }).click();
  await expect(page.getByTestId('promo-label')).toHaveText('Sleva 20 % na 3 měsíce');
  await page.getByRole('button', { name: 'Pokračovat k platbě' }).click();
  await page.getByRole('button', { name: 'Zaplatit' }).click();
  await expect(page.getByRole('heading', { name: 'Platba členství Basic' })).toBeVisible();
  await page.getByRole('button', { name: 'Zrušit' }).click();
  await expect(page).toHaveURL(/result=error/);
  await expect(page.getByRole('alert')).toHaveText('Platba byla zrušena.');
  await page.getByRole('button', { name: 'Zkusit znovu' }).click();
  // Straight back to the payment of the same order: tier and promo price kept (the waiver of step 1 stands).
  await expect(page.locator('[aria-current="step"]')).toHaveText('3. Platba');
  const checkout = page.getByTestId('checkout-summary');
  await expect(checkout.getByTestId('checkout-discount')).toHaveText(/^Slevový kód VITEJTE20 \(sleva 20\s%\sna 3\směsíce\)\s*−180\sKč$/);
  await expect(checkout.getByTestId('checkout-today')).toHaveText(/^Dnes zaplatíte\s*719\sKč$/);
  await expect(checkout.getByTestId('checkout-next')).toHaveText(/^Další platba \d{1,2}\.\s\d{1,2}\.\s\d{4}\s*719\sKč$/);
  await expect(checkout).toContainText(/Tato cena platí první 3\s*měsíce, pak 899\s*Kč měsíčně\./);
  await page.getByRole('button', { name: 'Zaplatit' }).click();
  await expect(page.getByRole('heading', { name: 'Platba členství Basic' })).toBeVisible();
  await expect(page.getByText(/719\s*Kč/)).toBeVisible();
  await page.getByRole('button', { name: 'Zaplatit' }).click();
  await expect(page).toHaveURL(/\/register\?step=3&tierId=2&result=success/);
  await expect(page.getByText('Platba proběhla úspěšně. Vítejte mezi členy!')).toBeVisible();
});

test('a promo code lowers the first payments, and changing the tier clears it', async ({ page }) => {
  await registerUntilTierChoice(page, 2);
  await page.getByLabel('Slevový kód (nepovinné)').fill('NIC-TAKOVEHO');
  await page.getByRole('button', { name: 'Uplatnit' }).click();
  await expect(page.getByText('Tento slevový kód neplatí.')).toBeVisible();
  await page.getByLabel('Slevový kód (nepovinné)').fill('vitejte20');
  await page.getByRole('button', { name: 'Uplatnit' }).click();
  await expect(page.getByTestId('promo-label')).toHaveText('Sleva 20 % na 3 měsíce');
  await expect(page.getByTestId('first-payment')).toHaveText(/719\s*Kč/);
  // The overview says "Sleva" once: its row names the code, the label the discount.
  const overview = await page.locator('.auth-price').innerText();
  expect(overview).not.toMatch(/Sleva\s+Sleva/);
  expect(overview).toMatch(/Slevový kód VITEJTE20\s+Sleva 20\s%\sna 3\směsíce/);
  // The promo price holds for all three months, then the full price.
  expect(overview).toMatch(/Dnes zaplatíte\s+719\sKč\s+Po dobu slevy měsíčně\s+719\sKč\s+Poté měsíčně\s+899\sKč/);
  // The chosen tier lives in the URL, which the router updates just after the click.
  await page.getByRole('radio', { name: /Premium/ }).click();
  await expect(page.getByRole('radio', { name: /Premium/ })).toBeChecked();
  await expect(page.getByTestId('promo-label')).toBeHidden();
  await page.getByRole('radio', { name: /Basic/ }).click();
  await expect(page.getByRole('radio', { name: /Basic/ })).toBeChecked();
  await page.getByLabel('Slevový kód (nepovinné)').fill('VITEJTE20');
  await page.getByRole('button', { name: 'Pokračovat k platbě' }).click();
  await expect(page.getByText('Nejdřív slevový kód uplatněte, nebo pole vymažte.')).toBeVisible();
  await page.getByRole('button', { name: 'Uplatnit' }).click();
  await expect(page.getByTestId('promo-label')).toHaveText('Sleva 20 % na 3 měsíce');
  await page.getByRole('button', { name: 'Pokračovat k platbě' }).click();
  await page.getByRole('button', { name: 'Zaplatit' }).click();
  await expect(page.getByText(/719\s*Kč/)).toBeVisible();
  // The promo price holds for its three months, then the full price.
  await expect(page.getByText(/Tato cena platí první 3\s*měsíce, pak 899\s*Kč měsíčně\./)).toBeVisible();
});

test('a free member upgrades to premium in settings, pays in the modal and the investments entry unlocks', async ({ page }) => {
  test.slow(); // two gateway visits, a way back out of the checkout and the cancellation
  await registerUntilTierChoice(page, 1);
  await page.getByRole('radio', { name: /Free/ }).check();
  await page.getByRole('button', { name: 'Dokončit registraci' }).click();
  await expect(page).toHaveURL(webUrl('/dashboard'));
  await expect(page.getByRole('link', { name: /Investice.*Premium\+/ })).toBeVisible();

  await page.goto(webUrl('/dashboard/settings?tab=membership'));
  await page.getByLabel(/zpřístupnění digitálního obsahu/).check();
  await page.getByRole('button', { name: 'Přejít na Premium' }).click();
  const modal = page.getByRole('dialog', { name: 'Změna plánu' });
  // A first paid plan: nothing to take off, the full price today; the way back closes the checkout.
  const checkout = modal.getByRole('region', { name: 'Shrnutí objednávky' });
  await expect(checkout).toContainText(/Členství\s*Premium/);
  await expect(checkout.getByTestId('checkout-today')).toHaveText(/^Dnes zaplatíte\s*1\s299\sKč$/);
  await expect(checkout.getByTestId('checkout-discount')).toHaveCount(0);
  await modal.getByRole('button', { name: '← Zpět na výběr plánu' }).click();
  await expect(modal).toBeHidden();
  await page.getByRole('button', { name: 'Přejít na Premium' }).click();
  await modal.getByRole('button', { name: 'Zaplatit' }).click();
  await expect(page.getByRole('heading', { name: 'Platba členství Premium' })).toBeVisible();
  // A cancelled payment reopens the modal; a retry pays for the same tier under the same waiver.
  await page.getByRole('button', { name: 'Zrušit' }).click();
  await expect(modal.getByRole('alert')).toHaveText('Platba byla zrušena.');
  await modal.getByRole('button', { name: 'Zkusit znovu' }).click();
  await modal.getByRole('button', { name: 'Zaplatit' }).click();
  await expect(page.getByRole('heading', { name: 'Platba členství Premium' })).toBeVisible();
  await page.getByRole('button', { name: 'Zaplatit' }).click();
  await expect(page).toHaveURL(/\/dashboard\/settings\?tab=membership&result=success/);
  await expect(page.getByRole('dialog', { name: 'Změna plánu' }).getByText('Platba proběhla úspěšně. Vítejte mezi členy!')).toBeVisible();
  await expect(page.getByTestId('membership-badge')).toHaveText('Premium');
  await page.keyboard.press('Escape');
  await expect(page.getByRole('link', { name: 'Investice', exact: true })).toBeVisible();
  await expect(page.getByText('Premium+')).toHaveCount(0);

  // The subscription is cancelled at the gateway, which confirms it: access stays until the period ends.
  await page.getByTestId('plan-card').getByRole('button', { name: 'Zrušit předplatné' }).click();
  await expect(page.getByRole('heading', { name: 'Správa předplatného' })).toBeVisible();
  await page.getByRole('button', { name: 'Zrušit předplatné' }).click();
  await expect(page).toHaveURL(/\/dashboard\/settings\?tab=membership/);
  await expect(page.getByTestId('plan-billing')).toHaveText(/^Členství skončí \d{1,2}\.\s\d{1,2}\.\s\d{4}$/);
  await expect(page.getByTestId('membership-badge')).toHaveText('Premium');
});
