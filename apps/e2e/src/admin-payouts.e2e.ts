import { readFile } from 'node:fs/promises';
import { CZECH_MONTH_NAMES, pragueMonth } from '@bonus/domain';
import { expect, Page, test } from '@playwright/test';
import { changeSiteSettings, idToken, signInAdmin, openSignedIn, closeOtherContexts } from './support/flows';
import { screenshotsOf } from './support/screenshots';
import { apiUrl } from './support/urls';

test.afterEach(closeOtherContexts);

/**
 * The screen as it looks, at a desktop and a phone width, in both themes (looked at by hand, kept with the test results).
 * The theme is only <html data-theme> (what the toggle changes), so the page is not loaded again for it.
 */
async function screenshots(page: Page, name: string) {
  await expect(page.getByRole('heading', { name: 'Čekající výplaty' })).toBeVisible();
  await expect(page.getByTestId('payout-batch').first()).toBeVisible();
  for (const theme of ['dark', 'light']) {
    await page.evaluate((value) => (document.documentElement.dataset.theme = value), theme);
    for (const width of [1280, 375]) {
      await page.setViewportSize({ width, height: 900 });
      await page.screenshot({ path: `test-results/screens/${name}-${width}-${theme}.png`, fullPage: true });
    }
  }
  await page.setViewportSize({ width: 1280, height: 720 });
}

test('the admin exports a bank batch, marks it paid and returns another payout; the member reads the Czech states', async ({ page, browser, request }) => {
  test.slow();
  // The premium demo member asks for two payouts of amounts no other row has.
  const headers = { authorization: `Bearer ${await idToken(request, 'premium@demo.cz')}` };
  const ask = async (amount: number) => {
    const answer = await request.post(apiUrl('/transaction'), { headers, data: { amount, bank_account: '19-2000145399/0800' } });
    expect(answer.status()).toBe(201);
    return ((await answer.json()) as { id: number }).id;
  };
  // Small amounts no other row has: below the default 500 Kč minimum, which is not under test here.
  const before = await changeSiteSettings(request, { minWithdrawal: 0 });
  const [paidId, returnedId] = [await ask(111), await ask(55)];
  await changeSiteSettings(request, { minWithdrawal: before.minWithdrawal });

  await signInAdmin(page);
  await page.getByRole('navigation', { name: 'Administrace' }).getByRole('link', { name: 'Výplaty' }).click();
  await expect(page.getByRole('heading', { name: 'Výplaty', level: 1 })).toBeVisible();
  // The month is picked by its Czech name, whatever the browser's language.
  const monthNumber = Number(pragueMonth(new Date()).slice(5));
  await expect(page.getByRole('group', { name: 'Měsíc' }).getByRole('combobox', { name: 'Měsíc' }).locator('option:checked')).toHaveText(CZECH_MONTH_NAMES[monthNumber - 1]);
  const selectFor = (id: number) => page.getByRole('checkbox', { name: `Do dávky: výplata č. ${id} (premium@demo.cz)` });
  const menuOf = (id: number) => page.getByRole('button', { name: `Další akce: výplata č. ${id} (premium@demo.cz)` });
  const rowOf = (id: number) => page.getByTestId('pending-payout').filter({ has: menuOf(id) });
  await expect(selectFor(paidId)).toBeChecked();
  await expect(rowOf(paidId)).toContainText('•••• 5399 / 0800 · Česká spořitelna');
  await expect(rowOf(paidId)).toContainText('Zpracovává se');
  await expect(rowOf(paidId)).toContainText('Výběr na žádost');

  // Only the first one goes into the batch.
  await page.getByRole('button', { name: 'Zrušit výběr' }).click();
  await selectFor(paidId).check();
  // What is exported is what is seen ticked: a filter that hides the ticked payout leaves the batch empty, and says so.
  const kinds = page.getByRole('group', { name: 'Druh' });
  await kinds.getByRole('button', { name: 'Automatický výběr' }).click();
  await expect(page.getByRole('button', { name: 'Exportovat dávku pro banku (0)' })).toBeDisabled();
  await expect(page.getByTestId('payout-export-scope')).toContainText('skryté filtrem');
  await screenshotsOf(page, 'admin-payouts-filtered');
  await kinds.getByRole('button', { name: 'Automatický výběr' }).click();
  await expect(page.getByTestId('payout-export-scope')).toBeHidden();
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Exportovat dávku pro banku (1)' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^vyplaty-davka-\d+\.kpc$/);
  const lines = (await readFile((await download.path())!, 'latin1')).split('\r\n');
  expect(lines[0]).toMatch(/^UHL1/);
  expect(lines[3]).toBe(`000019-2000145399 000000011100 ${String(paidId).padStart(10, '0')} 08000000 0000000000 AV:Bonus Klub vyplata odmen`);
  const batchId = Number(/(\d+)\.kpc$/.exec(download.suggestedFilename())![1]);
  await expect(page.getByText(`Dávka č. ${batchId} (1 výplata, 111 Kč) je připravená`)).toBeVisible();
  await expect(rowOf(paidId)).toContainText(`č. ${batchId}`);

  await screenshots(page, 'admin-payouts');

  // A payout opens its member.
  await rowOf(paidId).getByRole('link', { name: /premium@demo\.cz/ }).click();
  await expect(page).toHaveURL(/\/admin\/users\?search=premium%40demo\.cz$/);
  await expect(page.getByRole('row', { name: /premium@demo\.cz/ })).toHaveCount(1);
  await page.goBack();

  // The bank sent it.
  await page.getByRole('button', { name: `Označit jako vyplacenou: dávka č. ${batchId}` }).click();
  const paidDialog = page.getByRole('dialog', { name: `Dávka č. ${batchId} je vyplacená` });
  await expect(paidDialog.getByLabel('Datum odeslání bankou')).not.toHaveValue('');
  await paidDialog.getByRole('button', { name: 'Označit jako vyplacenou' }).click();
  await expect(page.getByText(`Dávka č. ${batchId} je vyplacená (1 výplata).`)).toBeVisible();
  await expect(page.getByTestId('payout-batch').filter({ hasText: `č. ${batchId}` })).toContainText('Vyplaceno');

  // The bank returned the other one.
  await menuOf(returnedId).click();
  await page.getByRole('menuitem', { name: 'Vrátit na zůstatek' }).click();
  const returnDialog = page.getByRole('dialog', { name: `Vrátit výplatu č. ${returnedId}` });
  await returnDialog.getByRole('button', { name: 'Vrátit na zůstatek' }).click();
  await expect(returnDialog.getByText('Uveďte důvod vrácení (3 až 200 znaků).')).toBeVisible();
  await returnDialog.getByLabel('Důvod vrácení').fill('Účet byl zrušen');
  await returnDialog.getByRole('button', { name: 'Vrátit na zůstatek' }).click();
  await expect(page.getByText(`Výplata č. ${returnedId} je vrácená, 55 Kč je zpět na zůstatku člena.`)).toBeVisible();
  await expect(rowOf(returnedId)).toHaveCount(0);
  await expect(rowOf(paidId)).toHaveCount(0);

  // The member sees both states in Czech.
  const member = await (await browser.newContext()).newPage();
  await openSignedIn(member, 'premium@demo.cz', { path: '/dashboard/referrals' });
  await expect(member.getByRole('row', { name: /111\sKč/ })).toContainText('Vyplaceno');
  await expect(member.getByRole('row', { name: /55\sKč/ })).toContainText('Vráceno: Účet byl zrušen');
});
