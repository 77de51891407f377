import { readFile } from 'node:fs/promises';
import { expect, Page, test } from '@playwright/test';
import { createMember, MEMBER_PASSWORD, signInAdmin, openSignedIn, closeOtherContexts } from './support/flows';
import { moveUpByKeyboard } from './support/keyboard';
import { screenshotsOf } from './support/screenshots';
import { adminUrl, webUrl } from './support/urls';

test.afterEach(closeOtherContexts);

const adminNav = (page: Page, name: string) => page.getByRole('navigation', { name: 'Administrace' }).getByRole('link', { name, exact: true }).click();

test('the admin adds a FAQ question, moves it first by keyboard, visitors read it, and hiding it takes it away', async ({ page, browser }) => {
  test.slow();
  const question = `Jak funguje test ${Date.now()}?`;
  await signInAdmin(page);
  await adminNav(page, 'FAQ');
  await page.getByRole('button', { name: 'Přidat otázku' }).click();
  const form = page.getByRole('dialog', { name: 'Přidat otázku' });
  await form.getByRole('button', { name: 'Uložit' }).click();
  await expect(form.getByText('Toto pole je povinné')).toHaveCount(3);
  await form.getByLabel('Kategorie').fill('Obecné');
  await form.getByLabel('Otázka').fill(question);
  await form.getByLabel('Odpověď').fill('Odpověď napsaná v administraci.');
  await form.getByRole('button', { name: 'Uložit' }).click();
  await expect(form).toBeHidden();

  // A new question ends its category (the first, 'Obecné'); it moves up to the very first place.
  const rows = page.getByTestId('admin-faq');
  await expect(rows.filter({ hasText: question })).toHaveCount(1);
  const position = (await rows.allInnerTexts()).findIndex((text) => text.includes(question));
  await moveUpByKeyboard(page, page.getByRole('button', { name: `Přesunout otázku ${position + 1}: ${question}` }), position + 1, 1);
  await expect(rows.first()).toContainText(question);
  await page.reload();
  await expect(rows.first()).toContainText(question);

  // The search (case and accents ignored) narrows the list, and while it is on nothing moves.
  await page.getByLabel('Hledat otázku nebo kategorii').fill(question.toUpperCase());
  await expect(rows).toHaveCount(1);
  await expect(page.getByRole('button', { name: `Přesunout otázku 1: ${question}` })).toBeDisabled();
  await expect(page.getByText('Během hledání nelze měnit pořadí.')).toBeVisible();
  await screenshotsOf(page, 'admin-faq-search');
  await page.getByRole('button', { name: 'Zrušit filtry' }).click();
  await expect(page.getByRole('button', { name: `Přesunout otázku 1: ${question}` })).toBeEnabled();

  const visitor = await (await browser.newContext()).newPage();
  await visitor.goto(webUrl('/faq'));
  await expect(visitor.locator('details').first().locator('summary')).toHaveText(question);

  const visible = page.getByRole('switch', { name: `Zobrazit otázku ${question}` });
  await expect(visible).toHaveAttribute('aria-checked', 'true');
  await visible.click();
  await expect(visible).toHaveAttribute('aria-checked', 'false');
  await expect(rows.first()).toContainText('Skrytá');
  await visitor.reload();
  await expect(visitor.locator('details').first()).toBeVisible();
  await expect(visitor.getByText(question)).toHaveCount(0);
});

test('the admin adds an investment category; premium members see it until it is hidden', async ({ page, browser }) => {
  test.slow();
  const name = `Komodity ${Date.now()}`;
  await signInAdmin(page);
  await adminNav(page, 'Investice');
  await page.getByRole('button', { name: 'Přidat kategorii' }).click();
  const form = page.getByRole('dialog', { name: 'Přidat kategorii' });
  await form.getByLabel('Název').fill(name);
  await form.getByLabel('Podtitul').fill('Zlato, stříbro a ropa');
  await form.getByLabel('Krátký popis').fill('Ochrana před inflací.');
  await form.getByLabel('Popis', { exact: true }).fill('Komodity se obchodují přes ETF.');
  await form.getByLabel('Výhody (každá na řádek)', { exact: true }).fill('Ochrana před inflací\nDiverzifikace');
  await form.getByLabel('Průměrný očekávaný výnos (% ročně)').fill('abc');
  await form.getByRole('button', { name: 'Uložit' }).click();
  await expect(form.getByText('Zadejte číslo')).toBeVisible();
  await form.getByLabel('Průměrný očekávaný výnos (% ročně)').fill('4,5');
  await form.getByRole('button', { name: 'Uložit' }).click();
  await expect(form).toBeHidden();
  const row = page.getByTestId('admin-category').filter({ hasText: name });
  await expect(row).toContainText('Zobrazená');
  await row.getByRole('button', { name, exact: true }).click();
  await expect(page.getByRole('heading', { name: `Produkty: ${name}` })).toBeVisible();
  await expect(page.getByText('V této kategorii zatím nejsou produkty.')).toBeVisible();
  await page.getByLabel('Hledat kategorii').fill(name.toLowerCase());
  await expect(page.getByTestId('admin-category')).toHaveCount(1);
  await expect(row.getByRole('button', { name: /^Přesunout kategorii/ })).toBeDisabled();
  await expect(page.getByText('Během hledání nelze měnit pořadí.')).toBeVisible();
  await screenshotsOf(page, 'admin-investments-search');
  await page.getByRole('button', { name: 'Zrušit filtry' }).click();
  await expect(row.getByRole('button', { name: /^Přesunout kategorii/ })).toBeEnabled();

  const premium = await (await browser.newContext()).newPage();
  await openSignedIn(premium, 'premium@demo.cz', { path: '/dashboard/investments' });
  await expect(premium.getByText(name)).toBeVisible();

  await row.getByRole('switch', { name: `Zobrazit kategorii ${name}` }).click();
  await expect(row.getByRole('switch', { name: `Zobrazit kategorii ${name}` })).toHaveAttribute('aria-checked', 'false');
  await expect(row).toContainText('Skrytá');
  await premium.reload();
  await expect(premium.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(premium.getByText(name)).toHaveCount(0);
});

test('a member opts in to news; the admin sends a newsletter after the confirmation, exports members and sees both in the audit log', async ({ page, browser, request }) => {
  test.slow();
  const email = await createMember(request, 'novinky');
  const member = await (await browser.newContext()).newPage();
  await openSignedIn(member, email, { password: MEMBER_PASSWORD, path: '/dashboard/settings?tab=notifications' });
  await member.getByLabel('Chci dostávat novinky a nové bonusy e-mailem').click();
  await expect(member.getByText('Novinky vám budeme posílat e-mailem.')).toBeVisible();
  await expect(member.getByLabel('Chci dostávat novinky a nové bonusy e-mailem')).toBeChecked();

  await signInAdmin(page);
  await page.getByRole('button', { name: 'Odeslat newsletter' }).click();
  const composer = page.getByRole('dialog', { name: 'Nový newsletter' });
  await composer.getByRole('button', { name: 'Pokračovat' }).click();
  await expect(composer.getByText('Zadejte předmět newsletteru')).toBeVisible();
  await composer.getByLabel('Předmět').fill('Prosincové bonusy');
  await composer.getByRole('textbox', { name: 'Text' }).fill('Máme pro vás nové bonusy.');
  await composer.getByRole('button', { name: 'Pokračovat' }).click();
  const confirm = page.getByRole('dialog', { name: 'Odeslat newsletter' });
  await expect(confirm).toContainText('Opravdu chcete odeslat newsletter všem uživatelům?');
  await confirm.getByRole('button', { name: 'Ano, odeslat' }).click();
  await expect(page.getByText(/Newsletter se odesílá \d+\s(členovi|členům)\./)).toBeVisible();
  await expect(page.getByTestId('newsletter').first()).toContainText('Prosincové bonusy');

  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Exportovat uživatele (CSV)' }).click();
  const csv = await readFile(await (await download).path(), 'utf8');
  expect(csv.split('\r\n')[0]).toBe('\uFEFFID;Přezdívka;Jméno;E-mail;Členství;Registrace;Výdělky (Kč);Stav;Admin');
  expect(csv).toContain(`;${email};Free;`);

  await adminNav(page, 'Audit');
  const sent = page.getByTestId('audit-entry').filter({ hasText: 'odeslal newsletter „Prosincové bonusy“' }).first();
  // The demo admin's account is named "Správce": the sentence names it once.
  await expect(sent).toContainText('Správce odeslal newsletter „Prosincové bonusy“.');
  // The recorded action and data wait behind "Podrobnosti".
  await expect(sent.getByText('graphql:sendNewsletter')).toBeHidden();
  await sent.getByText('Podrobnosti').click();
  await expect(sent.getByText('graphql:sendNewsletter')).toBeVisible();
  await screenshotsOf(page, 'admin-audit-log');
  await expect(page).toHaveURL(adminUrl('/admin/audit'));
});
