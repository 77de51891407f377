import { expect, Locator, Page } from '@playwright/test';

/** What has the focus now: a short description and whether it shows a focus indicator. */
async function focused(page: Page) {
  return page.evaluate(() => {
    const element = document.activeElement as HTMLElement | null;
    if (!element || element === document.body) return { description: 'nothing', visible: false };
    // A date field's calendar button lives in the browser's own shadow tree and draws its own focus ring.
    if (element instanceof HTMLInputElement && element.type === 'date' && !element.matches(':focus')) return { description: 'date picker', visible: true };
    const style = getComputedStyle(element);
    const outlined = style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0;
    return {
      description: `${element.tagName.toLowerCase()} "${(element.getAttribute('aria-label') ?? element.textContent ?? '').trim().slice(0, 40)}"`,
      visible: outlined || style.boxShadow !== 'none',
    };
  });
}

const hasFocus = (target: Locator) => target.evaluate((element) => element === document.activeElement);

/**
 * Presses Tab (Shift+Tab with `backwards`) until `target` has the focus, as a keyboard user would,
 * and fails if it is not reached within `limit` presses or if any stop on the way shows no focus.
 */
export async function tabTo(page: Page, target: Locator, { backwards = false, limit = 60 } = {}) {
  await expect(target).toBeVisible();
  for (let presses = 0; presses < limit; presses++) {
    await page.keyboard.press(backwards ? 'Shift+Tab' : 'Tab');
    const now = await focused(page);
    expect(now.visible, `focus indicator on ${now.description}`).toBe(true);
    if (await hasFocus(target)) return;
  }
  throw new Error(`not reachable by keyboard within ${limit} presses: ${target}`);
}

/** Tabs to a link or button and presses Enter on it. */
export async function activateByKeyboard(page: Page, target: Locator) {
  await tabTo(page, target);
  await page.keyboard.press('Enter');
}

/** Tabs to a field and types into it. */
export async function typeInto(page: Page, field: Locator, text: string) {
  await tabTo(page, field);
  await page.keyboard.type(text);
}

/** Focus stays inside `dialog` however often Tab is pressed (the page behind is inert). */
export async function expectFocusTrapped(page: Page, dialog: Locator, presses = 25) {
  for (let i = 0; i < presses; i++) {
    await page.keyboard.press(i % 5 === 4 ? 'Shift+Tab' : 'Tab');
    const inside = await dialog.evaluate((element) => element.contains(document.activeElement));
    expect(inside, `focus inside the dialog after ${i + 1} presses (${(await focused(page)).description})`).toBe(true);
  }
}

export async function expectFocused(target: Locator) {
  await expect.poll(() => hasFocus(target)).toBe(true);
}

/** Signs in on a login page by keyboard: e-mail, then Tab straight to the password, then Enter. */
export async function signInByKeyboard(page: Page, loginUrl: string, email: string, password: string) {
  await page.goto(loginUrl);
  await typeInto(page, page.getByLabel('Email'), email);
  await page.keyboard.press('Tab');
  await expectFocused(page.getByLabel('Heslo'));
  await page.keyboard.type(password);
  await page.keyboard.press('Enter');
}

/** An open modal keeps the focus inside, closes on Escape and gives the focus back to `opener`. */
export async function expectModalRoundTrip(page: Page, dialog: Locator, opener: Locator) {
  await expect(dialog).toBeVisible();
  await expectFocusTrapped(page, dialog);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expectFocused(opener);
}

/**
 * Moves a sortable row up by keyboard (space lifts, arrows move, space drops), waiting at each step
 * for the Czech screen-reader announcement, as dnd-kit measures and animates between key presses.
 */
export async function moveUpByKeyboard(page: Page, handle: Locator, from: number, to: number) {
  const announcement = page.locator('[id^="DndLiveRegion"]');
  await handle.focus();
  await page.keyboard.press('Space');
  await expect(announcement).toContainText(`pozice ${from} z`);
  for (let position = from - 1; position >= to; position--) {
    await page.keyboard.press('ArrowUp');
    // A press that lands before dnd-kit has measured the rows stays over the row's own place ("Původní pozice"), as a
    // person would see; they press again, and so does this (once).
    const moved = new RegExp(`^Pozice ${position} z`);
    await expect(announcement).toHaveText(new RegExp(`${moved.source}|^Původní pozice ${from} z`));
    if (!moved.test((await announcement.textContent()) ?? '')) {
      await page.keyboard.press('ArrowUp');
      await expect(announcement).toHaveText(moved);
    }
  }
  await page.keyboard.press('Space');
  await expect(announcement).toContainText(`Položeno, pozice ${to} z`);
}
