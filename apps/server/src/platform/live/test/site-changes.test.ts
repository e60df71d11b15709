import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BusFactory } from '../build-live.ts';
import {
  addOperator,
  operatorClient,
  type OperatorClient,
} from '../../../../test/support/backoffice-client.ts';
import { sharedMemoryBus } from '../../../../test/support/shared-bus.ts';
import { createTestApp, type TestApp } from '../../../../test/support/test-app.ts';

/**
 * Two server processes over one database: an operator's edit through A shows in B's lobby at
 * once, because the edit's "changed" message reaches B over the bus they share, not after B's
 * caches age out.
 */
function twoProcesses(
  name: string,
  options: { bus?: () => BusFactory; env?: Record<string, string> },
) {
  describe(name, () => {
    let a: TestApp;
    let b: TestApp;
    let editor: OperatorClient;

    beforeAll(async () => {
      const bus = options.bus?.();
      const shared = {
        ...(bus ? { liveBus: bus } : {}),
        ...(options.env ? { env: options.env } : {}),
      };
      a = await createTestApp(shared);
      b = await createTestApp({ ...shared, database: a.database });
      await addOperator(a, 'icerik', 'content');
      editor = await operatorClient(a, 'icerik', 'Operator1');
      // With Redis, B hears the changes topic once both connections are up (until then an
      // announcement is lost, and the caches' TTLs cover it).
      const before = b.changes.generation('provider-secrets');
      for (let tries = 0; b.changes.generation('provider-secrets') === before; tries++) {
        if (tries > 100) throw new Error('B never heard of the changes topic');
        a.changes.announce('provider-secrets');
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    });
    afterAll(async () => {
      await b?.close();
      await a?.close();
    });

    const lobbyOf = async (app: TestApp): Promise<number[]> => {
      const { body } = await app.call('casino', 'games_list', { limit: 48 });
      return (body.data as Array<{ gameID: number }>).map((game) => game.gameID);
    };

    it("a game switched off through A leaves B's cached lobby at once, and comes back", async () => {
      const [id] = await lobbyOf(b);
      expect(await lobbyOf(b)).toContain(id); // now in B's cache
      expect((await editor.post('/catalogue/games', { id, enabled: false })).body.result).toBe(
        true,
      );
      await expect.poll(() => lobbyOf(b), { timeout: 2_000 }).not.toContain(id);
      await editor.post('/catalogue/games', { id, enabled: true });
      await expect.poll(() => lobbyOf(b), { timeout: 2_000 }).toContain(id);
    });

    it('a menu saved through A moves B on from what it served', async () => {
      const before = b.changes.generation('cms');
      await b.server.inject('/datas/header-menu.json');
      const menu = [{ id: 'slot', label: { tr: 'Slotlar', en: 'Slots' }, path: '/slot' }];
      const saved = await editor.post('/cms/menus', { name: 'header-menu', body: menu });
      expect(saved.body.result).toBe(true);
      await expect.poll(() => b.changes.generation('cms'), { timeout: 2_000 }).toBe(before + 1);
      const served = await b.server.inject('/datas/header-menu.json');
      expect(served.json()).toEqual(menu);
    });
  });
}

twoProcesses('cache changes between two processes on one bus (in memory)', {
  bus: sharedMemoryBus,
});

describe.skipIf(!process.env.REDIS_URL)('', () => {
  twoProcesses('cache changes between two processes on one bus (Redis)', {
    env: { REDIS_URL: process.env.REDIS_URL! },
  });
});

describe('two processes without a shared bus', () => {
  it('B serves its cached lobby until its TTL: the bus is what moves it on', async () => {
    const a = await createTestApp();
    const b = await createTestApp({ database: a.database });
    try {
      await addOperator(a, 'icerik', 'content');
      const editor = await operatorClient(a, 'icerik', 'Operator1');
      const lobby = async () =>
        (
          (await b.call('casino', 'games_list', { limit: 48 })).body.data as Array<{
            gameID: number;
          }>
        ).map((game) => game.gameID);
      const [id] = await lobby();
      await editor.post('/catalogue/games', { id, enabled: false });
      expect(await lobby()).toContain(id);
    } finally {
      await b.close();
      await a.close();
    }
  });
});
