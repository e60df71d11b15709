import { request as newRequest } from '@playwright/test';
import type { BrowserContextOptions } from '@playwright/test';
import { newClientIp } from '../../support/accounts-test.ts';
import { E2E_BASE_URL } from '../../support/env.ts';
import { test as base } from '../../support/site-test.ts';
import { findGame } from '../games/games.ts';
import { signIn, tablesFromApi } from '../lobby/lobby.ts';
import type { DemoIds } from './axe-routes.ts';

type StorageState = Exclude<BrowserContextOptions['storageState'], string | undefined>;

/**
 * Worker-wide: the demo player signed in once (its cookie and the app's stored session, as a
 * storage state every signed-in test starts from) and the ids of a real slot and live table.
 */
export const test = base.extend<
  { signedIn: boolean },
  { signedInState: StorageState; demoIds: DemoIds }
>({
  signedIn: [false, { option: true }],
  signedInState: [
    async ({ browser }, use) => {
      const context = await browser.newContext({
        baseURL: E2E_BASE_URL,
        extraHTTPHeaders: { 'X-Forwarded-For': newClientIp() },
      });
      const page = await context.newPage();
      await signIn(page, 'tr');
      await page.goto('/favorites');
      await page.getByTestId('header-user').waitFor();
      const state = await context.storageState();
      await context.close();
      await use(state);
    },
    // Its own time: a worker that restarts after a failed test signs in again.
    { scope: 'worker', timeout: 60_000 },
  ],
  demoIds: [
    // Playwright reads a fixture's dependencies from its first parameter, so it must be a pattern.
    // eslint-disable-next-line no-empty-pattern
    async ({}, use) => {
      const request = await newRequest.newContext({ baseURL: E2E_BASE_URL });
      const slot = await findGame(request, 'slot', 'tr');
      const tables = await tablesFromApi(request, 'tr');
      const table = tables.data.find((candidate) => candidate.isOpen) ?? tables.data[0];
      await request.dispose();
      if (!table) throw new Error('the demo data has no live table');
      await use({ slot: slot.gameID, table: table.tableID });
    },
    { scope: 'worker' },
  ],
  storageState: async ({ signedIn, signedInState, storageState }, use) =>
    use(signedIn ? signedInState : storageState),
});

export { expect } from '@playwright/test';
