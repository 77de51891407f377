import { expect, Page, test } from '@playwright/test';
import { czechTextProblems } from './support/czech-text';
import { createMember, MEMBER_PASSWORD, signInAdmin, openSignedIn } from './support/flows';
import { ADMIN, MEMBER_WEB, openRoute, PUBLIC_WEB, settled } from './support/routes';
import { adminUrl, webUrl } from './support/urls';

/**
 * Reads every route of web and admin as a Czech reader would: the visible text, the accessible names and
 * the charts' descriptions, at phone width (where the layout shows the most stacked text), and fails on
 * number agreement mistakes, enum values shown raw and breakable spaces inside amounts and dates.
 */

/** All text a person can see or hear on the page as it is now. */
async function pageText(page: Page): Promise<string> {
  return page.evaluate(() => {
    const attributes = Array.from(document.querySelectorAll('[aria-label], [title], [placeholder], [alt]')).flatMap((element) =>
      ['aria-label', 'title', 'placeholder', 'alt'].map((name) => element.getAttribute(name) ?? ''),
    );
    const svgText = Array.from(document.querySelectorAll('svg title, svg desc')).map((element) => element.textContent ?? '');
    // Technical content shown as code on purpose (the audit log's JSON details) is not prose.
    let text = document.body.innerText;
    // Code inside a closed <details> shows nothing (innerText ''): splitting on '' would double the text each time.
    for (const code of Array.from(document.querySelectorAll<HTMLElement>('code, pre'))) if (code.innerText.trim()) text = text.split(code.innerText).join(' ');
    return [text, ...attributes, ...svgText].join('\n');
  });
}

async function problemsOn(page: Page, url: string): Promise<string[]> {
  await openRoute(page, url);
  return problemsHere(page, url);
}

async function problemsHere(page: Page, where: string): Promise<string[]> {
  return czechTextProblems(await pageText(page)).map((problem) => `${where.replace(/^https?:\/\/[^/]+/, '')}: ${problem}`);
}

async function walk(page: Page, urls: string[]): Promise<string[]> {
  const problems: string[] = [];
  for (const url of urls) problems.push(...(await problemsOn(page, url)));
  return problems;
}

test.describe('Czech language of every page', () => {
  test.describe.configure({ timeout: 180_000 });
  test.use({ viewport: { width: 375, height: 812 } });

  test('the scan recognises the mistakes it looks for', () => {
    const wrong = ['Celkem 1 záznamů', '1 bonusů', '4 kategorií investic', '3 rozpracovaných bonusů', 'zbývá 1 dní', 'Výplata 1 Kč (pending)', '· active ·', 'Stav: canceled', '25 000 Kč', '24. 11. 2026', 'Hodnota: undefined'];
    for (const text of wrong) expect(czechTextProblems(text), text).not.toEqual([]);
    const right = ['Celkem 1 záznam', 'Celkem 21 záznamů', '5 bonusů', '4 kategorie investic', 'do 3 dnů', 've 2 dalších krocích', '1 000 bonusů', 'Výplata 1\u00a0Kč (čeká)', '25\u00a0000\u00a0Kč', '24.\u00a011.\u00a02026', 'pending-1@example.cz', 'Live casino'];
    for (const text of right) expect(czechTextProblems(text), text).toEqual([]);
  });

  test('public pages', async ({ page }) => {
    expect(await walk(page, PUBLIC_WEB.map((path) => webUrl(path)))).toEqual([]);
  });

  test('member pages of a member with history, referrals and payouts', async ({ page }) => {
    await openSignedIn(page, 'premium@demo.cz');
    await expect(page).toHaveURL(webUrl('/dashboard'));
    expect(await walk(page, MEMBER_WEB.map((path) => webUrl(path)))).toEqual([]);
  });

  test('member pages of a new member', async ({ page, request }) => {
    await openSignedIn(page, await createMember(request, 'jazyk'), { password: MEMBER_PASSWORD });
    await expect(page).toHaveURL(webUrl('/dashboard'));
    expect(await walk(page, MEMBER_WEB.map((path) => webUrl(path)))).toEqual([]);
  });

  test('admin pages and a member detail', async ({ page }) => {
    await signInAdmin(page);
    const problems = await walk(page, ADMIN.map((path) => adminUrl(path)));
    // The member detail is opened from the desktop table (the admin's phone layout is another engineer's item).
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto(adminUrl('/admin/users'));
    await page.getByLabel('Hledat jméno nebo e-mail').fill('premium@demo.cz');
    await page.getByRole('link', { name: 'detail (premium@demo.cz)' }).click();
    await expect(page.getByRole('heading', { name: 'Objednávky', exact: true })).toBeVisible();
    await settled(page);
    problems.push(...(await problemsHere(page, '/admin/users detail premium@demo.cz')));
    expect(problems).toEqual([]);
  });
});
