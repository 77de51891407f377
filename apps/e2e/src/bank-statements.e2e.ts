import { expect, test } from '@playwright/test';
import path from 'node:path';
import { THEMES } from '@bonus/domain';
import { axeViolations, injectAxe } from './support/axe';
import { createMember, MEMBER_PASSWORD, signIn } from './support/flows';
import { screenshotsOf } from './support/screenshots';
import { webUrl } from './support/urls';

const GPC_FIXTURE = path.resolve(__dirname, '../../../libs/server/src/features/bank-statements/fixtures/ceska-sporitelna-cp1250.gpc');

test('a member uploads a GPC statement, sees the betting payment flagged, re-uploads it to no effect, is told what is wrong with a broken file and deletes the import', async ({ page, request }) => {
  test.slow();
  const email = await createMember(request, 'vypisy');
  await signIn(page, email, MEMBER_PASSWORD);
  await expect(page).toHaveURL(webUrl('/dashboard'));
  await page.getByRole('navigation', { name: 'Členská sekce' }).getByRole('link', { name: 'Výpisy' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Výpisy' })).toBeVisible();
  await expect(page.getByText('Zatím jste nenahráli žádný výpis.')).toBeVisible();

  const fileInput = page.getByLabel('Soubor s výpisem');
  const upload = page.getByRole('region', { name: 'Nahrát výpis' });
  await fileInput.setInputFiles(GPC_FIXTURE);
  await upload.getByLabel('Banka účtu (nepovinné)').selectOption({ label: 'Česká spořitelna' });
  await screenshotsOf(page, 'bank-statement-chosen', upload, { reload: false });
  await upload.getByRole('button', { name: 'Nahrát výpis' }).click();
  await expect(upload.getByRole('status')).toHaveText('Načteno 5 nových pohybů.');

  const imports = page.getByRole('region', { name: 'Nahrané výpisy' });
  await expect(imports.getByTestId('statement-row')).toHaveCount(1);
  await expect(imports.getByTestId('statement-row')).toContainText('Česká spořitelna');
  await expect(imports.getByTestId('statement-row')).toContainText(/1\.\s11\.\s2026 – 30\.\s11\.\s2026/);
  const tipsport = page.getByTestId('transaction-row').filter({ hasText: 'Tipsport.cz' });
  await expect(tipsport).toContainText('Sázková kancelář');
  await expect(tipsport).toContainText('Platba kartou');
  await expect(page.getByTestId('transaction-row').filter({ hasText: 'Sázková kancelář' })).toHaveCount(1);
  await expect(page.getByTestId('transaction-row').filter({ hasText: 'Mzda listopad' })).toContainText('Příchozí platba');
  await screenshotsOf(page, 'bank-statements', undefined, { reload: false });
  // The page with data, at both widths in both themes (the routes walk sees it empty).
  await injectAxe(page);
  const problems: string[] = [];
  for (const width of [1280, 375]) {
    await page.setViewportSize({ width, height: 900 });
    for (const theme of THEMES) {
      await page.evaluate((value) => (document.documentElement.dataset.theme = value), theme);
      problems.push(...(await axeViolations(page, `${theme} ${width}`)));
    }
  }
  expect(problems).toEqual([]);

  // The same file again adds nothing.
  await fileInput.setInputFiles(GPC_FIXTURE);
  await upload.getByRole('button', { name: 'Nahrát výpis' }).click();
  await expect(upload.getByRole('status')).toHaveText('Nic nového: 5 pohybů z výpisu už jste nahráli dříve.');
  await expect(page.getByTestId('transaction-row')).toHaveCount(5);

  // A broken file: the server's Czech reason, nothing stored.
  await fileInput.setInputFiles({ name: 'rozbity.gpc', mimeType: 'text/plain', buffer: Buffer.from('toto není výpis\r\n') });
  await upload.getByRole('button', { name: 'Nahrát výpis' }).click();
  await expect(upload.getByRole('alert')).toContainText('Řádek 1');
  await screenshotsOf(page, 'bank-statement-refused', upload, { reload: false });
  await expect(imports.getByTestId('statement-row')).toHaveCount(2);

  // Deleting the imports (the re-import first, which added nothing) takes their transactions with them.
  const dialog = page.getByRole('dialog', { name: 'Smazat nahraný výpis?' });
  await imports.getByRole('button', { name: /^Smazat import účtu/ }).first().click();
  await dialog.getByRole('button', { name: 'Smazat výpis' }).click();
  await expect(imports.getByTestId('statement-row')).toHaveCount(1);
  await expect(page.getByTestId('transaction-row')).toHaveCount(5);
  await imports.getByRole('button', { name: /^Smazat import účtu/ }).click();
  await dialog.getByRole('button', { name: 'Smazat výpis' }).click();
  await expect(page.getByText('Zatím jste nenahráli žádný výpis.')).toBeVisible();
  await expect(page.getByText('Zatím tu nejsou žádné pohyby. Nahrajte výpis z účtu.')).toBeVisible();
});
