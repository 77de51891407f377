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
