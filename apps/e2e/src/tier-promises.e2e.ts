import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import { createMember, idToken, MEMBER_PASSWORD, openSignedIn } from './support/flows';
import { apiUrl, webUrl } from './support/urls';

test('a premium member sees the capital a newly started bonus ties up and the month against the tier maximum', async ({ page, request }) => {
  const token = await idToken(request, 'premium@demo.cz');
  const headers = { authorization: `Bearer ${token}` };
  const open = ((await (await request.get(apiUrl('/bonus_all'), { headers })).json()) as { id: number; name: string; step_idx: number; lock: unknown; start_timestamp: number; needed_capital: number }[]).find(
    (bonus) => bonus.step_idx === 0 && !bonus.lock && bonus.start_timestamp * 1000 < Date.now() && bonus.needed_capital > 0,
  )!;

  await openSignedIn(page, 'premium@demo.cz');
  await expect(page).toHaveURL(webUrl('/dashboard'));
  const panel = page.getByTestId('risk-panel');
  await expect(panel.getByRole('heading', { name: 'Řízení rizik' })).toBeVisible();
  await expect(panel.getByText(/Výdělek tento měsíc: .* z 15\s000\sKč/)).toBeVisible();
  const capital = async () => Number((await panel.getByTestId('risk-capital').locator('dd').innerText()).replace(/\D/g, ''));
  const before = await capital();
  await expect(panel.getByRole('rowheader', { name: open.name })).toHaveCount(0);

  expect((await request.put(apiUrl('/bonus_progress'), { headers, data: { bonus_id: open.id, step_idx: 1 } })).status()).toBe(200);
  await page.reload();
  await expect(panel.getByRole('rowheader', { name: open.name })).toBeVisible();
  expect(await capital()).toBe(before + open.needed_capital);
  await expect(panel.getByRole('progressbar')).toBeVisible();
  await page.screenshot({ path: test.info().outputPath('risk-panel.png'), fullPage: true });
  // Leave the demo member as found (undoing step 1 returns the bonus to not started).
  expect((await request.put(apiUrl('/bonus_progress'), { headers, data: { bonus_id: open.id, step_idx: 0 } })).status()).toBe(200);
});

test('a free member is offered the upgrade instead of risk management', async ({ page, request }) => {
  const email = await createMember(request, 'risk-free');
  await openSignedIn(page, email, { password: MEMBER_PASSWORD });
  await expect(page).toHaveURL(webUrl('/dashboard'));
  const panel = page.getByTestId('risk-panel');
  await expect(panel.getByRole('note')).toContainText('Řízení rizik je součástí členství Basic a Premium.');
  await panel.getByRole('link', { name: 'Přejít na vyšší členství' }).click();
  await expect(page).toHaveURL(webUrl('/dashboard/settings?tab=membership'));
});

test('a member subscribes to a calendar of their started bonuses, renews the secret address and revokes it', async ({ page, request }) => {
  const email = await createMember(request, 'calendar');
  const headers = { authorization: `Bearer ${await idToken(request, email, MEMBER_PASSWORD)}` };
  const [bonus] = ((await (await request.get(apiUrl('/bonus_all'), { headers })).json()) as { id: number; name: string; step_idx: number; lock: unknown; start_timestamp: number }[]).filter(
    (b) => b.step_idx === 0 && !b.lock && b.start_timestamp * 1000 < Date.now(),
  );
  expect((await request.put(apiUrl('/bonus_progress'), { headers, data: { bonus_id: bonus.id, step_idx: 1 } })).status()).toBe(200);

  await openSignedIn(page, email, { password: MEMBER_PASSWORD, path: '/dashboard/settings?tab=notifications' });
  const section = page.getByRole('region', { name: 'Kalendář' });
  await section.getByRole('button', { name: 'Vytvořit adresu kalendáře' }).click();
  const address = section.getByRole('textbox', { name: 'Tajná adresa kalendáře' });
  await expect(address).toHaveValue(/\/calendar\/[A-Za-z0-9_-]{43}\.ics$/);
  const first = await address.inputValue();
  const feed = await request.get(apiUrl(new URL(first).pathname));
  expect(feed.headers()['content-type']).toBe('text/calendar; charset=utf-8');
  expect(await feed.text()).toContain(`UID:bonus-${bonus.id}-end@bonusklub.cz`);

  await section.getByRole('button', { name: 'Vytvořit novou adresu' }).click();
  await expect(section.getByRole('status')).toContainText('Máte novou adresu, ta původní už nefunguje.');
  await expect(address).not.toHaveValue(first);
  expect((await request.get(apiUrl(new URL(first).pathname))).status()).toBe(404);
  await page.screenshot({ path: test.info().outputPath('calendar-settings.png'), fullPage: true });

  await section.getByRole('button', { name: 'Zrušit adresu' }).click();
  await expect(section.getByRole('button', { name: 'Vytvořit adresu kalendáře' })).toBeVisible();
});

test('a basic member reads last month’s report against the month before; a free member is offered the upgrade', async ({ page, request }) => {
  await openSignedIn(page, 'basic@demo.cz');
  await expect(page).toHaveURL(webUrl('/dashboard'));
  await page.getByRole('navigation', { name: 'Členská sekce' }).getByRole('link', { name: 'Reporty' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Reporty' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'Měsíční report' })).toBeVisible();
  const summary = page.getByTestId('report-summary');
  await expect(summary.getByRole('rowheader', { name: 'Výdělek z bonusů' })).toBeVisible();
  await expect(summary.getByRole('columnheader', { name: 'Změna' })).toBeVisible();
  // The page shows what the api computes for the chosen month.
  const month = page.getByLabel('Měsíc');
  const options = await month.locator('option').allTextContents();
  expect(options).toHaveLength(12);
  const values = await month.locator('option').evaluateAll((elements) => elements.map((option) => (option as HTMLOptionElement).value));
  const headers = { authorization: `Bearer ${await idToken(request, 'basic@demo.cz')}` };
  for (const index of [0, 2]) {
    await month.selectOption({ index });
    await expect(summary.locator('caption')).toHaveText(`Souhrn za ${options[index]}`);
    const answer = await request.post(apiUrl('/graphql'), { headers, data: { query: `{ monthlyReport(month: "${values[index]}") { current { completedCount earnings } } }` } });
    const { completedCount, earnings } = (await answer.json()).data.monthlyReport.current;
    await expect(summary.getByRole('row', { name: /Splněné bonusy/ }).getByRole('cell').first()).toHaveText(String(completedCount));
    await expect(summary.getByRole('row', { name: /Výdělek z bonusů/ }).getByRole('cell').first()).toHaveText(new RegExp(`^${earnings.toLocaleString('cs-CZ').replace(/\s/g, '\\s')}\\sKč$`));
  }
  await page.screenshot({ path: test.info().outputPath('monthly-report.png'), fullPage: true });

  const email = await createMember(request, 'report-free');
  await page.context().clearCookies();
  await page.evaluate(() => window.localStorage.clear());
  await openSignedIn(page, email, { password: MEMBER_PASSWORD, path: '/dashboard/reports' });
  await expect(page.getByRole('note').first()).toContainText('Měsíční reporty jsou součástí členství Basic a Premium.');
  await expect(page.getByTestId('tax-report').getByRole('note')).toContainText('Daňové reporty jsou součástí členství Premium.');
  await expect(page.getByTestId('weekly-analysis').getByRole('note')).toContainText('Týdenní analýzy jsou součástí členství Premium.');
});

test('a premium member reads the weekly analysis and downloads the tax report for a year as CSV and PDF', async ({ page }) => {
  await openSignedIn(page, 'premium@demo.cz', { path: '/dashboard/reports' });
  const weekly = page.getByTestId('weekly-analysis');
  await expect(weekly.getByRole('heading', { name: 'Nejvíc za hodinu práce' })).toBeVisible();
  await expect(weekly.locator('.weekly-list').first().getByRole('listitem').first()).toContainText('Kč/h');
  await expect(weekly).toContainText('15 minut na každý krok');
  const tax = page.getByTestId('tax-report');
  await tax.getByLabel('Rok').selectOption(String(new Date().getFullYear()));
  // This year's exemption: 50 000 Kč of net winnings per game type from 2024 on.
  await expect(tax.getByTestId('tax-position')).toContainText('z 50\u00a0000\u00a0Kč');
  await expect(tax.getByTestId('tax-technicke_hry')).toContainText('Kč');
  await expect(tax).toContainText('nikoli daňové poradenství');
  const [csv] = await Promise.all([page.waitForEvent('download'), tax.getByRole('button', { name: 'Stáhnout CSV' }).click()]);
  expect(csv.suggestedFilename()).toBe(`danovy-prehled-${new Date().getFullYear()}.csv`);
  const csvText = (await readFile(await csv.path())).toString('utf8');
  expect(csvText.startsWith('\uFEFFDatum;Kategorie;Popis;Částka (Kč)')).toBe(true);
  const [pdf] = await Promise.all([page.waitForEvent('download'), tax.getByRole('button', { name: 'Stáhnout PDF' }).click()]);
  expect(pdf.suggestedFilename()).toBe(`danovy-prehled-${new Date().getFullYear()}.pdf`);
  expect((await readFile(await pdf.path())).subarray(0, 5).toString()).toBe('%PDF-');
  await page.screenshot({ path: test.info().outputPath('tax-report.png'), fullPage: true });
});

test('a member chooses e-mail reminders in Settings → Notifikace and they stay chosen', async ({ page, request }) => {
  const email = await createMember(request, 'reminders');
  await openSignedIn(page, email, { password: MEMBER_PASSWORD, path: '/dashboard/settings?tab=notifications' });
  const reminders = page.getByRole('region', { name: 'Připomínky e-mailem' });
  await reminders.getByLabel('Blížící se konec rozpracovaného bonusu a termíny jeho kroků (24 hodin předem)').check();
  await expect(reminders.getByRole('status')).toHaveText('Připomínky jsou uložené.');
  await reminders.getByRole('group', { name: /Nové bonusy/ }).getByLabel('Bankovní').check();
  await expect(reminders.getByLabel('Bankovní')).toBeChecked();
  // Changed terms of started offers are on until the member turns them off.
  await expect(reminders.getByLabel('Změny podmínek rozpracovaných bonusů')).toBeChecked();
  await reminders.getByLabel('Změny podmínek rozpracovaných bonusů').uncheck();
  await expect(reminders.getByRole('status')).toHaveText('Připomínky jsou uložené.');
  await page.reload();
  await expect(reminders.getByLabel('Změny podmínek rozpracovaných bonusů')).not.toBeChecked();
  await expect(reminders.getByLabel('Blížící se konec rozpracovaného bonusu a termíny jeho kroků (24 hodin předem)')).toBeChecked();
  await expect(reminders.getByLabel('Rozpracovaný bonus se dnes obnovuje (ráno v den obnovení)')).not.toBeChecked();
  await expect(reminders.getByLabel('Bankovní')).toBeChecked();
  await expect(reminders.getByLabel('Automaty')).not.toBeChecked();
});
