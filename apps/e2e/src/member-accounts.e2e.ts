import { expect, test } from '@playwright/test';
import { createMember, MEMBER_PASSWORD, openSignedIn } from './support/flows';
import { screenshotsOf } from './support/screenshots';

test('a member records, corrects and deletes the accounts they hold or held, with dates typed day-month-year', async ({ page, request }) => {
  test.slow();
  const email = await createMember(request, 'ucty');
  await openSignedIn(page, email, { password: MEMBER_PASSWORD, path: '/dashboard/settings?tab=accounts' });
  const panel = page.getByRole('region', { name: 'Moje účty' });
  await expect(panel.getByText('Zatím tu žádný účet není.')).toBeVisible();

  // Bad input says what is wrong and saves nothing.
  await panel.getByRole('button', { name: 'Přidat účet' }).click();
  const form = panel.getByRole('form', { name: 'Přidat účet' });
  await form.getByLabel('Založen').fill('31.02.2024');
  await form.getByRole('button', { name: 'Přidat účet' }).click();
  await expect(form.getByText('Vyberte banku nebo kasino.')).toBeVisible();
  await expect(form.getByText(/Zadejte datum ve tvaru DD\.MM\.RRRR/)).toBeVisible();

  await form.getByLabel('Banka nebo kasino').selectOption({ label: 'Česká spořitelna' });
  await form.getByLabel('Založen').fill('15032019');
  await expect(form.getByLabel('Založen')).toHaveValue('15.03.2019');
  await form.getByLabel('Zrušen (nepovinné)').fill('01.01.2018');
  await form.getByRole('button', { name: 'Přidat účet' }).click();
  await expect(form.getByText('Účet nemohl být zrušen dřív, než byl založen.')).toBeVisible();
  await form.getByLabel('Zrušen (nepovinné)').fill('');
  await form.getByRole('button', { name: 'Přidat účet' }).click();
  const table = panel.getByRole('region', { name: 'Seznam vašich účtů' });
  await expect(table.getByText('Česká spořitelna')).toBeVisible();
  await expect(table.getByText('otevřený')).toBeVisible();
  await expect(table.getByText('ručně')).toBeVisible();

  // Closing it later: the row menu opens the form with the dates filled in.
  await table.getByRole('button', { name: 'Akce účtu Česká spořitelna' }).click();
  await page.getByRole('menuitem', { name: 'Upravit data' }).click();
  const edit = panel.getByRole('form', { name: 'Upravit účet Česká spořitelna' });
  await expect(edit.getByLabel('Založen')).toHaveValue('15.03.2019');
  await edit.getByLabel('Zrušen (nepovinné)').fill('30.06.2025');
  await edit.getByRole('button', { name: 'Uložit změny' }).click();
  await expect(table.getByText(/30\.\s6\.\s2025/)).toBeVisible();
  await screenshotsOf(page, 'member-accounts', panel);

  page.once('dialog', (dialog) => void dialog.accept());
  await table.getByRole('button', { name: 'Akce účtu Česká spořitelna' }).click();
  await page.getByRole('menuitem', { name: 'Smazat' }).click();
  await expect(panel.getByText('Zatím tu žádný účet není.')).toBeVisible();
});
