import { test as base } from '@playwright/test';
import type { Page } from '@playwright/test';

/**
 * Guests' landing pages come rendered by the server and the app takes them over a moment later;
 * until then their buttons do nothing. A test acts as a player who waits for the app: after
 * loading such a page it waits for `<html data-app="ready">`.
 */
export async function waitForApp(page: Page): Promise<void> {
  if ((await page.locator('meta[name="lale-rendered"]').count()) === 0) return;
  await page.locator('html[data-app="ready"]').waitFor({ state: 'attached' });
}

/** Every page of the context waits for the app after goto and reload. */
export function waitForAppAfterLoads(page: Page): void {
  const goto = page.goto.bind(page);
  const reload = page.reload.bind(page);
  page.goto = async (...args) => {
    const response = await goto(...args);
    await waitForApp(page);
    return response;
  };
  page.reload = async (...args) => {
    const response = await reload(...args);
    await waitForApp(page);
    return response;
  };
}

export const test = base.extend({
  context: async ({ context }, use) => {
    context.on('page', waitForAppAfterLoads);
    await use(context);
  },
});

export { expect } from '@playwright/test';
