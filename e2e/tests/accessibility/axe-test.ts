import { request as newRequest } from '@playwright/test';
import type { SportEventSummary } from '@lale/contract/methods/sportsbook';
import { newClientIp } from '../../support/accounts-test.ts';
import { E2E_BASE_URL } from '../../support/env.ts';
import { rpc } from '../../support/rpc.ts';
import { test as base } from '../../support/site-test.ts';
import { findGame } from '../games/games.ts';
import { tablesFromApi } from '../lobby/lobby.ts';
import type { DemoIds } from './axe-routes.ts';

/**
 * Worker-wide: ids of the demo data the routes need (a slot, a live table, an upcoming football
 * match and its league). Each test is a device of its own, as the account tests are: per-address
 * limits such as logins per minute count per test.
 */
export const test = base.extend<object, { demoIds: DemoIds }>({
  extraHTTPHeaders: async ({ extraHTTPHeaders }, use) =>
    use({ ...extraHTTPHeaders, 'X-Forwarded-For': newClientIp() }),
  demoIds: [
    // Playwright reads a fixture's dependencies from its first parameter, so it must be a pattern.
    // eslint-disable-next-line no-empty-pattern
    async ({}, use) => {
      const request = await newRequest.newContext({ baseURL: E2E_BASE_URL });
      const slot = await findGame(request, 'slot', 'tr');
      const tables = await tablesFromApi(request, 'tr');
      const table = tables.data.find((candidate) => candidate.isOpen) ?? tables.data[0];
      const matches = await rpc<SportEventSummary[]>(request, 'sportsbook', 'list_events', {
        sport: 'football',
        when: 'upcoming',
        limit: 1,
      });
      await request.dispose();
      const match = matches.data[0];
      if (!table) throw new Error('the demo data has no live table');
      if (!match) throw new Error('the sportsbook has no upcoming football match');
      await use({
        slot: slot.gameID,
        table: table.tableID,
        event: match.id,
        league: match.leagueId,
      });
    },
    { scope: 'worker' },
  ],
});

export { expect } from '@playwright/test';
