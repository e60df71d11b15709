/// <reference lib="dom" />
import { expect } from '@playwright/test';
import type { Page } from '@playwright/test';

const KEY = 'e2e-toasts';

/**
 * Toasts live 1.5 s (SPEC §8), too short to assert on reliably while the machine is busy, so
 * the page writes down every toast it shows (in sessionStorage, to outlive reloads).
 */
export async function recordToasts(page: Page): Promise<void> {
  await page.addInitScript((key) => {
    const seen = new WeakSet<Element>();
    const record = () => {
      for (const element of Array.from(document.querySelectorAll('[data-testid="toast"]'))) {
        const text = element.textContent?.trim();
        if (seen.has(element) || !text) continue;
        seen.add(element);
        const shown = JSON.parse(sessionStorage.getItem(key) ?? '[]') as string[];
        sessionStorage.setItem(key, JSON.stringify([...shown, text]));
      }
    };
    new MutationObserver(record).observe(document, {
      childList: true,
      subtree: true,
      characterData: true,
    });
  }, KEY);
}

/** Waits for a toast with this text shown since the last one expected, and moves past it. */
export async function expectToast(page: Page, text: string): Promise<void> {
  const shown = () =>
    page.evaluate((key) => JSON.parse(sessionStorage.getItem(key) ?? '[]') as string[], KEY);
  await expect
    .poll(async () => (await shown()).some((item) => item.includes(text)), {
      message: `a toast saying "${text}"`,
    })
    .toBe(true);
  await page.evaluate(
    ({ key, wanted }) => {
      const list = JSON.parse(sessionStorage.getItem(key) ?? '[]') as string[];
      const index = list.findIndex((item) => item.includes(wanted));
      sessionStorage.setItem(key, JSON.stringify(list.slice(index + 1)));
    },
    { key: KEY, wanted: text },
  );
}
