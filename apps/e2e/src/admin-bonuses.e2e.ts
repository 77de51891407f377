import { expect, Page, test } from '@playwright/test';
import { fillRequiredBonusFields } from './support/admin-bonus-form';
import { signInAdmin, openSignedIn, closeOtherContexts } from './support/flows';
import { moveUpByKeyboard } from './support/keyboard';
import { webUrl } from './support/urls';

test.afterEach(closeOtherContexts);

const NAME = `Automaty e2e ${Date.now()}`;

async function adminSignIn(page: Page) {
  await signInAdmin(page);
  await page.getByRole('navigation', { name: 'Administrace' }).getByRole('link', { name: 'Bonusy' }).click();
}

/** The step titles a member sees in the bonus's detail, in order. */
async function memberStepTitles(page: Page): Promise<string[]> {
  await page.goto(webUrl('/dashboard/bonuses'));
  await page.getByRole('article', { name: NAME }).getByRole('button').click();
  const steps = page.getByRole('dialog', { name: NAME }).getByTestId('bonus-step').locator('strong');
  await expect(steps.first()).toBeVisible();
  return (await steps.allInnerTexts()).map((text) => text.replace(/^\d+\.\s*/, ''));
}

test('the admin creates a slot bonus, orders its steps by keyboard, hides and duplicates it; members follow', async ({ page, browser }) => {
  // A long journey across many pages (cold pages compile on first visit in the dev servers).
  test.slow();
  await adminSignIn(page);
  await page.getByRole('button', { name: 'Přidat nový bonus' }).click();
  const form = page.getByRole('form', { name: 'Přidat nový bonus' });
  await form.getByRole('button', { name: 'Přidat bonus' }).click();
  await expect(form.getByText('Formulář obsahuje chyby')).toBeVisible();

  await fillRequiredBonusFields(form, NAME);
  await form.getByLabel('Přidat hru').selectOption({ label: 'Gates of Olympus (Pragmatic Play)' });
  await form.getByRole('button', { name: 'Odebrat hru Gates of Olympus' }).isVisible();
  await form.getByRole('button', { name: '+ Registrace' }).click();
  await form.getByRole('button', { name: '+ První vklad' }).click();
  const addCustom = form.getByRole('button', { name: 'Přidat vlastní krok' });
  await form.getByLabel('Název kroku').fill('Vlastní krok');
  await form.getByLabel('Podtitul kroku').fill('Přečtěte si podmínky');
  await expect(addCustom).toBeDisabled();
  await form.getByRole('textbox', { name: 'Popis kroku' }).fill('Podmínky najdete v odkazu.');
  await form.getByRole('radio', { name: 'Ikona Hvězda' }).click();
  await addCustom.click();
  await expect(form.getByTestId('form-step')).toHaveCount(3);

  // Keyboard drag and drop: lift the custom step, move it up twice, drop it first.
  await moveUpByKeyboard(page, form.getByRole('button', { name: 'Přesunout krok 3: Vlastní krok' }), 3, 1);
  await expect(form.getByTestId('form-step').first()).toContainText('1. Vlastní krok');
  await form.getByRole('button', { name: 'Přidat bonus' }).click();
  await expect(page.getByText('Bonus byl přidán.')).toBeVisible();
  const row = page.getByRole('row', { name: new RegExp(NAME) });
  await expect(row).toContainText('Aktivní');

  // A member sees it with the steps in the admin's order.
  const member = await (await browser.newContext()).newPage();
  await openSignedIn(member, 'premium@demo.cz');
  await expect(member).toHaveURL(webUrl('/dashboard'));
  expect(await memberStepTitles(member)).toEqual(['Vlastní krok', 'Registrace', 'První vklad']);

  // Hidden: members no longer see it.
  const visible = row.getByRole('switch', { name: `Zobrazit členům: ${NAME}` });
  await expect(visible).toHaveAttribute('aria-checked', 'true');
  await visible.click();
  await expect(visible).toHaveAttribute('aria-checked', 'false');
  await expect(row).toContainText('Skrytý');
  await member.goto(webUrl('/dashboard/bonuses'));
  await expect(member.getByRole('heading', { name: 'Bonusy' })).toBeVisible();
  await expect(member.getByRole('article', { name: NAME })).toHaveCount(0);

  // Duplicate: a prefilled copy saved as a new bonus.
  await row.getByRole('button', { name: `Další akce: ${NAME}` }).click();
  await page.getByRole('menuitem', { name: 'Duplikovat' }).click();
  const copy = page.getByRole('form', { name: 'Přidat nový bonus' });
  await expect(copy.getByLabel('Název', { exact: true })).toHaveValue(NAME);
  await expect(copy.getByTestId('form-step')).toHaveCount(3);
  await copy.getByRole('button', { name: 'Přidat bonus' }).click();
  await expect(page.getByRole('row', { name: new RegExp(NAME) })).toHaveCount(2);
});
