import { APIRequestContext, expect, test } from '@playwright/test';
import { hiddenOffersNote } from '@bonus/domain';
import { createMember, idToken, MEMBER_PASSWORD, signIn } from './support/flows';
import { screenshotsOf } from './support/screenshots';
import { apiUrl, webUrl } from './support/urls';

const DAY = 86_400;
type Headers = { authorization: string };

/** An offer as the admin posts it (REST POST /bonus): one bank, two steps with deadlines of 7 and 14 days. */
function offerInput(name: string, companyId: number, now: number) {
  const step = (title: string, order: number, deadline_days: number) => ({ title, subtitle: 'Podle podmínek', description: `<p>${title}</p>`, icon: '📝', order, category: 'registrace', deadline_days });
  return {
    name,
    description: '<p>Založte si účet a zaplaťte kartou.</p>',
    start_timestamp: now - DAY,
    end_timestamp: now + 60 * DAY,
    expected_value: 500,
    needed_capital: 0,
    step_list: [step('Založení účtu', 0, 7), step('Platba kartou', 1, 14)],
    url_bonus_conditions: 'https://example.cz/podminky',
    url_link: 'https://example.cz/bonus',
    risk_rate: 1,
    company_id: companyId,
    bonus_type_name: 'bank',
  };
}

async function postOffer(request: APIRequestContext, admin: Headers, input: Record<string, unknown>): Promise<number> {
  const created = await request.post(apiUrl('/bonus'), { headers: admin, data: input });
  expect(created.status()).toBe(201);
  return (await created.json()).id;
}

test('a member sees what they can claim, sets a reminder for an offer they cannot, and follows step deadlines and changed terms', async ({ page, request }) => {
  test.slow();
  const now = Math.floor(Date.now() / 1000);
  const admin = { authorization: `Bearer ${await idToken(request, 'admin@demo.cz')}` };
  const email = await createMember(request, 'planovac');
  const member = { authorization: `Bearer ${await idToken(request, email, MEMBER_PASSWORD)}` };
  const [company] = (await (await request.get(apiUrl('/company_all'), { headers: member })).json()) as { id: number; name: string }[];
  // An account at the bank, closed three months ago: offers for those without one there in 12 months wait nine more.
  const account = await request.post(apiUrl('/account'), { headers: member, data: { company_id: company.id, opened_timestamp: now - 400 * DAY, closed_timestamp: now - 90 * DAY } });
  expect(account.status()).toBe(201);

  const ineligibleName = `Nový klient ${Date.now()}`;
  const openName = `Termíny ${Date.now()}`;
  // It runs past the day the member becomes eligible: one that ended first would offer no reminder.
  const ineligibleInput = { ...offerInput(ineligibleName, company.id, now), end_timestamp: now + 400 * DAY, eligibility_rules: [{ kind: 'no_account_within', company_id: company.id, months: 12 }] };
  const openInput = offerInput(openName, company.id, now);
  const offers = [
    { id: await postOffer(request, admin, ineligibleInput), input: ineligibleInput },
    { id: await postOffer(request, admin, openInput), input: openInput },
  ];
  try {
    // Whatever else the catalogue holds, the line counts every offer the member cannot claim and has not started.
    const catalogue = (await (await request.get(apiUrl('/bonus_all'), { headers: member })).json()) as { eligibility: { eligible: boolean }; step_idx: number }[];
    const hidden = catalogue.filter((offer) => !offer.eligibility.eligible && offer.step_idx === 0).length;

    await signIn(page, email, MEMBER_PASSWORD);
    await expect(page).toHaveURL(webUrl('/dashboard'));
    await page.goto(webUrl('/dashboard/bonuses'));
    await expect(page.getByRole('article', { name: openName })).toBeVisible();
    await expect(page.getByTestId('bonus-hidden-note')).toHaveText(hiddenOffersNote(hidden));
    await expect(page.getByRole('article', { name: ineligibleName })).toHaveCount(0);
    await screenshotsOf(page, 'claim-planner-hidden', page.locator('.bonus-ineligible-toggle'), { reload: false });

    // Shown on request: why, from when, no start, and a reminder in the calendar that survives a reload.
    const showIneligible = page.getByLabel('Zobrazit i nabídky, na které teď nemáte nárok');
    await showIneligible.check();
    const card = page.getByRole('article', { name: ineligibleName });
    await expect(card).toContainText(/v posledních 12\směsících\. Nárok budete mít od \d{1,2}\.\s\d{1,2}\.\s\d{4}\./);
    await expect(card).toContainText(/Nárok od\s\d{1,2}\.\s\d{1,2}\.\s\d{4}/);
    await expect(card.getByRole('button', { name: `Začít: ${ineligibleName}` })).toHaveCount(0);
    await card.getByRole('button', { name: 'Připomenout' }).click();
    await expect(card).toContainText(/Připomenutí v kalendáři na \d{1,2}\.\s\d{1,2}\.\s\d{4}/);
    await page.reload();
    await showIneligible.check();
    await expect(card).toContainText(/Připomenutí v kalendáři na \d{1,2}\.\s\d{1,2}\.\s\d{4}/);
    await expect(card.getByRole('button', { name: 'Zrušit připomenutí' })).toBeVisible();
    await screenshotsOf(page, 'claim-planner-reminder', card, { reload: false });

    // The detail says the same, and the offer's rule in words; its steps cannot be taken.
    await card.getByRole('button', { name: `Zobrazit: ${ineligibleName}` }).click();
    const detail = page.getByRole('dialog', { name: ineligibleName });
    await expect(detail.getByTestId('bonus-eligibility')).toContainText('Teď na nabídku nemáte nárok');
    await expect(detail.getByRole('region', { name: 'Kdo může nabídku získat' })).toContainText(/Nedostupné pro členy, kteří měli účet u .+ v posledních 12\směsících\./);
    await expect(detail.getByRole('button', { name: /Splnit krok|^Začít$/ })).toHaveCount(0);
    await detail.getByRole('button', { name: 'Zavřít okno' }).click();

    // The claimable offer: starting it sets the steps' due times.
    await page.getByRole('article', { name: openName }).getByRole('button', { name: `Začít: ${openName}` }).click();
    const dialog = page.getByRole('dialog', { name: openName });
    await dialog.getByRole('button', { name: 'Začít', exact: true }).click();
    await expect(dialog.getByTestId('bonus-step-due')).toHaveCount(2);
    // In the calm words of the cards, the exact moment in its tooltip; the next-step bar names the same deadline.
    const calmDue = /^Splnit (do (po|út|st|čt|pá|so|ne)\s\d{1,2}\.\s\d{1,2}\.|(dnes|zítra) do \d{1,2}:\d{2})$/;
    await expect(dialog.getByTestId('bonus-step-due').nth(1)).toHaveText(calmDue);
    await expect(dialog.getByTestId('bonus-step-due').nth(1).locator('time')).toHaveAttribute('title', /^\S+ \d{1,2}\.\s\d{1,2}\.\s\d{4}, \d{1,2}:\d{2}$/);
    await expect(dialog.getByTestId('bonus-next-step').locator('.bonus-next-step__due')).toHaveText(calmDue);
    await dialog.getByRole('button', { name: 'Zavřít okno' }).click();

    // The admin raises its expected value; the member sees the change since they started.
    const edited = await request.put(apiUrl('/bonus'), { headers: admin, data: { ...openInput, id: offers[1].id, expected_value: 800 } });
    expect(edited.status()).toBe(200);
    await page.reload();
    const started = page.getByRole('article', { name: openName });
    await expect(started.getByText('Podmínky se změnily')).toBeVisible();
    // Its card names the member's next step deadline instead of the offer's end.
    await expect(started.getByTestId('bonus-timing')).toHaveText(/^Splňte další krok (do (po|út|st|čt|pá|so|ne)\s\d{1,2}\.\s\d{1,2}\.|(dnes|zítra) do \d{1,2}:\d{2})$/);
    await screenshotsOf(page, 'claim-planner-next-step-card', started, { reload: false });
    await started.getByRole('button', { name: `Pokračovat: ${openName}` }).click();
    const changes = page.getByRole('dialog', { name: openName }).getByRole('region', { name: 'Podmínky se změnily' });
    await expect(changes.getByTestId('terms-change')).toHaveText([/^Očekávaná hodnota: 500\sKč → 800\sKč$/]);
    await screenshotsOf(page, 'claim-planner-terms-changed', changes, { reload: false });
    await page.getByRole('dialog', { name: openName }).getByRole('button', { name: 'Zavřít okno' }).click();

    // The overview puts the started offer's next step among the nearest deadlines.
    await page.goto(webUrl('/dashboard'));
    await expect(page.getByTestId('upcoming-deadline').filter({ hasText: openName })).toContainText(/Platba kartou\s*Splnit (do (po|út|st|čt|pá|so|ne)\s\d{1,2}\.\s\d{1,2}\.|(dnes|zítra) do \d{1,2}:\d{2})/);
  } finally {
    // Other tests read the catalogue: the offers leave it.
    for (const offer of offers) await request.put(apiUrl('/bonus'), { headers: admin, data: { ...offer.input, id: offer.id, visible: false } });
  }
});
