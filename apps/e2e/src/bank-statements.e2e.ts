import { expect, test } from '@playwright/test';
import path from 'node:path';
import { axeViolationsAtEveryWidth } from './support/axe';
import { createMember, idToken, MEMBER_PASSWORD, signIn } from './support/flows';
import { screenshotsOf } from './support/screenshots';
import { apiUrl, webUrl } from './support/urls';

const FIXTURES = path.resolve(__dirname, '../../../libs/server/src/features/bank-statements/fixtures');
const GPC_FIXTURE = path.join(FIXTURES, 'ceska-sporitelna-cp1250.gpc');
/** A camt.053.001.08 statement with two booked entries and one the bank has not booked yet. */
const CAMT_WITH_PENDING = path.join(FIXTURES, 'airbank-camt053-001-08.xml');

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
  expect(await axeViolationsAtEveryWidth(page)).toEqual([]);

  // The same file again adds nothing, and no import of its own.
  await fileInput.setInputFiles(GPC_FIXTURE);
  await upload.getByRole('button', { name: 'Nahrát výpis' }).click();
  await expect(upload.getByRole('status')).toHaveText('Nic nového: 5 pohybů z výpisu už jste nahráli dříve.');
  await expect(page.getByTestId('transaction-row')).toHaveCount(5);
  await expect(imports.getByTestId('statement-row')).toHaveCount(1);

  // An entry the bank has not booked yet is listed as not imported, with why.
  await fileInput.setInputFiles(CAMT_WITH_PENDING);
  await upload.getByRole('button', { name: 'Nahrát výpis' }).click();
  await expect(upload.getByRole('status')).toHaveText('Načteny 2 nové pohyby.');
  await expect(upload.getByRole('heading', { name: /Nenačteno/ })).toHaveText('Nenačteno: 1 pohyb');
  await expect(upload.getByRole('listitem')).toContainText('Pohyb banka ještě nezaúčtovala');
  await screenshotsOf(page, 'bank-statement-skipped', upload, { reload: false });
  await expect(imports.getByTestId('statement-row')).toHaveCount(2);

  // A broken file: the server's Czech reason, nothing stored.
  await fileInput.setInputFiles({ name: 'rozbity.gpc', mimeType: 'text/plain', buffer: Buffer.from('toto není výpis\r\n') });
  await upload.getByRole('button', { name: 'Nahrát výpis' }).click();
  await expect(upload.getByRole('alert')).toContainText('Řádek 1');
  await screenshotsOf(page, 'bank-statement-refused', upload, { reload: false });
  await expect(imports.getByTestId('statement-row')).toHaveCount(2);

  // Deleting the imports (the newest first) takes their transactions with them.
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

/** A CAMT.053 statement of a Česká spořitelna account with card payments booked today (the member's start day). */
function camtWithCardPayments(payments: { reference: string; amount: number; merchant: string }[]): Buffer {
  const today = new Intl.DateTimeFormat('sv-SE', { timeZone: 'Europe/Prague' }).format(new Date());
  const entry = ({ reference, amount, merchant }: (typeof payments)[number]) => `<Ntry><Amt Ccy="CZK">${amount.toFixed(2)}</Amt><CdtDbtInd>DBIT</CdtDbtInd><Sts>BOOK</Sts>
<BookgDt><Dt>${today}</Dt></BookgDt><AcctSvcrRef>${reference}</AcctSvcrRef><BkTxCd><Domn><Cd>PMNT</Cd><Fmly><Cd>CCRD</Cd><SubFmlyCd>POSD</SubFmlyCd></Fmly></Domn></BkTxCd>
<NtryDtls><TxDtls><RltdPties><Cdtr><Nm>${merchant}</Nm></Cdtr></RltdPties><RmtInf><Ustrd>Nákup kartou ${merchant}</Ustrd></RmtInf></TxDtls></NtryDtls></Ntry>`;
  return Buffer.from(`<?xml version="1.0" encoding="UTF-8"?><Document xmlns="urn:iso:std:iso:20022:tech:xsd:camt.053.001.02"><BkToCstmrStmt><Stmt><Id>e2e</Id>
<FrToDt><FrDtTm>${today}T00:00:00</FrDtTm><ToDtTm>${today}T23:59:59</ToDtTm></FrToDt><Acct><Id><IBAN>CZ6508000000192000145399</IBAN></Id></Acct>
${payments.map(entry).join('\n')}</Stmt></BkToCstmrStmt></Document>`);
}

test("a member's uploaded statements advance an offer's step: what counted, what did not and why, and a one-click confirmation once met", async ({ page, request }) => {
  test.slow();
  const now = Math.floor(Date.now() / 1000);
  const admin = { authorization: `Bearer ${await idToken(request, 'admin@demo.cz')}` };
  const email = await createMember(request, 'vypis-krok');
  const member = { authorization: `Bearer ${await idToken(request, email, MEMBER_PASSWORD)}` };
  const companies = (await (await request.get(apiUrl('/company_all'), { headers: member })).json()) as { id: number; bank_code: string | null }[];
  const bank = companies.find((company) => company.bank_code === '0800')!;
  const step = (title: string, order: number, requirement: object | null) => ({ title, subtitle: 'Podle podmínek', description: `<p>${title}</p>`, icon: '📝', order, category: 'custom', requirement });
  const name = `Dvě platby kartou ${Date.now()}`;
  const input = {
    name, description: '<p>Zaplaťte dvakrát kartou.</p>', start_timestamp: now - 86_400, end_timestamp: now + 60 * 86_400, expected_value: 700, needed_capital: 0,
    step_list: [step('Založení účtu', 0, null), step('Dvě platby kartou', 1, { kind: 'card_payments', count: 2, min_amount: 100, within_days: 30 })],
    url_bonus_conditions: 'https://example.cz/podminky', url_link: 'https://example.cz/bonus', risk_rate: 1, company_id: bank.id, bonus_type_name: 'bank',
  };
  const created = await request.post(apiUrl('/bonus'), { headers: admin, data: input });
  expect(created.status()).toBe(201);
  const offerId = (await created.json()).id as number;
  try {
    await signIn(page, email, MEMBER_PASSWORD);
    await expect(page).toHaveURL(webUrl('/dashboard'));
    await page.goto(webUrl('/dashboard/bonuses'));
    await page.getByRole('article', { name }).getByRole('button', { name: `Začít: ${name}` }).click();
    const dialog = page.getByRole('dialog', { name });
    await dialog.getByRole('button', { name: 'Začít', exact: true }).click();
    await expect(dialog.getByTestId('bonus-step').first()).toHaveAttribute('data-status', 'completed');
    // A step counted from statements has a bar from the start, with nothing counted yet.
    await expect(dialog.getByRole('progressbar', { name: 'Krok 2 podle výpisů' })).toHaveAttribute('aria-valuetext', '0 ze 2 plateb');
    // The first step has no statement tracking, so no bar.
    await expect(dialog.getByTestId('bonus-step').first().getByRole('progressbar')).toHaveCount(0);

    // A statement with one payment that counts, one below the minimum and one to a betting site.
    const first = camtWithCardPayments([
      { reference: 'E2E-1', amount: 250, merchant: 'Albert Praha' },
      { reference: 'E2E-2', amount: 80, merchant: 'Billa Brno' },
      { reference: 'E2E-3', amount: 500, merchant: 'Tipsport.cz' },
    ]);
    const uploaded = await request.post(apiUrl('/bank_statement'), { headers: { ...member, 'content-type': 'application/xml' }, data: first });
    expect(uploaded.status()).toBe(201);
    await page.reload();
    await page.getByRole('article', { name }).getByRole('button', { name: `Pokračovat: ${name}` }).click();
    const progress = dialog.getByTestId('bonus-step-progress');
    await expect(progress).toContainText(/Podle výpisů: 1 ze 2 plateb · chybí 1\splatba · zbývá 30\sdní/);
    await expect(progress.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '50');
    await expect(progress.getByRole('list', { name: 'Započtené platby ke kroku 2' }).getByRole('listitem')).toHaveText([/Albert Praha\s*−250\sKč/]);
    await expect(dialog.getByRole('button', { name: /Potvrdit splnění/ })).toHaveCount(0);
    await expect(dialog.getByTestId('bonus-next-step').getByRole('button', { name: 'Splnit krok 2' })).toBeVisible();
    await screenshotsOf(page, 'statement-step-progress', dialog, { reload: false });

    // The step links to the statements page for a newer statement, which says per payment why it does not count.
    await progress.getByRole('link', { name: 'Nahrát novější výpis' }).click();
    await expect(page).toHaveURL(webUrl('/dashboard/statements'));
    await expect(page.getByTestId('transaction-row').filter({ hasText: 'Billa Brno' })).toContainText(`${name}: Částka je pod minimem 100\u00a0Kč`);
    await expect(page.getByTestId('transaction-row').filter({ hasText: 'Tipsport.cz' })).toContainText(`${name}: Platba u sázkové kanceláře se do podmínek nepočítá`);
    await expect(page.getByTestId('transaction-row').filter({ hasText: 'Albert Praha' })).toContainText(`${name}: Počítá se`);

    // A second statement, uploaded on the page, brings the second payment: the step is met and confirmed in one click.
    await page.getByLabel('Soubor s výpisem').setInputFiles({ name: 'vypis.xml', mimeType: 'application/xml', buffer: camtWithCardPayments([{ reference: 'E2E-4', amount: 120, merchant: 'Lidl Ostrava' }]) });
    await page.getByRole('region', { name: 'Nahrát výpis' }).getByRole('button', { name: 'Nahrát výpis' }).click();
    await expect(page.getByRole('region', { name: 'Nahrát výpis' }).getByRole('status')).toHaveText(/^Načten\S* 1\snový pohyb\.$/);
    await page.goto(webUrl('/dashboard/bonuses'));
    await page.getByRole('article', { name }).getByRole('button', { name: `Pokračovat: ${name}` }).click();
    await expect(progress).toContainText('Podle výpisů: 2 ze 2 plateb · splněno');
    await expect(progress.getByRole('link', { name: 'Nahrát novější výpis' })).toHaveCount(0);
    await expect(progress).toContainText('Podmínka splněna');
    await screenshotsOf(page, 'statement-step-met', dialog, { reload: false });
    await dialog.getByRole('button', { name: 'Potvrdit splnění kroku 2' }).click();
    await expect(dialog.getByTestId('bonus-step').nth(1)).toHaveAttribute('data-status', 'completed');
    const listed = (await (await request.get(apiUrl('/bonus_all'), { headers: member })).json()) as { id: number; step_idx: number }[];
    expect(listed.find((offer) => offer.id === offerId)?.step_idx).toBe(2);
  } finally {
    await request.put(apiUrl('/bonus'), { headers: admin, data: { ...input, id: offerId, visible: false } });
  }
});
