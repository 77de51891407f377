import { expect, test } from '@playwright/test';
import { signInAdmin } from './support/flows';
import { screenshotsOf } from './support/screenshots';
import { adminUrl } from './support/urls';

test('an admin adds a promo code with a limit, sees bad input refused in Czech, ends the code and finds it by search', async ({ page }) => {
  // Screenshots in four variants on the way.
  test.slow();
  await signInAdmin(page);
  await page.getByRole('link', { name: 'Slevové kódy' }).click();
  await expect(page).toHaveURL(adminUrl('/admin/promo-codes'));
  await expect(page.getByTestId('promo-code-row').first()).toBeVisible();

  // The list comes first; a new code is added in a drawer over it.
  const code = `ZIMA${Date.now() % 100000}`;
  const addButton = page.getByRole('button', { name: 'Přidat slevový kód' });
  await addButton.click();
  const drawer = page.getByRole('dialog', { name: 'Přidat slevový kód' });
  await drawer.getByLabel('Kód', { exact: true }).fill(code.toLowerCase());
  await drawer.getByLabel('Sleva (%)').fill('150');
  await drawer.getByRole('button', { name: 'Přidat kód' }).click();
  await expect(drawer.getByText('Sleva musí být celé číslo od 1 do 100 %.')).toBeVisible();
  await screenshotsOf(page, 'admin-promo-codes-drawer', drawer);

  await drawer.getByLabel('Sleva (%)').fill('25');
  await drawer.getByLabel('Na kolik měsíců').fill('2');
  await drawer.getByLabel('Max. počet použití (nepovinné)').fill('40');
  await drawer.getByRole('button', { name: 'Přidat kód' }).click();
  await expect(drawer).toBeHidden();
  await expect(addButton).toBeFocused();
  await expect(page.getByRole('status')).toHaveText(`Kód ${code} byl přidán.`);
  const row = page.getByTestId('promo-code-row').filter({ hasText: code });
  await expect(row).toContainText('25 % na 2 měsíce');
  await expect(row).toContainText('0 z 40');
  await expect(row).toContainText('Platí');
  await screenshotsOf(page, 'admin-promo-codes');

  await addButton.click();
  await drawer.getByLabel('Kód', { exact: true }).fill(code);
  await drawer.getByRole('button', { name: 'Přidat kód' }).click();
  await expect(drawer.getByRole('alert')).toHaveText('Slevový kód s tímto názvem už existuje.');
  await page.keyboard.press('Escape');
  await expect(drawer).toBeHidden();

  page.once('dialog', (dialog) => void dialog.accept());
  await row.getByRole('button', { name: `Další akce: kód ${code}` }).click();
  await page.getByRole('menuitem', { name: 'Ukončit kód' }).click();
  await expect(row).toContainText('Ukončený');
  // An ended code has nothing left to do: no menu.
  await expect(row.getByRole('button', { name: `Další akce: kód ${code}` })).toHaveCount(0);

  // The search runs on the server as one types, over every page: part of the code, in any case.
  await page.getByLabel('Hledat kód').fill(code.slice(2).toLowerCase());
  await expect(page.getByTestId('promo-code-row')).toHaveCount(1);
  await expect(page.getByTestId('promo-code-row')).toContainText(code);
  await page.getByLabel('Hledat kód').fill('NENI-TAKOVY');
  await expect(page.getByText('Hledanému textu neodpovídá žádný kód.')).toBeVisible();
});
