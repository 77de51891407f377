import { createHmac, timingSafeEqual } from 'node:crypto';
import { createServer, IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Browser, expect, Locator, test } from '@playwright/test';
import { THEMES } from '@bonus/domain';
import { axeViolations, injectAxe } from './support/axe';
import { registerUntilTierChoice, signInAdmin } from './support/flows';
import { screenshotsOf } from './support/screenshots';
import { adminUrl } from './support/urls';

/** The receiver's check, word for word as docs/third-party-tools.md gives it to third parties ("Outgoing webhooks"). */
function verify(secret: string, header: string, rawBody: string, toleranceSeconds = 300) {
  const parts = Object.fromEntries(header.split(',').map((part) => part.split('=')));
  const expected = createHmac('sha256', secret).update(`${parts.t}.${rawBody}`).digest();
  const given = Buffer.from(parts.v1 ?? '', 'hex');
  const fresh = Math.abs(Date.now() / 1000 - Number(parts.t)) <= toleranceSeconds;
  return fresh && given.length === expected.length && timingSafeEqual(given, expected);
}

interface Received {
  headers: IncomingHttpHeaders;
  body: string;
  type: string;
}

/** A third party's endpoint on 127.0.0.1 (a free port): records every POST and answers `status`. */
async function startReceiver() {
  const received: Received[] = [];
  const answer = { status: 200 };
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const body = Buffer.concat(chunks).toString('utf8');
      received.push({ headers: request.headers, body, type: (JSON.parse(body) as { type: string }).type });
      response.writeHead(answer.status).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return { url: `http://127.0.0.1:${port}/bonus-klub/hook`, received, answer, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

/** A new member registers and pays Basic at the local payment gateway, in a browser of their own. */
async function memberPaysBasic(browser: Browser) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await registerUntilTierChoice(page, 2);
  await page.getByRole('button', { name: 'Pokračovat k platbě' }).click();
  await page.getByRole('button', { name: 'Zaplatit' }).click();
  await expect(page.getByRole('heading', { name: 'Platba členství Basic' })).toBeVisible();
  await page.getByRole('button', { name: 'Zaplatit' }).click();
  await expect(page.getByText('Platba proběhla úspěšně. Vítejte mezi členy!')).toBeVisible();
  await context.close();
}

/** The deliveries of the endpoint once they have been read again from the api. */
async function refreshed(card: Locator, url: string) {
  const answered = card.page().waitForResponse((response) => response.url().endsWith('/graphql') && (response.request().postData() ?? '').includes('"AdminWebhookDeliveries"'));
  await card.getByRole('button', { name: `Obnovit doručení webhooku ${url}` }).click();
  await answered;
  return card.getByTestId('webhook-delivery');
}

test('an admin registers a webhook, a paid order reaches the receiver signed, and the admin sees it delivered, tests and disables it', async ({ page, browser }) => {
  // Deliveries go out from a pg-boss job that runs once a minute: the wait for it is most of this test.
  test.slow();
  const receiver = await startReceiver();
  try {
    await signInAdmin(page);
    await page.getByRole('navigation', { name: 'Administrace' }).getByRole('link', { name: 'Webhooky' }).click();
    await expect(page).toHaveURL(adminUrl('/admin/webhooks'));
    await expect(page.getByRole('heading', { name: 'Webhooky', level: 1 })).toBeVisible();

    // The list comes first; a new webhook is added in a drawer over it. The shared schema's Czech refusals, in the browser.
    await page.getByRole('button', { name: 'Přidat webhook' }).click();
    const drawer = page.getByRole('dialog', { name: 'Přidat webhook' });
    await drawer.getByLabel('Adresa URL').fill('hooks.example.cz');
    await drawer.getByRole('button', { name: 'Přidat webhook' }).click();
    await expect(drawer.getByText('Zadejte platnou adresu URL (https://…)')).toBeVisible();
    await expect(drawer.getByText('Vyberte alespoň jednu událost.')).toBeVisible();
    await expect(drawer.getByLabel('Adresa URL')).toBeFocused();

    await drawer.getByLabel('Adresa URL').fill(receiver.url);
    await drawer.getByLabel('Popis (nepovinné)').fill('Účetní systém');
    await drawer.getByRole('checkbox', { name: /Zaplacená objednávka/ }).check();
    await drawer.getByRole('button', { name: 'Přidat webhook' }).click();
    await expect(drawer).toBeHidden();
    await expect(page.getByRole('status').filter({ hasText: 'přidán' })).toHaveText('Webhook byl přidán. Jeho tajný klíč k ověření podpisu je zobrazený v seznamu.');

    const card = page.getByTestId('webhook-endpoint').filter({ hasText: receiver.url });
    await expect(card).toContainText('Účetní systém');
    await expect(card).toContainText('Zaplacená objednávka');
    await expect(card).toContainText('Zapnutý');
    // A new endpoint shows its secret at once; it hides and shows on request.
    const secretText = card.getByTestId('webhook-secret');
    await expect(secretText).toHaveText(/^whsec_[\w-]{43}$/);
    const secret = (await secretText.textContent())!;
    await card.getByRole('button', { name: `Skrýt tajný klíč webhooku ${receiver.url}` }).click();
    await expect(secretText).not.toContainText(secret);
    await card.getByRole('button', { name: `Zobrazit tajný klíč webhooku ${receiver.url}` }).click();
    await expect(secretText).toHaveText(secret);
    await page.context().grantPermissions(['clipboard-read', 'clipboard-write'], { origin: new URL(adminUrl()).origin });
    await card.getByRole('button', { name: `Kopírovat tajný klíč webhooku ${receiver.url}` }).click();
    await expect(page.getByRole('status').filter({ hasText: 'zkopírovaný' })).toHaveText('Tajný klíč je zkopírovaný.');
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(secret);

    // A member pays; the payment's commit wakes the delivery job (NOTIFY), so it is sent within seconds.
    await memberPaysBasic(browser);
    await expect.poll(() => receiver.received.filter((request) => request.type === 'order.paid').length, { timeout: 30_000, intervals: [500] }).toBe(1);
    const paid = receiver.received.find((request) => request.type === 'order.paid')!;
    expect(verify(secret, String(paid.headers['bonus-signature']), paid.body)).toBe(true);
    expect(verify(`${secret}x`, String(paid.headers['bonus-signature']), paid.body)).toBe(false);
    const event = JSON.parse(paid.body) as { id: string; type: string; data: { amount_czk: number; order_id: number } };
    expect(paid.headers['bonus-event-id']).toBe(event.id);
    expect(event.data.amount_czk).toBe(899);

    // The admin sees it delivered with the receiver's 200.
    await card.getByRole('button', { name: `Doručení webhooku ${receiver.url}`, exact: true }).click();
    await expect(card.getByRole('button', { name: `Doručení webhooku ${receiver.url}`, exact: true })).toHaveAttribute('aria-expanded', 'true');
    await expect(async () => {
      const rows = await refreshed(card, receiver.url);
      await expect(rows).toHaveCount(1);
      await expect(rows.first()).toContainText('Zaplacená objednávka');
      await expect(rows.first()).toContainText(`č. ${event.id.replace('evt_', '')}`);
      await expect(rows.first().getByRole('cell').nth(1)).toHaveText('Doručeno');
      await expect(rows.first().getByRole('cell').nth(2)).toHaveText('200');
      await expect(rows.first().getByRole('cell').nth(3)).toHaveText('1');
    }).toPass({ timeout: 30_000 });
    await page.locator('summary', { hasText: 'Jak na to' }).click();
    await expect(page.getByText('function verify(secret, header, rawBody')).toBeVisible();
    await screenshotsOf(page, 'admin-webhooks');
    // axe on the page as filled in here (the route walk of accessibility.e2e.ts sees it with no endpoint).
    await injectAxe(page);
    const problems: string[] = [];
    for (const width of [1280, 375]) {
      await page.setViewportSize({ width, height: 900 });
      // Nothing widens the page: the code sample and the deliveries table scroll inside their own regions.
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
      for (const theme of THEMES) {
        await page.evaluate((value) => (document.documentElement.dataset.theme = value), theme);
        problems.push(...(await axeViolations(page, `/admin/webhooks ${width} ${theme}`)));
      }
    }
    expect(problems).toEqual([]);
    await page.setViewportSize({ width: 1280, height: 720 });

    // A test event of another type, signed the same way; and a receiver that refuses it.
    const testForm = card.getByRole('form', { name: `Testovací událost pro ${receiver.url}` });
    await testForm.getByLabel('Testovací událost').selectOption({ label: 'Vyplacená výplata' });
    await testForm.getByRole('button', { name: 'Odeslat test' }).click();
    await expect(card.getByRole('status')).toHaveText('Testovací událost byla doručena. Adresa odpověděla HTTP 200.');
    const sample = receiver.received.find((request) => request.type === 'payout.paid')!;
    expect(verify(secret, String(sample.headers['bonus-signature']), sample.body)).toBe(true);
    expect(sample.headers['bonus-event-id']).toBe('evt_test');
    receiver.answer.status = 503;
    await testForm.getByRole('button', { name: 'Odeslat test' }).click();
    await expect(card.getByRole('alert')).toHaveText('Testovací událost se nepodařilo doručit. Adresa odpověděla HTTP 503.');
    receiver.answer.status = 200;

    // Disabled, the endpoint gets no delivery of the next paid order (deliveries are created with the payment).
    await card.getByRole('button', { name: `Vypnout webhook ${receiver.url}` }).click();
    await expect(page.getByRole('status').filter({ hasText: 'je vypnutý' })).toHaveText(`Webhook ${receiver.url} je vypnutý: nové události se mu neposílají.`);
    await expect(card).toContainText('Vypnutý');
    await memberPaysBasic(browser);
    await expect(await refreshed(card, receiver.url)).toHaveCount(1);
    await card.getByRole('button', { name: `Zapnout webhook ${receiver.url}` }).click();
    await expect(card).toContainText('Zapnutý');

    // Removed after a confirmation; focus goes to the list's heading.
    page.once('dialog', (dialog) => void dialog.accept());
    await card.getByRole('button', { name: `Smazat webhook ${receiver.url}` }).click();
    await expect(page.getByRole('status').filter({ hasText: 'smazán' })).toHaveText(`Webhook ${receiver.url} byl smazán.`);
    await expect(card).toHaveCount(0);
    await expect(page.getByRole('heading', { name: 'Registrované webhooky' })).toBeFocused();
  } finally {
    await receiver.close();
  }
});
