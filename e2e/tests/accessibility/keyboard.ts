/// <reference lib="dom" />
import { expect } from '@playwright/test';
import type { Locator, Page } from '@playwright/test';

/**
 * The first Tab of a page reaches its skip link; Enter on it moves the focus past the header,
 * to the page's own content.
 */
export async function skipToContent(page: Page): Promise<void> {
  await page.keyboard.press('Tab');
  await expect(page.locator('a.skip-link')).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.locator('main')).toBeFocused();
}

/**
 * Presses Tab until `target` has the keyboard focus, as a keyboard user moves through the page
 * (into a game's frame too). Fails when it is not reached within `max` presses.
 */
export async function tabTo(page: Page, target: Locator, max = 30): Promise<void> {
  for (let presses = 0; presses < max; presses += 1) {
    await page.keyboard.press('Tab');
    const focused = await target
      .evaluate((element) => {
        const owner = element.ownerDocument;
        return owner.hasFocus() && element.contains(owner.activeElement);
      })
      .catch(() => false);
    if (focused) return;
  }
  throw new Error(`${String(target)} was not reached with ${max} presses of Tab`);
}
