import { expect, test } from '@playwright/test';
import { createMember, MEMBER_PASSWORD, openSignedIn, signInAdmin } from './support/flows';
import { activateByKeyboard, expectFocused, expectFocusTrapped, expectModalRoundTrip, signInByKeyboard, tabTo, typeInto } from './support/keyboard';
import { adminUrl, webUrl } from './support/urls';

/**
 * The main flows with the keyboard alone: every control is reached by Tab in a sensible order with a
 * visible focus indicator, modals keep the focus inside and give it back to what opened them.
 */

test('a visitor fills registration step 1, meets the risk dialog and reaches step 2 by keyboard', async ({ page }) => {
  await page.goto(webUrl('/register?tierId=2'));
  await typeInto(page, page.getByLabel('E-mail *', { exact: true }), `klavesnice-${Date.now()}@example.cz`);
  // Focus order follows the form: the password comes right after the e-mail.
  await page.keyboard.press('Tab');
  await expectFocused(page.getByLabel('Heslo *', { exact: true }));
  await page.keyboard.type('Klavesy123!');
  await typeInto(page, page.getByLabel('Heslo znovu'), 'Klavesy123!');
  await typeInto(page, page.getByLabel('Přezdívka'), 'Klávesák');
  await typeInto(page, page.getByLabel('Jméno *'), 'Karel');
  await typeInto(page, page.getByLabel('Příjmení *'), 'Klávesa');
  await typeInto(page, page.getByLabel('Datum narození'), '03021988');
  for (const consent of ['Potvrzuji, že je mi více než 18 let', 'Souhlasím s obchodními podmínkami', /výdělek z bonusů není zaručen/, /zpřístupnění digitálního obsahu/]) {
    await tabTo(page, page.getByLabel(consent));
    await page.keyboard.press('Space');
    await expect(page.getByLabel(consent)).toBeChecked();
  }
  const proceed = page.getByRole('button', { name: 'Pokračovat', exact: true });
  await activateByKeyboard(page, proceed);

  const risks = page.getByRole('dialog', { name: 'Rizika' });
  await expectModalRoundTrip(page, risks, proceed);

  await page.keyboard.press('Enter');
  await expect(risks).toBeVisible();
  await activateByKeyboard(page, risks.getByRole('button', { name: 'Registrovat' }));
  await expect(page.locator('[aria-current="step"]')).toHaveText('2. Předplatné');
});

test('a member signs in, opens a bonus and completes its first step by keyboard', async ({ page, request }) => {
  test.slow();
  const email = await createMember(request, 'klavesnice');
  await signInByKeyboard(page, webUrl('/login'), email, MEMBER_PASSWORD);
  await expect(page).toHaveURL(webUrl('/dashboard'));

  await activateByKeyboard(page, page.getByRole('link', { name: 'Bonusy', exact: true }));
  await expect(page).toHaveURL(webUrl('/dashboard/bonuses'));
  const start = page.getByRole('button', { name: /^Začít: / }).first();
  const name = (await start.getAttribute('aria-label'))?.replace(/^Začít: /, '') ?? (await start.innerText());
  await activateByKeyboard(page, start);

  const dialog = page.getByRole('dialog', { name });
  await expect(dialog).toBeVisible();
  await expectFocusTrapped(page, dialog);
  await activateByKeyboard(page, dialog.getByRole('button', { name: 'Začít', exact: true }));
  await expect(dialog.getByTestId('bonus-step').first()).toHaveAttribute('data-status', 'completed');
  // The detail's "⋯" menu is walked with the arrow keys; Escape closes it and gives focus back to its button, not closing the detail.
  const more = dialog.getByRole('button', { name: 'Další akce s bonusem' });
  await more.focus();
  await page.keyboard.press('ArrowDown');
  await expectFocused(dialog.getByRole('menuitem', { name: 'Vrátit krok 1' }));
  await page.keyboard.press('ArrowDown');
  await expectFocused(dialog.getByRole('menuitem', { name: 'Skrýt bonus' }));
  await page.keyboard.press('Escape');
  await expectFocused(more);
  await expect(dialog.getByRole('menu')).toHaveCount(0);
  await expect(dialog).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  // Focus returns to the bonus it was opened from (now offering to continue).
  await expectFocused(page.getByRole('article', { name }).getByRole('button').first());
});

test('settings sections are reached with Tab and opened with Enter from the side list', async ({ page, request }) => {
  const email = await createMember(request, 'klavesnice-nastaveni');
  await openSignedIn(page, email, { password: MEMBER_PASSWORD, path: '/dashboard/settings' });
  const sections = page.getByRole('navigation', { name: 'Sekce nastavení' });
  const profile = sections.getByRole('link', { name: 'Profil' });
  await expect(profile).toHaveAttribute('aria-current', 'page');
  await tabTo(page, profile);
  await page.keyboard.press('Tab');
  const membership = sections.getByRole('link', { name: 'Členství' });
  await expectFocused(membership);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/dashboard\/settings\?tab=membership$/);
  await expect(membership).toHaveAttribute('aria-current', 'page');
  await expect(profile).not.toHaveAttribute('aria-current');
  await expect(page.getByRole('region', { name: 'Členství', exact: true })).toBeVisible();
});

test('the admin signs in and opens and leaves the bonus editor by keyboard', async ({ page }) => {
  await signInByKeyboard(page, adminUrl('/login'), 'admin@demo.cz', 'Demo1234!');
  await expect(page).toHaveURL(adminUrl('/admin'));
  await activateByKeyboard(page, page.getByRole('link', { name: 'Bonusy', exact: true }));
  await expect(page).toHaveURL(adminUrl('/admin/bonuses'));

  // The editor is a page: its index links and the way back are reachable by keyboard.
  await activateByKeyboard(page, page.getByRole('button', { name: 'Přidat nový bonus' }));
  await expect(page).toHaveURL(adminUrl('/admin/bonuses/new'));
  const form = page.getByRole('form', { name: 'Přidat nový bonus' });
  await expect(form).toBeVisible();
  await activateByKeyboard(page, page.getByRole('navigation', { name: 'Oddíly formuláře' }).getByRole('link', { name: 'Kroky' }));
  await expect(page).toHaveURL(adminUrl('/admin/bonuses/new#bonus-kroky'));
  // The way back sits above the index: Shift+Tab reaches it.
  await tabTo(page, page.getByRole('main').getByRole('link', { name: 'Bonusy', exact: true }), { backwards: true });
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(adminUrl('/admin/bonuses'));

  // A row's rare actions: its ⋯ menu opens from the keyboard, the arrows walk it, Escape gives focus back.
  const menu = page.getByRole('row').nth(1).getByRole('button', { name: /^Další akce: / });
  await activateByKeyboard(page, menu);
  await expect(menu).toHaveAttribute('aria-expanded', 'true');
  await expect(page.getByRole('menuitem', { name: 'Náhled' })).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await expect(page.getByRole('menuitem', { name: 'Duplikovat' })).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('menu')).toHaveCount(0);
  await expect(menu).toBeFocused();
  // The row's first cell (before the menu: Shift+Tab) opens the bonus.
  await tabTo(page, page.getByRole('row').nth(1).getByRole('link', { name: /^Upravit / }), { backwards: true });
  await page.keyboard.press('Enter');
  await expect(page.getByRole('form', { name: 'Upravit bonus' })).toBeVisible();
});

test('a member finishes a bonus, records its earnings and corrects them by keyboard', async ({ page, request }) => {
  test.slow();
  const email = await createMember(request, 'klavesnice-vydelek');
  await openSignedIn(page, email, { password: MEMBER_PASSWORD, path: '/dashboard/bonuses' });
  const start = page.getByRole('button', { name: /^Začít: / }).first();
  const name = (await start.getAttribute('aria-label'))!.replace(/^Začít: /, '');
  await activateByKeyboard(page, start);

  const dialog = page.getByRole('dialog', { name });
  const steps = await dialog.getByTestId('bonus-step').count();
  for (let n = 1; n <= steps; n++) {
    await activateByKeyboard(page, dialog.getByRole('button', { name: n === 1 ? 'Začít' : `Splnit krok ${n}`, exact: true }));
    await expect(dialog.getByTestId('bonus-step').nth(n - 1)).toHaveAttribute('data-status', 'completed');
  }
  await activateByKeyboard(page, dialog.getByRole('button', { name: 'Označit jako splněný' }));

  const earnings = page.getByRole('dialog', { name: 'Kolik vám bonus vydělal?' });
  await expect(earnings).toBeVisible();
  await expectFocusTrapped(page, earnings);
  await typeInto(page, earnings.getByLabel('Dosažený výdělek (Kč)'), '900');
  await activateByKeyboard(page, earnings.getByRole('button', { name: 'Uložit výdělek' }));
  await expect(page.getByText(`Bonus „${name}“ je splněný`)).toBeVisible();

  await page.goto(webUrl('/dashboard/bonus-history'));
  const editButton = page.getByRole('button', { name: `Upravit ${name}` });
  await activateByKeyboard(page, editButton);
  const edit = page.getByRole('dialog', { name: `Upravit: ${name}` });
  await tabTo(page, edit.getByLabel('Dosažený výdělek (Kč)'));
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.type('750');
  await activateByKeyboard(page, edit.getByRole('button', { name: 'Uložit', exact: true }));
  await expect(edit).toBeHidden();
  // Accessible names have their spaces normalised, the catalogue's names keep non-breaking ones.
  const rowName = new RegExp(name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/\s+/g, '\\s+'));
  await expect(page.getByRole('row', { name: rowName })).toContainText(/750\sKč/);
});

test('a member opens the referral programme and saves a payout account by keyboard', async ({ page, request }) => {
  const email = await createMember(request, 'klavesnice-ucet');
  await openSignedIn(page, email, { password: MEMBER_PASSWORD });
  await expect(page).toHaveURL(webUrl('/dashboard'));
  await activateByKeyboard(page, page.getByRole('link', { name: 'Doporučení', exact: true }));
  await expect(page).toHaveURL(webUrl('/dashboard/referrals'));

  const add = page.getByRole('button', { name: 'Přidat bankovní účet' });
  await activateByKeyboard(page, add);
  const dialog = page.getByRole('dialog', { name: 'Bankovní účet pro výplaty' });
  await expectModalRoundTrip(page, dialog, add);

  await page.keyboard.press('Enter');
  await expect(dialog).toBeVisible();
  await typeInto(page, dialog.getByLabel(/Číslo účtu/), '19-2000145399/0800');
  await activateByKeyboard(page, dialog.getByRole('button', { name: 'Potvrdit' }));
  await expect(dialog).toBeHidden();
  await expect(page.getByTestId('bank-account')).toHaveText('•••• 5399 / 0800 · Česká spořitelna');
});

test('a member creates and revokes an API token by keyboard', async ({ page, request }) => {
  const email = await createMember(request, 'klavesnice-tokeny');
  await openSignedIn(page, email, { password: MEMBER_PASSWORD, path: '/dashboard/settings?tab=api-tokens' });
  await typeInto(page, page.getByLabel('Název tokenu'), 'Robot');
  // The lifetime follows the name; arrow keys pick 365 days.
  await page.keyboard.press('Tab');
  const lifetime = page.getByLabel('Platnost');
  await expectFocused(lifetime);
  await page.keyboard.press('ArrowDown');
  await expect(lifetime).toHaveValue('365');
  await tabTo(page, page.getByLabel(/Povolit i zápis/));
  await page.keyboard.press('Space');
  await activateByKeyboard(page, page.getByRole('button', { name: 'Vytvořit token' }));
  await expect(page.getByLabel('Nový API token')).toHaveValue(/^bk_live_/);
  const token = page.getByRole('list', { name: 'Vaše API tokeny' }).getByRole('listitem').filter({ hasText: 'Robot' });
  await expect(token).toContainText('čtení a zápis');

  page.once('dialog', (dialog) => void dialog.accept());
  await activateByKeyboard(page, token.getByRole('button', { name: 'Zrušit token Robot' }));
  await expect(page.getByText('Zatím nemáte žádný token.')).toBeVisible();
  await expectFocused(page.getByRole('heading', { name: 'API tokeny' }));
});

test('the admin registers and deletes a webhook by keyboard', async ({ page }) => {
  await signInAdmin(page);
  await expect(page).toHaveURL(adminUrl('/admin'));
  await activateByKeyboard(page, page.getByRole('link', { name: 'Webhooky', exact: true }));
  await expect(page).toHaveURL(adminUrl('/admin/webhooks'));

  const url = `https://hooks.example.cz/klavesnice-${Date.now()}`;
  // The form opens in a drawer; focus stays in it until it closes and then returns to the button that opened it.
  const openButton = page.getByRole('button', { name: 'Přidat webhook' });
  await activateByKeyboard(page, openButton);
  const drawer = page.getByRole('dialog', { name: 'Přidat webhook' });
  await typeInto(page, drawer.getByLabel('Adresa URL'), url);
  await tabTo(page, drawer.getByRole('checkbox', { name: /Zaplacená objednávka/ }));
  await page.keyboard.press('Space');
  await activateByKeyboard(page, drawer.getByRole('button', { name: 'Přidat webhook' }));
  await expect(drawer).toBeHidden();
  await expectFocused(openButton);
  const card = page.getByRole('listitem', { name: url });
  await expect(card).toContainText('Zaplacená objednávka');

  page.once('dialog', (dialog) => void dialog.accept());
  await activateByKeyboard(page, card.getByRole('button', { name: `Smazat webhook ${url}` }));
  await expect(card).toHaveCount(0);
  // The card is gone: the focus is on the list's heading, not lost on the page.
  await expectFocused(page.getByRole('heading', { name: 'Registrované webhooky' }));
});
