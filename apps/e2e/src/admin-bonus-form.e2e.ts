import { expect, Page, test } from '@playwright/test';
import { fillRequiredBonusFields } from './support/admin-bonus-form';
import { idToken, signInAdmin } from './support/flows';
import { screenshotsOf } from './support/screenshots';
import { adminUrl, apiUrl } from './support/urls';

const WEEK = ['Pondělí', 'Úterý', 'Středa', 'Čtvrtek', 'Pátek', 'Sobota', 'Neděle'];

/** The weekdays whose toggle is pressed, in the order the form shows them. */
async function pressedDays(page: Page) {
  const days = page.getByRole('form', { name: /^(Přidat nový|Upravit) bonus$/ }).getByRole('group', { name: 'Obnovuje se ve dnech' }).getByRole('button');
  await expect(days).toHaveText(WEEK);
  const pressed = await days.evaluateAll((buttons) => buttons.map((b) => b.getAttribute('aria-pressed')));
  return WEEK.filter((_, i) => pressed[i] === 'true');
}

test('the overview\'s "Přidat bonus" opens the add form, which says when it is fixed and saves renewing days', async ({ page }) => {
  test.slow();
  const name = `Obnovovaný e2e ${Date.now()}`;
  await signInAdmin(page);
  await page.getByRole('link', { name: 'Přidat bonus' }).click();
  const form = page.getByRole('form', { name: 'Přidat nový bonus' });
  await expect(form).toBeVisible();
  await expect(page).toHaveURL(adminUrl('/admin/bonuses/new'));
  await screenshotsOf(page, 'admin-bonus-editor');
  await screenshotsOf(page, 'admin-bonus-form', form);
  await screenshotsOf(page, 'admin-bonus-form-weekdays', form.getByRole('group', { name: 'Obnovuje se ve dnech' }));

  // The banner follows the fields once a save was tried, and goes when the last error is fixed.
  await form.getByRole('button', { name: 'Přidat bonus' }).click();
  const banner = form.getByText('Formulář obsahuje chyby');
  await expect(banner).toBeVisible();
  await fillRequiredBonusFields(form, name);
  await expect(banner).toHaveCount(0);
  await expect(form.getByText('Toto pole je povinné')).toHaveCount(0);

  // Weekday toggles by keyboard: Monday and Saturday on, Saturday off and on again.
  expect(await pressedDays(page)).toEqual([]);
  await form.getByRole('button', { name: 'Sobota' }).focus();
  await page.keyboard.press('Space');
  await form.getByRole('button', { name: 'Pondělí' }).focus();
  await page.keyboard.press('Enter');
  await form.getByRole('button', { name: 'Středa' }).click();
  await form.getByRole('button', { name: 'Středa' }).click();
  expect(await pressedDays(page)).toEqual(['Pondělí', 'Sobota']);
  // The pressed state at this width and theme only.
  await form.getByRole('group', { name: 'Obnovuje se ve dnech' }).screenshot({ path: 'test-results/screens/admin-bonus-form-weekdays-pressed.png' });
  await form.getByRole('button', { name: 'Přidat bonus' }).click();
  await expect(page.getByText('Bonus byl přidán.')).toBeVisible();
  await expect(page).toHaveURL(adminUrl('/admin/bonuses'));

  // Saved: the edit form shows the same days.
  await page.getByRole('link', { name: `Upravit ${name}` }).click();
  expect(await pressedDays(page)).toEqual(['Pondělí', 'Sobota']);
});

test('a failed load of companies and games says so and can be retried', async ({ page }) => {
  await signInAdmin(page);
  let fail = true;
  await page.route('**/graphql', async (route) => {
    if (fail && route.request().postData()?.includes('"operationName":"CatalogueOptions"')) await route.fulfill({ status: 500, body: 'down' });
    else await route.fallback();
  });
  await page.goto(adminUrl('/admin/bonuses/new'));
  const form = page.getByRole('form', { name: 'Přidat nový bonus' });
  await expect(form.getByRole('alert').filter({ hasText: 'nepodařilo se načíst data' })).toBeVisible();
  await expect(form.getByLabel('Společnost')).toHaveCount(0);
  await screenshotsOf(page, 'admin-bonus-form-options-failed', form.getByRole('alert'));

  fail = false;
  await form.getByRole('button', { name: 'Zkusit znovu' }).click();
  await expect(form.getByLabel('Společnost').getByRole('option', { name: 'Tipsport' })).toHaveCount(1);
  await expect(form.getByText('nepodařilo se načíst data')).toHaveCount(0);
});

test('the bonus list gives the name its room at 1280 px and its rare actions a ⋯ menu in reach at 375 px; the admin app has its icon', async ({ page, request }) => {
  // Screenshots at two widths and themes, then the phone width.
  test.slow();
  await page.setViewportSize({ width: 1280, height: 900 });
  await signInAdmin(page, '/admin/bonuses');
  const nameCell = page.getByRole('row').nth(1).getByRole('cell').first();
  expect((await nameCell.boundingBox())!.width).toBeGreaterThanOrEqual(160);
  await expect(page.getByRole('row').nth(1).getByRole('switch', { name: /^Zobrazit členům: / })).toBeVisible();
  await screenshotsOf(page, 'admin-bonuses');

  // Search as one types (accents ignored) and chips, kept in the address across a reload.
  await page.getByLabel('Hledat bonus nebo provozovatele').fill('tipsport');
  await page.getByRole('group', { name: 'Stav' }).getByRole('button', { name: 'Aktivní' }).click();
  await expect(page).toHaveURL(adminUrl('/admin/bonuses?search=tipsport&state=active'));
  await expect(page.getByRole('row').nth(1)).toContainText('Tipsport');
  await page.reload();
  await expect(page.getByLabel('Hledat bonus nebo provozovatele')).toHaveValue('tipsport');
  await expect(page.getByRole('group', { name: 'Stav' }).getByRole('button', { name: 'Aktivní' })).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByRole('row').nth(1)).toContainText('Tipsport');
  await screenshotsOf(page, 'admin-bonuses-filtered');
  await page.getByRole('button', { name: 'Zrušit filtry' }).click();
  await expect(page).toHaveURL(adminUrl('/admin/bonuses'));

  await page.setViewportSize({ width: 375, height: 800 });
  const menu = page.getByRole('row').nth(1).getByRole('button', { name: /^Další akce: / });
  await menu.click();
  await expect(menu).toHaveAttribute('aria-expanded', 'true');
  await expect(page.getByRole('menuitem', { name: 'Duplikovat' })).toBeInViewport();
  await expect(page.getByRole('menuitem', { name: 'Náhled' })).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await expect(page.getByRole('menuitem', { name: 'Duplikovat' })).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('menu')).toHaveCount(0);
  await expect(menu).toBeFocused();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);

  const icon = await page.locator('link[rel="icon"]').getAttribute('href');
  const answer = await request.get(adminUrl(icon ?? '/missing'));
  expect(answer.status()).toBe(200);
  expect(answer.headers()['content-type']).toContain('image/svg+xml');
});

test('the admin sets who may claim an offer, reads each rule as members will, and third parties get the rules back', async ({ page, request }) => {
  test.slow();
  const name = `Jen noví klienti e2e ${Date.now()}`;
  await signInAdmin(page);
  await page.getByRole('link', { name: 'Přidat bonus' }).click();
  const form = page.getByRole('form', { name: 'Přidat nový bonus' });
  await fillRequiredBonusFields(form, name);
  const rules = form.getByRole('group', { name: 'Kdo může nabídku využít' });
  await expect(rules.getByText('Bez pravidel: nabídka je pro každého člena.')).toBeVisible();
  await rules.getByRole('button', { name: 'Přidat pravidlo' }).click();
  await rules.getByLabel('Společnost v pravidle 1').selectOption({ label: 'Česká spořitelna' });
  await expect(rules.getByText('Nedostupné pro členy, kteří měli účet u České spořitelny v posledních 12 měsících.')).toBeVisible();
  await rules.getByRole('button', { name: 'Přidat pravidlo' }).click();
  await rules.getByLabel('Pravidlo 2', { exact: true }).selectOption({ label: 'Věk člena' });
  await rules.getByLabel('Věk do (nepovinné)').fill('26');
  await expect(rules.getByText('Jen pro členy ve věku 18–26 let.')).toBeVisible();
  await rules.screenshot({ path: 'test-results/screens/admin-bonus-form-rules.png' });
  await form.getByRole('button', { name: 'Přidat bonus' }).click();
  await expect(page.getByText('Bonus byl přidán.')).toBeVisible();

  const headers = { authorization: `Bearer ${await idToken(request, 'admin@demo.cz')}` };
  const page1 = await (await request.get(apiUrl('/bonus_all_admin?current_page=1'), { headers })).json();
  const saved = page1.bonuses.find((bonus: { name: string }) => bonus.name === name);
  expect(saved.eligibility_rules).toEqual([
    { kind: 'no_account_within', company_id: expect.any(Number), months: 12 },
    { kind: 'age', min: 18, max: 26 },
  ]);

  await page.getByRole('link', { name: `Upravit ${name}` }).click();
  const edited = page.getByRole('form', { name: 'Upravit bonus' }).getByRole('group', { name: 'Kdo může nabídku využít' });
  await expect(edited.getByText('Nedostupné pro členy, kteří měli účet u České spořitelny v posledních 12 měsících.')).toBeVisible();
  await expect(edited.getByText('Jen pro členy ve věku 18–26 let.')).toBeVisible();
});

test('the overview counts missed steps; the admin gives a step a deadline, finds it on reopening and reads the change in the terms history', async ({ page }) => {
  test.slow();
  const name = `Lhůta e2e ${Date.now()}`;
  // Steps are missed only once their due time has passed, so the overview is shown with a year of them in the api's answer.
  await page.route('**/graphql', async (route) => {
    if (!route.request().postData()?.includes('"operationName":"AdminOverviewTrends"')) return route.fallback();
    const response = await route.fetch();
    const body = await response.json();
    const counts = [0, 1, 0, 2, 3, 1, 0, 4, 2, 5, 3, 1];
    body.data.adminOverviewTrends.missedStepsByMonth = body.data.adminOverviewTrends.missedStepsByMonth.map((row: { month: string }, index: number) => ({ ...row, value: counts[index] }));
    await route.fulfill({ response, json: body });
  });
  await signInAdmin(page);
  const missed = page.getByRole('region', { name: 'Zmeškané kroky po měsících' });
  await expect(missed.getByText(/^3\skroky za /)).toBeVisible();
  await screenshotsOf(page, 'admin-overview-missed-steps', missed, { reload: false });

  await page.getByRole('link', { name: 'Přidat bonus' }).click();
  const form = page.getByRole('form', { name: 'Přidat nový bonus' });
  await fillRequiredBonusFields(form, name);
  const steps = form.getByRole('group', { name: 'Kroky' });
  await steps.getByRole('button', { name: '+ Registrace' }).click();
  const deadline = steps.getByLabel(/^Lhůta od začátku – krok 1: /);
  await deadline.fill('366');
  await expect(steps.getByText('Lhůta kroku musí být celý počet dní od 1 do 365, nebo prázdná')).toBeVisible();
  await deadline.fill('7');
  await expect(steps.getByText(/^do 7\sdnů$/)).toBeVisible();
  await screenshotsOf(page, 'admin-bonus-form-step-deadline', steps, { reload: false });
  await form.getByRole('button', { name: 'Přidat bonus' }).click();
  await expect(page.getByText('Bonus byl přidán.')).toBeVisible();

  // Reopened, the step has its deadline; a new value and a new expected value change the terms.
  await page.getByRole('link', { name: `Upravit ${name}` }).click();
  const edit = page.getByRole('form', { name: 'Upravit bonus' });
  await expect(edit.getByLabel(/^Lhůta od začátku – krok 1: /)).toHaveValue('7');
  await expect(edit.getByText(/^do 7\sdnů$/)).toBeVisible();
  await edit.getByLabel(/^Lhůta od začátku – krok 1: /).fill('10');
  await edit.getByLabel('Očekávaná hodnota', { exact: true }).fill('500');
  await edit.getByRole('button', { name: 'Uložit změny' }).click();
  await expect(page.getByText('Bonus byl uložen.')).toBeVisible();

  await page.getByRole('button', { name: `Další akce: ${name}` }).click();
  await page.getByRole('menuitem', { name: 'Historie podmínek' }).click();
  const history = page.getByRole('dialog', { name: `Historie podmínek: ${name}` });
  const versions = history.getByRole('listitem');
  await expect(versions).toHaveCount(2);
  await expect(versions.first().getByRole('heading')).toContainText('Verze 2 · ');
  await expect(versions.first().getByRole('term')).toHaveText(['Kroky', 'Očekávaná hodnota']);
  await expect(versions.first().getByRole('definition')).toHaveText([/^1\. Registrace \(splnit do 7\sdnů\)změněno na1\. Registrace \(splnit do 10\sdnů\)$/, /^450\sKčzměněno na500\sKč$/]);
  await expect(versions.last()).toContainText('Verze 1 · ');
  await expect(versions.last()).toContainText('Vytvoření');
  await screenshotsOf(page, 'admin-bonus-terms-history', history, { reload: false });
});

test('the editor names what is unsaved and warns before leaving with unsaved changes', async ({ page }) => {
  await signInAdmin(page, '/admin/bonuses');
  await page.getByRole('row').nth(1).getByRole('link', { name: /^Upravit / }).click();
  const form = page.getByRole('form', { name: 'Upravit bonus' });
  await expect(form.getByText('Žádné neuložené změny')).toBeVisible();
  await expect(form.getByRole('button', { name: /^Uložit/ }).last()).toBeDisabled();
  // A clean form lets one go without asking.
  await page.getByRole('main').getByRole('link', { name: 'Bonusy', exact: true }).click();
  await expect(page).toHaveURL(adminUrl('/admin/bonuses'));

  await page.getByRole('row').nth(1).getByRole('link', { name: /^Upravit / }).click();
  await form.getByLabel('Potřebný kapitál', { exact: true }).fill('12345');
  await expect(form.getByText('Neuložené změny (1): Hodnota')).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Oddíly formuláře' }).getByRole('link', { name: 'Hodnota (změněno)' })).toBeVisible();
  // The card beside the form follows it.
  await expect(page.getByRole('complementary', { name: 'Náhled pro členy' })).toContainText(/12\s345\sKč/);

  await page.getByRole('navigation', { name: 'Administrace' }).getByRole('link', { name: 'Přehled' }).click();
  const leave = page.getByRole('dialog', { name: 'Odejít bez uložení?' });
  await expect(leave).toBeVisible();
  await leave.getByRole('button', { name: 'Zůstat na stránce' }).click();
  await expect(form.getByLabel('Potřebný kapitál', { exact: true })).toHaveValue('12345');
  await page.getByRole('navigation', { name: 'Administrace' }).getByRole('link', { name: 'Přehled' }).click();
  await leave.getByRole('button', { name: 'Odejít a změny zahodit' }).click();
  await expect(page).toHaveURL(adminUrl('/admin'));
});
