import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import { createMember, MEMBER_PASSWORD, registerUntilTierChoice, openSignedIn } from './support/flows';
import { screenshotsOf } from './support/screenshots';
import { webUrl } from './support/urls';

const MONEY = (czk: string) => new RegExp(`${czk.replace(' ', '\\s')}\\sKč`);

test('a paid member’s plan card: tier, price, locked generation price, next charge, method, receipts; change of plan with its proration; cancel', async ({ page }) => {
  test.setTimeout(120_000);
  await registerUntilTierChoice(page, 2);
  await page.getByRole('button', { name: 'Pokračovat k platbě' }).click();
  await page.getByRole('button', { name: 'Zaplatit' }).click();
  await page.getByRole('button', { name: 'Zaplatit' }).click();
  await expect(page.getByText('Platba proběhla úspěšně. Vítejte mezi členy!')).toBeVisible();

  await page.goto(webUrl('/dashboard/settings?tab=membership'));
  const card = page.getByTestId('plan-card');
  await expect(card.getByRole('heading', { name: 'Basic' })).toBeVisible();
  await expect(card.getByText('/ měsíc')).toBeVisible();
  await expect(card).toContainText(MONEY('899'));
  await expect(page.getByTestId('plan-locked-price')).toHaveText(/^Cena \d+\. generace zamčena: 899\sKč měsíčně$/);
  await expect(page.getByTestId('plan-billing')).toHaveText(/^Další platba \d{1,2}\.\s\d{1,2}\.\s\d{4}: 899\sKč$/);
  await expect(page.getByTestId('plan-payment-method')).toHaveText('Platební metoda: Místní platební brána');

  const history = page.getByRole('table');
  const row = history.getByRole('row').filter({ hasText: 'Členství Basic – měsíční platba' });
  await expect(row).toHaveCount(1);
  await expect(row.getByRole('cell').nth(2)).toHaveText(MONEY('899'));
  await expect(row.getByText('Zaplaceno')).toBeVisible();
  const downloading = page.waitForEvent('download');
  await row.getByRole('button', { name: /^PDF: Stáhnout doklad z / }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^doklad-\d{4}-\d{2}-\d{2}\.pdf$/);
  expect((await readFile(await download.path())).subarray(0, 5).toString()).toBe('%PDF-');
  await screenshotsOf(page, 'membership-plan-paid', page.locator('.membership'));

  // The change of plan shows what the unused rest of Basic takes off before anything is paid.
  await page.getByLabel(/zpřístupnění digitálního obsahu/).check();
  await page.getByRole('button', { name: 'Přejít na Premium' }).click();
  const modal = page.getByRole('dialog', { name: 'Změna plánu' });
  const checkout = modal.getByTestId('checkout-summary');
  await expect(checkout).toContainText(/Členství\s*Premium\s*Generace\s*\d+\. generace\s*Období\s*měsíční předplatné/);
  await expect(checkout.getByTestId('checkout-price')).toHaveText(/^Cena\s*1\s299\sKč \/ měsíc včetně DPH$/);
  await expect(checkout.getByTestId('checkout-discount')).toHaveText(/^Nevyužitá část současného předplatného\s*−\d[\d\s]*Kč$/);
  await expect(checkout.getByTestId('checkout-today')).toHaveText(/^Dnes zaplatíte\s*\d[\d\s]*Kč$/);
  await expect(checkout.getByTestId('checkout-next')).toHaveText(/^Další platba \d{1,2}\.\s\d{1,2}\.\s\d{4}\s*1\s299\sKč$/);
  await screenshotsOf(page, 'checkout-upgrade', modal);
  await modal.getByRole('button', { name: 'Zaplatit' }).click();
  await page.getByRole('button', { name: 'Zaplatit' }).click();
  await expect(modal.getByText('Platba proběhla úspěšně. Vítejte mezi členy!')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(card.getByRole('heading', { name: 'Premium' })).toBeVisible();
  await expect(history.getByRole('row').filter({ hasText: 'Přechod na Premium' })).toHaveCount(1);
  await expect(page.getByTestId('plan-billing')).toHaveText(/^Další platba .*: 1\s299\sKč$/);
  await screenshotsOf(page, 'membership-plan-history', page.locator('.payment-history'));

  // Cancelling is confirmed at the gateway; the card then says when the membership ends.
  await card.getByRole('button', { name: 'Zrušit předplatné' }).click();
  await expect(page.getByRole('heading', { name: 'Správa předplatného' })).toBeVisible();
  await page.getByRole('button', { name: 'Zrušit předplatné' }).click();
  await expect(page).toHaveURL(webUrl('/dashboard/settings?tab=membership'));
  await expect(page.getByTestId('plan-billing')).toHaveText(/^Členství skončí \d{1,2}\.\s\d{1,2}\.\s\d{4}$/);
  await expect(card.getByRole('button', { name: 'Obnovit předplatné' })).toBeVisible();
  await screenshotsOf(page, 'membership-plan-cancelled', card);
});

test('a free member’s plan card offers the paid tiers', async ({ page, request }) => {
  const email = await createMember(request, 'plan-free');
  await openSignedIn(page, email, { password: MEMBER_PASSWORD, path: '/dashboard/settings?tab=membership' });
  const card = page.getByTestId('plan-card');
  await expect(card.getByRole('heading', { name: 'Free' })).toBeVisible();
  await expect(card).toContainText(MONEY('0'));
  await expect(card.getByRole('button')).toHaveCount(0);
  await expect(page.getByRole('heading', { name: 'Placená členství' })).toBeVisible();
  for (const tier of ['Basic', 'Premium']) await expect(page.getByRole('button', { name: `Přejít na ${tier}` })).toBeVisible();
  await expect(page.getByText('Zatím žádné platby.')).toBeVisible();
  await screenshotsOf(page, 'membership-plan-free', page.locator('.membership'));
});

test('a demo Premium member sees the payment of the order the admin lists for them (issue #58)', async ({ page }) => {
  await openSignedIn(page, 'premium@demo.cz', { path: '/dashboard/settings?tab=membership' });
  const history = page.locator('.payment-history');
  await expect(history.getByRole('row').filter({ hasText: 'Členství Premium – měsíční platba' })).toContainText(MONEY('1 299'));
  await expect(page.getByText('Zatím žádné platby.')).toHaveCount(0);
  await screenshotsOf(page, 'membership-plan-demo-premium', history);
});
