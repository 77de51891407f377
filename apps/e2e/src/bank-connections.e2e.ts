import { expect, test } from '@playwright/test';
import { axeViolationsAtEveryWidth } from './support/axe';
import { E2E_FIO_TOKEN, E2E_FIO_UNKNOWN_TOKEN } from './support/fio';
import { createMember, MEMBER_PASSWORD, signIn } from './support/flows';
import { screenshotsOf } from './support/screenshots';
import { webUrl } from './support/urls';

test('a member connects a Fio account with its read-only token, sees its payments, is held to the 30-second rule and removes the connection', async ({ page, request }) => {
  test.slow();
  const email = await createMember(request, 'fio');
  await signIn(page, email, MEMBER_PASSWORD);
  await expect(page).toHaveURL(webUrl('/dashboard'));
  await page.goto(webUrl('/dashboard/settings?tab=bank-connections'));
  const tab = page.getByRole('region', { name: 'Napojení banky' });
  await expect(tab.getByText('Zatím nemáte napojený žádný účet.')).toBeVisible();
  await screenshotsOf(page, 'bank-connections-empty', tab);

  const field = tab.getByLabel('Token z Fio banky (jen pro čtení)');
  // A token of the wrong shape is refused in the form, a token Fio does not know by the server; nothing is stored.
  await field.fill('kratky-token');
  await tab.getByRole('button', { name: 'Připojit účet' }).click();
  await expect(tab.getByText('Token Fio banky má přesně 64 znaků, jen písmena a číslice. Zkopírujte ho prosím celý.')).toBeVisible();
  await expect(field).toHaveAttribute('aria-invalid', 'true');
  await field.fill(E2E_FIO_UNKNOWN_TOKEN);
  await tab.getByRole('button', { name: 'Připojit účet' }).click();
  await expect(tab.getByRole('alert')).toHaveText('Fio banka token odmítla – vytvořte v internetovém bankovnictví nový a vložte ho znovu.');
  await screenshotsOf(page, 'bank-connections-refused', tab, { reload: false });

  await field.fill(E2E_FIO_TOKEN);
  await tab.getByRole('button', { name: 'Připojit účet' }).click();
  await expect(tab.getByRole('status').filter({ hasText: 'Účet je připojený' })).toContainText('načteno 3 nové pohyby');
  await expect(field).toHaveValue('');
  const card = tab.getByRole('listitem').filter({ hasText: '2400987654/2010' });
  await expect(card).toContainText('Připojeno');
  await expect(card).not.toContainText('zatím ne');
  await expect(page.getByText(E2E_FIO_TOKEN)).toHaveCount(0);

  // At once again: the product does not call Fio within 30 seconds and says so in Czech.
  await card.getByRole('button', { name: 'Načíst teď pohyby účtu 2400987654/2010' }).click();
  await expect(tab.getByRole('alert')).toHaveText('Banka dovoluje načíst pohyby jen jednou za 30 sekund. Zkuste to prosím za chvíli.');
  await screenshotsOf(page, 'bank-connections', tab, { reload: false });
  expect(await axeViolationsAtEveryWidth(page)).toEqual([]);

  // The payments are among the statements' transactions, with their kinds.
  await page.getByRole('navigation', { name: 'Členská sekce' }).getByRole('link', { name: 'Výpisy' }).click();
  await expect(page.getByTestId('transaction-row').filter({ hasText: 'Tipsport.cz' })).toContainText('Platba kartou');
  await expect(page.getByTestId('transaction-row')).toHaveCount(3);

  // Removal asks first, by keyboard too; the connection and its token go.
  await page.goto(webUrl('/dashboard/settings?tab=bank-connections'));
  await tab.getByRole('button', { name: 'Odpojit účet 2400987654/2010' }).focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Odpojit účet?' });
  await expect(dialog).toBeVisible();
  await screenshotsOf(page, 'bank-connections-remove', dialog, { reload: false });
  await dialog.getByRole('button', { name: 'Odpojit a smazat token' }).click();
  await expect(dialog).toBeHidden();
  await expect(tab.getByText('Zatím nemáte napojený žádný účet.')).toBeVisible();
  await expect(tab.getByRole('status')).toContainText('je odpojený a token smazaný');
});
