import { expect, Page, test } from '@playwright/test';
import { createMember, idToken, MEMBER_PASSWORD, openSignedIn } from './support/flows';
import { screenshotsOf } from './support/screenshots';
import { apiUrl, webUrl } from './support/urls';

/** An amount of four or more digits written without group separators ("2000 Kč"): no screen may show one (issue #58). */
const UNFORMATTED_AMOUNT = /\d{4,}[ \u00a0]?Kč/;

const BONUS = 'Komerční banka: 1 800 Kč za G2 kartu';
/** The name as a pattern for a row's text (the catalogue keeps amounts on one line with non-breaking spaces). */
const BONUS_PATTERN = new RegExp(BONUS.replace(/ /g, '\\s'));

/** The overview's bonus revenue card as whole crowns. */
async function bonusRevenue(page: Page): Promise<number> {
  await page.goto(webUrl('/dashboard'));
  const card = page.getByTestId('stat-bonus-revenue').locator('dd');
  await expect(card).toHaveText(/Kč/);
  return Number((await card.innerText()).replace(/\D/g, ''));
}

const step = (dialog: ReturnType<Page['getByRole']>, n: number) => dialog.getByTestId('bonus-step').nth(n - 1);

test('a basic member takes a bank bonus through its steps, records, edits and returns the earnings', async ({ page }) => {
  // A long journey across many pages (cold pages compile on first visit in the dev servers).
  test.slow();
  await openSignedIn(page, 'basic@demo.cz');
  await expect(page).toHaveURL(webUrl('/dashboard'));
  const before = await bonusRevenue(page);

  await page.goto(webUrl('/dashboard/bonuses'));
  const card = page.getByRole('article', { name: BONUS });
  await expect(card.getByRole('button', { name: `Začít: ${BONUS}` })).toBeVisible();
  // Weeks away: the end day with its weekday. Ending within 24 hours: today or tomorrow with the time, in amber.
  // Dates, not a clock: nothing on the card changes from second to second.
  await expect(card.getByTestId('bonus-timing')).toHaveText(/^Platí do (po|út|st|čt|pá|so|ne)\s\d{1,2}\.\s\d{1,2}\.$/);
  const closing = page.getByRole('article', { name: /^Chance: 200\sKč za ověření$/ }).getByTestId('bonus-timing');
  await expect(closing).toHaveText(/^Platí (dnes|zítra) do (\d{1,2}:\d{2}|půlnoci)$/);
  await expect(closing).toHaveClass(/bonus-timing--warning/);
  await expect(closing.locator('time')).toHaveAttribute('title', /^\S+ \d{1,2}\.\s\d{1,2}\.\s\d{4}, \d{1,2}:\d{2}$/);
  const closingText = await closing.innerText();
  await page.waitForTimeout(1500);
  expect(await closing.innerText()).toBe(closingText);
  await expect(page.getByText(/Zbývá|\d{2}:\d{2}:\d{2}/)).toHaveCount(0);
  await card.getByRole('button', { name: `Začít: ${BONUS}` }).click();
  const dialog = page.getByRole('dialog', { name: BONUS });

  // The detail leads with the task: the next step and its one action stay at the top; a new offer offers its start there.
  const next = dialog.getByTestId('bonus-next-step');
  await expect(next).toContainText(/^Začněte krokem 1\sze?\s\d+Registrace/);
  // A later step is locked until the previous one is done, and no step has a button of its own.
  await step(dialog, 2).getByRole('button', { name: /2\. Ověření identity/ }).click();
  await expect(step(dialog, 2)).toHaveAttribute('data-status', 'locked');
  await expect(dialog.getByRole('button', { name: /Splnit krok/ })).toHaveCount(0);
  await next.getByRole('button', { name: 'Začít', exact: true }).click();
  await expect(step(dialog, 1)).toHaveAttribute('data-status', 'completed');
  await expect(next).toContainText(/^Další krok 2\sze?\s\d+Ověření identity/);
  await next.getByRole('button', { name: 'Splnit krok 2' }).click();
  await expect(step(dialog, 2)).toHaveAttribute('data-status', 'completed');
  await expect(dialog.getByRole('button', { name: 'Označit jako splněný' })).toHaveCount(0);
  await expect(dialog.locator('.ui-button--primary')).toHaveCount(1);

  // Undoing step 2 (a rarer action, in the "⋯" menu) clears it again.
  await next.getByRole('button', { name: 'Další akce s bonusem' }).click();
  await dialog.getByRole('menuitem', { name: 'Vrátit krok 2' }).click();
  await expect(step(dialog, 2)).not.toHaveAttribute('data-status', 'completed');
  await expect(step(dialog, 1)).toHaveAttribute('data-status', 'completed');

  const steps = await dialog.getByTestId('bonus-step').count();
  for (let n = 2; n <= steps; n++) {
    await dialog.getByRole('button', { name: `Splnit krok ${n}` }).click();
    await expect(step(dialog, n)).toHaveAttribute('data-status', 'completed');
  }
  await expect(next).toContainText(/^Všechny kroky splněny/);
  await next.getByRole('button', { name: 'Označit jako splněný' }).click();

  const earnings = page.getByRole('dialog', { name: 'Kolik vám bonus vydělal?' });
  await earnings.getByRole('button', { name: 'Uložit výdělek' }).click();
  await expect(earnings.getByText('Zadejte dosažený výdělek')).toBeVisible();
  await earnings.getByLabel('Dosažený výdělek (Kč)').fill('1500');
  await earnings.getByRole('button', { name: 'Uložit výdělek' }).click();
  await expect(page.getByText(`Bonus „${BONUS}“ je splněný`)).toBeVisible();
  await expect(page.getByRole('article', { name: BONUS })).toHaveCount(0);

  // This month's history (the default period) and the overview total.
  await page.goto(webUrl('/dashboard/bonus-history'));
  await expect(page.getByRole('combobox', { name: 'Období' })).toHaveValue('month');
  const row = page.getByRole('row', { name: BONUS_PATTERN });
  await expect(row).toContainText(/1\s500\sKč/);
  expect(await bonusRevenue(page)).toBe(before + 1500);

  await page.goto(webUrl('/dashboard/bonus-history'));
  await page.getByRole('button', { name: `Upravit ${BONUS}` }).click();
  const edit = page.getByRole('dialog', { name: `Upravit: ${BONUS}` });
  await edit.getByLabel('Dosažený výdělek (Kč)').fill('1200');
  await edit.getByRole('button', { name: 'Uložit', exact: true }).click();
  await expect(page.getByRole('row', { name: BONUS_PATTERN })).toContainText(/1\s200\sKč/);
  expect(await bonusRevenue(page)).toBe(before + 1200);

  await page.goto(webUrl('/dashboard/bonus-history'));
  await page.getByRole('button', { name: `Upravit ${BONUS}` }).click();
  await page.getByRole('button', { name: 'Vrátit mezi nesplněné' }).click();
  await page.getByRole('button', { name: 'Ano, vrátit bonus' }).click();
  await expect(page.getByRole('row', { name: BONUS_PATTERN })).toHaveCount(0);
  expect(await bonusRevenue(page)).toBe(before);

  await page.goto(webUrl('/dashboard/bonuses'));
  await expect(page.getByRole('article', { name: BONUS }).getByRole('button', { name: `Pokračovat: ${BONUS}` })).toBeVisible();
});

test('a free member sees a VIP bonus locked with a way to upgrade', async ({ page }) => {
  await openSignedIn(page, 'free@demo.cz', { path: '/dashboard/bonuses' });
  await page.getByRole('group', { name: 'Označení' }).getByText('VIP').click();
  await expect(page.getByRole('checkbox', { name: 'VIP' })).toBeChecked();
  const vip = page.getByRole('article').filter({ hasText: 'UniCredit: 2 500 Kč za Konto U' });
  // The card itself says why and offers the upgrade.
  await expect(vip.getByRole('note')).toContainText('Tento bonus vyžaduje vyšší členství');
  await expect(vip.getByRole('link', { name: 'Zvýšit členství' })).toBeVisible();
  await vip.getByRole('button').click();
  const dialog = page.getByRole('dialog', { name: 'UniCredit: 2 500 Kč za Konto U' });
  await expect(dialog.getByText('Tento bonus vyžaduje vyšší členství')).toBeVisible();
  await expect(dialog.getByRole('button', { name: /Splnit krok/ })).toHaveCount(0);
  // Nothing suggests the member is doing it or should go and sign up for it.
  await expect(dialog.getByText('Právě plníte')).toHaveCount(0);
  await expect(dialog.getByRole('link', { name: /Přejít na bonus/ })).toHaveCount(0);
  await dialog.getByRole('link', { name: 'Zvýšit členství' }).click();
  await expect(page).toHaveURL(webUrl('/dashboard/settings?tab=membership'));
});

test('a bonus that has not started yet says when it starts and can be read but offers no step actions', async ({ page }) => {
  const upcoming = 'Fio banka: 500 Kč za doporučení';
  await openSignedIn(page, 'basic@demo.cz', { path: '/dashboard/bonuses' });
  const card = page.getByRole('article', { name: upcoming });
  // The card says only on which day it starts (no countdown, no end beside it), and offers a look instead of a start.
  await expect(card.getByTestId('bonus-timing')).toHaveText(/^Začíná ve?\s\S+\s\d{1,2}\.\s\d{1,2}\.$/);
  await expect(card.getByText(/Začne za|Zbývá|Platí/)).toHaveCount(0);
  await expect(card.getByRole('button', { name: /^Začít/ })).toHaveCount(0);
  await card.getByRole('button', { name: `Zobrazit: ${upcoming}` }).click();
  const dialog = page.getByRole('dialog', { name: upcoming });
  await expect(dialog.getByRole('note').filter({ hasText: 'Bonus ještě nezačal.' })).toBeVisible();
  await expect(dialog.getByRole('button', { name: /Splnit krok/ })).toHaveCount(0);
  await expect(dialog.getByText('Právě plníte')).toHaveCount(0);
  await expect(dialog.getByRole('button', { name: 'Označit jako splněný' })).toHaveCount(0);
});

test('bonus filters and sort live in the address, and on a phone wait behind one Filtry button', async ({ page }) => {
  await openSignedIn(page, 'basic@demo.cz', { path: '/dashboard/bonuses' });
  // The result count and the sort are said above the list, and the count follows the filters.
  const summary = page.getByTestId('bonus-list-summary');
  await expect(summary).toHaveText(/^\d+\snabíd(ka|ky|ek) · seřazeno podle konce platnosti$/);
  expect(parseInt(await summary.innerText())).toBe(await page.getByRole('article').count());
  await page.getByRole('group', { name: 'Typ' }).getByText('Bankovní').click();
  await page.getByLabel('Řadit podle').selectOption('profit');
  await page.getByRole('button', { name: /Řazeno vzestupně/ }).click();
  await expect(summary).toHaveText(/ · seřazeno podle zisku, nejvyšší první$/);
  expect(parseInt(await summary.innerText())).toBe(await page.getByRole('article').count());
  await expect(page).toHaveURL(/type=bank/);
  await expect(page).toHaveURL(/sort=profit/);
  await expect(page).toHaveURL(/dir=desc/);

  // A reload (or the shared address) shows the same list.
  await page.reload();
  await expect(page.getByRole('checkbox', { name: 'Bankovní' })).toBeChecked();
  await expect(page.getByLabel('Řadit podle')).toHaveValue('profit');
  await expect(page.getByRole('button', { name: /Řazeno sestupně/ })).toBeVisible();

  await page.setViewportSize({ width: 375, height: 800 });
  const toggle = page.getByRole('button', { name: 'Filtry (1)' });
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await expect(page.getByRole('group', { name: 'Typ' })).toBeHidden();
  // The first card starts near the top instead of below 540 px of filters.
  const firstCard = page.getByRole('article').first();
  expect((await firstCard.boundingBox())!.y).toBeLessThan(400);
  await toggle.click();
  await expect(page.getByRole('group', { name: 'Typ' })).toBeVisible();
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  // Opened afresh at each width: on the phone the filters wait folded behind their button again.
  await screenshotsOf(page, 'bonuses-filters', undefined, { reload: true });
});

test('the offer list and detail: one coloured risk label, and on a phone the detail is a bottom sheet with its next step kept in view', async ({ page }) => {
  await openSignedIn(page, 'basic@demo.cz', { path: '/dashboard/bonuses' });
  const name = /^Chance: 200\sKč za ověření$/;
  const card = page.getByRole('article', { name });
  await expect(card.getByText('Bez rizika')).toHaveClass(/ui-status-label--success/);
  await expect(card.getByTestId('operator-mark')).toHaveText('C');
  // Shot around the summary line: it appears with the list, so the cards are there too.
  await screenshotsOf(page, 'bonuses-list', page.getByTestId('bonus-list-summary'));

  const open = card.getByRole('button', { name: /^(Začít|Pokračovat): Chance/ });
  await open.click();
  const dialog = page.getByRole('dialog', { name });
  await expect(dialog.getByText('Bez rizika')).toBeVisible();
  await screenshotsOf(page, 'bonus-detail', dialog);

  await page.setViewportSize({ width: 375, height: 800 });
  // Full width from the bottom edge of the screen.
  await expect.poll(async () => await dialog.boundingBox()).toMatchObject({ x: 0, width: 375 });
  const sheet = (await dialog.boundingBox())!;
  expect(Math.round(sheet.y + sheet.height)).toBe(800);
  // The next step and its one action stay at the top of the sheet, also after scrolling the steps.
  const action = dialog.getByTestId('bonus-next-step').locator('.ui-button--primary');
  await expect(action).toHaveCount(1);
  for (const scrollTop of [0, 10_000]) {
    await dialog.evaluate((element, top) => (element.scrollTop = top), scrollTop);
    const box = (await action.boundingBox())!;
    expect(box.y).toBeGreaterThanOrEqual(sheet.y);
    expect(box.y + box.height).toBeLessThan(sheet.y + 240);
  }
  // Still a dialog: Escape closes it and the focus returns to the card's button.
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(open).toBeFocused();
});

test('the catalogue and an offer’s detail show every amount formatted, an admin’s bare "2000 Kč" included', async ({ page, request }) => {
  const now = Math.floor(Date.now() / 1000);
  const admin = { authorization: `Bearer ${await idToken(request, 'admin@demo.cz')}` };
  const [company] = (await (await request.get(apiUrl('/company_all'), { headers: admin })).json()) as { id: number }[];
  const name = `Částky ${Date.now()}`;
  const step = { title: 'Vklad', subtitle: 'Podle podmínek', description: '<p>Pošlete 10000 Kč na účet.</p>', icon: '💳', order: 0, category: 'vklad' };
  const input = {
    name, description: '<p>Vložte 2000 Kč a získáte 1500Kč.</p>', start_timestamp: now - 86_400, end_timestamp: now + 30 * 86_400, expected_value: 1500, needed_capital: 2000,
    step_list: [step], url_bonus_conditions: 'https://example.cz/podminky', url_link: 'https://example.cz/bonus', risk_rate: 1, company_id: company.id, bonus_type_name: 'bank',
  };
  const created = await request.post(apiUrl('/bonus'), { headers: admin, data: input });
  expect(created.status()).toBe(201);
  const offerId = (await created.json()).id as number;
  try {
    await openSignedIn(page, await createMember(request, 'castky'), { password: MEMBER_PASSWORD, path: '/dashboard/bonuses' });
    const card = page.getByRole('article', { name });
    await expect(card).toContainText(/Očekávaná hodnota\s*1\s500\sKč/);
    expect(await page.locator('main').innerText()).not.toMatch(UNFORMATTED_AMOUNT);
    await card.getByRole('button', { name: `Začít: ${name}` }).click();
    const dialog = page.getByRole('dialog', { name });
    await expect(dialog).toContainText(/Vložte 2\s000\sKč a získáte 1\s500\sKč\./);
    // The first step stands open.
    await expect(dialog).toContainText(/Pošlete 10\s000\sKč na účet\./);
    expect(await dialog.innerText()).not.toMatch(UNFORMATTED_AMOUNT);
  } finally {
    await request.put(apiUrl('/bonus'), { headers: admin, data: { ...input, id: offerId, visible: false } });
  }
});
