import { expect, Locator, test } from '@playwright/test';
import { GAMBLING_WARNING } from '@bonus/domain';
import { openSignedIn, signInAdmin } from './support/flows';
import { screenshotsOf } from './support/screenshots';

/** A demo slot offer with value terms (1 000 Kč bonus, 15× the bonus, on Hot Fruits 100). */
const OFFER = /^SYNOT TIP: 1\s000\sKč vkladový bonus$/;

/** Opens the value section of a casino offer's detail, which follows the steps collapsed to its one sentence. */
async function openValue(dialog: Locator) {
  const value = dialog.getByRole('region', { name: 'Jak to může dopadnout' });
  const toggle = value.getByRole('button', { name: 'Jak to může dopadnout' });
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await expect(value.getByRole('img')).toHaveCount(0);
  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  return value;
}

test('a member opens a casino offer and sees what it is worth on its game, with the outcome chart', async ({ page }) => {
  await openSignedIn(page, 'basic@demo.cz', { path: '/dashboard/bonuses' });
  // One warning above the list stands for every casino card; each casino card has an 18+ chip.
  await expect(page.getByTestId('gambling-notice')).toHaveCount(1);
  await expect(page.getByTestId('gambling-notice')).toContainText(GAMBLING_WARNING);
  const card = page.getByRole('article', { name: OFFER });
  await expect(card.getByTestId('age-chip')).toHaveText(/^18\+/);
  await expect(card.getByTestId('gambling-notice')).toHaveCount(0);
  await screenshotsOf(page, 'casino-catalogue');
  await card.getByRole('button', { name: /^(Začít|Pokračovat)/ }).click();
  const dialog = page.getByRole('dialog', { name: OFFER });
  // The detail carries the warning once (the list's is behind the modal).
  await expect(dialog.getByTestId('gambling-notice')).toHaveCount(1);
  await expect(dialog.getByTestId('gambling-notice')).toContainText(GAMBLING_WARNING);
  await expect(dialog.getByTestId('bonus-next-step')).toBeVisible();
  await screenshotsOf(page, 'casino-offer-detail', dialog);
  const value = await openValue(dialog);
  await expect(value.getByRole('heading', { name: 'Hot Fruits 100' })).toBeVisible();
  await expect(value.locator('.bonus-value__sentence')).toHaveText(/^(V \d+ z 10 případů|Téměř vždy) .+; v průměru −?[\d\s]+Kč, protočit 15\s000\sKč$/);
  await expect(value.getByText(/^Počítáme se sázkou [\d\s,]+Kč na otočku/)).toBeVisible();
  const chart = value.getByRole('img', { name: 'Rozložení výsledků na hře Hot Fruits 100' });
  await expect(chart).toBeVisible();
  await expect(chart.getByText('Výsledek jednoho průchodu (Kč)')).toBeVisible();
  await expect(chart.getByText('Podíl průchodů (%)')).toBeVisible();
  await screenshotsOf(page, 'offer-value', value);
});

test('an offer played on two games shows one value: the card’s, the detail’s and the value section’s figure are the same (issue #58)', async ({ page }) => {
  const offer = /^Sazka Hry: 500\sKč za první vklad$/;
  await openSignedIn(page, 'premium@demo.cz', { path: '/dashboard/bonuses' });
  const card = page.getByRole('article', { name: offer });
  const figure = (await card.getByText('Očekávaná hodnota').locator('xpath=following-sibling::dd[1]').innerText()).replace(/\s/g, ' ');
  await card.getByRole('button', { name: /^(Začít|Pokračovat)/ }).click();
  const dialog = page.getByRole('dialog', { name: offer });
  expect((await dialog.getByText('Očekávaná hodnota').locator('xpath=following-sibling::dd[1]').innerText()).replace(/\s/g, ' ')).toBe(figure);
  const value = await openValue(dialog);
  await expect(value.locator('.bonus-value__sentence')).toHaveCount(1);
  expect((await value.locator('.bonus-value__sentence').innerText()).replace(/\s/g, ' ')).toContain(`v průměru ${figure}`);
  await expect(value.getByText(/na hře (Starburst|Blood Suckers) vychází nižší\.$/)).toBeVisible();
  await screenshotsOf(page, 'offer-one-value', value);
});

test('a member works out an offer found elsewhere in Kalkulačka bonusu', async ({ page }) => {
  await openSignedIn(page, 'basic@demo.cz', { path: '/dashboard' });
  await page.getByRole('navigation', { name: 'Členská sekce' }).getByRole('link', { name: 'Kalkulačka bonusu' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Kalkulačka bonusu' })).toBeVisible();
  await expect(page.getByTestId('gambling-notice')).toContainText(GAMBLING_WARNING);
  await page.getByLabel('Započítání hry').fill('120');
  await page.getByRole('button', { name: 'Spočítat hodnotu' }).click();
  await expect(page.getByText('Započítání hry musí být od 0,01 % do 100 %')).toBeVisible();

  await page.getByLabel('Bonus', { exact: true }).fill('2 000');
  await page.getByLabel('Vklad', { exact: true }).fill('1000');
  await page.getByLabel('Násobek protočení').fill('35');
  await page.getByLabel('Základ protočení').selectOption('deposit_and_bonus');
  await page.getByLabel('Započítání hry').fill('100');
  await page.getByLabel('Max. sázka').fill('125');
  await page.getByLabel('Max. výběr (prázdné = bez limitu)').fill('10 000');
  await page.getByLabel('RTP hry').fill('96,5');
  await page.getByRole('button', { name: 'Spočítat hodnotu' }).click();
  const result = page.getByRole('region', { name: 'Výsledek' });
  await expect(result.locator('.bonus-value__sentence')).toHaveText(/protočit 105\s000\sKč$/);
  await expect(result.getByText(/Kasino si z protočení nechá v průměru 3\s675\sKč/)).toBeVisible();
  await screenshotsOf(page, 'bonus-calculator');
});

test('the admin enters a casino offer\'s value terms in "Hodnota bonusu"', async ({ page }) => {
  await signInAdmin(page);
  await page.getByRole('link', { name: 'Přidat bonus' }).click();
  const form = page.getByRole('form', { name: 'Přidat nový bonus' });
  const terms = form.getByRole('group', { name: 'Hodnota bonusu' });
  await terms.getByLabel('Bonus', { exact: true }).fill('1 000');
  await terms.getByLabel('Vklad', { exact: true }).fill('1000');
  await terms.getByLabel('Násobek protočení').fill('30');
  await terms.getByLabel('Max. sázka').fill('100');
  await terms.getByLabel('Započítání hry').fill('0');
  await form.getByRole('button', { name: 'Přidat bonus' }).click();
  await expect(terms.getByText('Započítání hry musí být od 0,01 % do 100 %')).toBeVisible();
  await screenshotsOf(page, 'admin-value-terms', terms);
  // A bank offer carries no value terms.
  await form.getByLabel('Typ bonusu').selectOption('bank');
  await expect(terms).toHaveCount(0);
});
