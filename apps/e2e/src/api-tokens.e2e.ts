import { expect, test } from '@playwright/test';
import { createBonusKlubClient } from '@bonus/sdk';
import { createMember, MEMBER_PASSWORD, openSignedIn } from './support/flows';
import { screenshotsOf } from './support/screenshots';
import { apiUrl, webUrl } from './support/urls';

test('a member creates an API token in Settings, a tool records an earning with it through the SDK, and revoking stops it', async ({ page, request }) => {
  const email = await createMember(request, 'tokeny');
  await openSignedIn(page, email, { password: MEMBER_PASSWORD, path: '/dashboard/settings?tab=api-tokens' });
  await expect(page.getByText('Zatím nemáte žádný token.')).toBeVisible();
  await expect(page.getByLabel(/Povolit i správu/)).toHaveCount(0); // members only read and write

  // The form's own rule first: a token needs a name.
  await page.getByRole('button', { name: 'Vytvořit token' }).click();
  await expect(page.getByText('Zadejte název tokenu.')).toBeVisible();
  await page.getByLabel('Název tokenu').fill('Moje tabulka');
  await page.getByLabel('Platnost').selectOption('30');
  await page.getByLabel(/Povolit i zápis/).check();
  await page.getByRole('button', { name: 'Vytvořit token' }).click();
  const secret = await page.getByLabel('Nový API token').inputValue();
  expect(secret).toMatch(/^bk_live_\S{40,}$/);
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write'], { origin: new URL(webUrl()).origin });
  await page.getByRole('button', { name: 'Kopírovat' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'zkopírovaný' })).toContainText('Token je zkopírovaný.');
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(secret);
  const row = page.getByRole('list', { name: 'Vaše API tokeny' }).getByRole('listitem').filter({ hasText: 'Moje tabulka' });
  await expect(row).toContainText('čtení a zápis');
  await expect(row).toContainText('zatím nepoužit');
  await screenshotsOf(page, 'settings-api-tokens');

  // The tool: the README's example, with the secret copied from the page.
  const api = createBonusKlubClient({ baseUrl: apiUrl(''), token: secret });
  const { data: bonuses, error } = await api.GET('/bonus_all');
  expect(error).toBeUndefined();
  const bonus = bonuses!.find((candidate) => candidate.bonus_type_name === 'bank' && !candidate.lock && candidate.step_list.length > 0)!;
  for (let step = 1; step <= bonus.step_list.length; step++) {
    expect((await api.PUT('/bonus_progress', { body: { bonus_id: bonus.id, step_idx: step } })).response.status).toBe(200);
  }
  const recorded = await api.POST('/bonus_history', { body: { bonus_id: bonus.id, reached_profit: 1500, note: 'Z tabulky' } });
  expect(recorded.data).toMatchObject({ bonus: { id: bonus.id }, reached_profit: 1500 });

  // The member sees the tool's earning, and when the token was last used.
  await page.goto(webUrl('/dashboard/bonus-history'));
  await expect(page.getByRole('cell', { name: 'Z tabulky' })).toBeVisible();
  await page.goto(webUrl('/dashboard/settings?tab=api-tokens'));
  await expect(row).not.toContainText('zatím nepoužit');

  // Asked first: dismissing keeps the token, confirming revokes it.
  page.once('dialog', (dialog) => void dialog.dismiss());
  await row.getByRole('button', { name: 'Zrušit token Moje tabulka' }).click();
  await expect(row).toBeVisible();
  expect((await api.GET('/user')).response.status).toBe(200);
  page.once('dialog', (dialog) => {
    expect(dialog.message()).toBe('Zrušit token Moje tabulka? Nástroje, které ho používají, přestanou hned fungovat.');
    void dialog.accept();
  });
  await row.getByRole('button', { name: 'Zrušit token Moje tabulka' }).click();
  await expect(page.getByText('Zatím nemáte žádný token.')).toBeVisible();
  const refused = await api.GET('/user');
  expect(refused.response.status).toBe(401);
  expect(refused.error).toMatchObject({ code: 'API_TOKEN_INVALID' });
});

test('an admin may add the admin scope to a token of their own, and a tool then reads the back office with it', async ({ page }) => {
  await openSignedIn(page, 'admin@demo.cz', { path: '/dashboard/settings?tab=api-tokens' });
  const name = `Správa ${Date.now()}`;
  await page.getByLabel('Název tokenu').fill(name);
  await page.getByLabel(/Povolit i správu/).check();
  await page.getByRole('button', { name: 'Vytvořit token' }).click();
  const secret = await page.getByLabel('Nový API token').inputValue();
  await expect(page.getByRole('listitem').filter({ hasText: name })).toContainText('čtení, zápis a správa');

  const api = createBonusKlubClient({ baseUrl: apiUrl(''), token: secret });
  const { data, response } = await api.GET('/bonus_all_admin', { params: { query: { current_page: 1 } } });
  expect(response.status).toBe(200);
  expect(data!.bonuses.length).toBeGreaterThan(0);
});
