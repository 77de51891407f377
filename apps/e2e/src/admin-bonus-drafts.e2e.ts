import { expect, test } from '@playwright/test';
import { fillRequiredBonusFields } from './support/admin-bonus-form';
import { signInAdmin, openSignedIn, closeOtherContexts } from './support/flows';
import { webUrl } from './support/urls';

test.afterEach(closeOtherContexts);

const NAME = `Koncept e2e ${Date.now()}`;

test('a draft is saved without reaching members, previewed as members will see it, then published', async ({ page, browser }) => {
  // A long journey across both apps (cold pages compile on first visit in the dev servers).
  test.slow();
  await signInAdmin(page, '/admin/bonuses');
  await page.getByRole('button', { name: 'Přidat nový bonus' }).click();
  const form = page.getByRole('form', { name: 'Přidat nový bonus' });
  await fillRequiredBonusFields(form, NAME);
  await form.getByRole('button', { name: '+ Registrace' }).click();
  await form.getByRole('button', { name: 'Uložit jako koncept' }).click();
  await expect(page.getByText('Koncept byl uložen.')).toBeVisible();
  const row = page.getByRole('row', { name: new RegExp(NAME) });
  await expect(row).toContainText('Koncept');

  // Members see nothing of it.
  const member = await (await browser.newContext()).newPage();
  await openSignedIn(member, 'premium@demo.cz', { path: '/dashboard/bonuses' });
  await expect(member.getByRole('heading', { name: 'Bonusy' })).toBeVisible();
  await expect(member.getByRole('article', { name: NAME })).toHaveCount(0);

  // The preview is the member's card and detail.
  await row.getByRole('button', { name: `Další akce: ${NAME}` }).click();
  await page.getByRole('menuitem', { name: 'Náhled' }).click();
  const preview = page.getByRole('dialog', { name: `Náhled: ${NAME}` });
  const card = preview.getByRole('article', { name: NAME });
  await expect(card).toContainText('Tipsport');
  await expect(card.getByRole('button', { name: `Začít: ${NAME}` })).toBeVisible();
  const detail = preview.getByRole('region', { name: 'Detail bonusu' });
  await expect(detail.getByText('Roztočte 50 spinů.')).toBeVisible();
  await expect(detail.getByRole('link', { name: 'Podmínky bonusu ↗' })).toHaveAttribute('href', 'https://example.cz/podminky');
  await expect(detail.getByTestId('bonus-step')).toHaveCount(1);
  // A slot offer: the 18+ and Ministry warning once (in the detail), the card with its 18+ chip, as in the member's list.
  await expect(preview.getByTestId('gambling-notice')).toHaveCount(1);
  await expect(detail.getByTestId('gambling-notice')).toBeVisible();
  await expect(card.getByTestId('age-chip')).toBeVisible();
  await preview.getByRole('button', { name: 'Zavřít okno' }).click();

  // Editing keeps it a draft until "Zveřejnit"; then members see it.
  await row.getByRole('link', { name: `Upravit ${NAME}` }).click();
  const edit = page.getByRole('form', { name: 'Upravit bonus' });
  // Nothing changed yet: the save waits; a change is named in the bar.
  await expect(edit.getByRole('button', { name: 'Uložit koncept' })).toBeDisabled();
  await edit.getByLabel('Potřebný kapitál', { exact: true }).fill('250');
  await expect(edit.getByText('Neuložené změny (1): Hodnota')).toBeVisible();
  await edit.getByRole('button', { name: 'Uložit koncept' }).click();
  await expect(row).toContainText('Koncept');
  await row.getByRole('link', { name: `Upravit ${NAME}` }).click();
  await edit.getByRole('button', { name: 'Zveřejnit' }).click();
  await expect(page.getByText('Bonus byl zveřejněn.')).toBeVisible();
  await expect(row).toContainText('Aktivní');
  await member.goto(webUrl('/dashboard/bonuses'));
  await expect(member.getByRole('article', { name: NAME })).toBeVisible();
});
