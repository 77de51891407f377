import { expect, test } from '@playwright/test';
import { openSignedIn, idToken } from './support/flows';
import { screenshotsOf } from './support/screenshots';
import { apiUrl, webUrl } from './support/urls';

const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');

/** Issue #38 §2 and §3: the member's tax position on the overview and in the reports, and members' results on the offers. */
test("a member sees the year's tax position and what members earned with an offer", async ({ page, request }) => {
  test.setTimeout(90_000);
  const year = new Date().getFullYear();
  const token = await idToken(request, 'premium@demo.cz');
  const summary = await (await request.get(apiUrl(`/tax_summary?year=${year}`), { headers: { authorization: `Bearer ${token}` } })).json();

  await openSignedIn(page, 'premium@demo.cz', { path: '/dashboard' });
  const card = page.getByTestId('tax-position-card');
  await expect(card.getByRole('heading', { name: `Daňová pozice ${year}` })).toBeVisible();
  // The same figures as GET /tax_summary, each game type on its own, against its limit.
  for (const row of summary.gambling) expect(plain(await card.getByTestId(`tax-${row.game_type}`).innerText())).toBe(`${row.net.toLocaleString('cs-CZ').replace(/\s/g, ' ')} Kč`);
  await expect(card.getByLabel(/Technické hry, čistá výhra/)).toBeVisible();
  await expect(card).toContainText('z 30 000 Kč');
  await expect(card).toContainText('informativní, ověřte s daňovým poradcem');
  await screenshotsOf(page, 'overview-tax-position', card);

  await card.getByRole('link', { name: 'Daňové reporty a zdroje pravidel' }).click();
  const tax = page.getByTestId('tax-report');
  await tax.getByLabel('Rok').selectOption(String(year));
  // The limit of the year chosen (50 000 Kč from 2024), as GET /tax_summary says.
  await expect(tax.getByTestId('tax-position')).toContainText(`z ${summary.gambling_limit.toLocaleString('cs-CZ').replace(/\s/g, ' ')} Kč`);
  await tax.getByText('Pravidla a zdroje').click();
  await expect(tax).toContainText('zákon č. 586/1992 Sb., o daních z příjmů');
  await expect(page.getByTestId('report-tax-position')).toBeVisible();
  await screenshotsOf(page, 'reports-tax-position', tax);

  await page.goto(webUrl('/dashboard/bonuses'));
  const popular = page.getByRole('article', { name: 'Kingsbet: live vklad 1 000 Kč' });
  await expect(popular.getByTestId('earnings-stats')).toContainText(/Medián\s-?[\d\s]+\sKč,\spolovina\sčlenů\s.+\sKč\s\(za\sposledních\s12\směsíců,\s\d+\svýsledk(ů|y)\)/);
  await expect(page.getByTestId('earnings-stats').filter({ hasText: 'Zatím málo výsledků' }).first()).toBeVisible();
  await screenshotsOf(page, 'offer-earnings-stats', popular);
});
