import { Locator } from '@playwright/test';

/** Fills every required field of the admin bonus form: a Tipsport slot bonus named `name`. */
export async function fillRequiredBonusFields(form: Locator, name: string) {
  await form.getByLabel('Název', { exact: true }).fill(name);
  await form.getByLabel('Typ bonusu').selectOption('slot');
  await form.getByLabel('Společnost').selectOption({ label: 'Tipsport' });
  await form.getByLabel('Očekávaná hodnota', { exact: true }).fill('450');
  await form.getByLabel('Potřebný kapitál', { exact: true }).fill('200');
  await form.getByRole('textbox', { name: 'Popis', exact: true }).fill('Roztočte 50 spinů.');
  await form.getByLabel('Podmínky bonusu (URL)').fill('https://example.cz/podminky');
  await form.getByLabel('Odkaz na bonus (URL)').fill('https://example.cz/bonus');
}
