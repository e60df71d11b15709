import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, rowsOf, type Database } from '../../src/db/client.ts';
import { checkLedger } from '../../src/domains/wallet/check-ledger.ts';
import { hasRedisServer, privateRedis } from '../support/private-redis.ts';
import { findGame } from '../support/studio.ts';
import {
  hasClusterTools,
  rpcCallsPerProcess,
  startCluster,
  type Cluster,
} from './support/cluster.ts';
import {
  cashOutOfCrash,
  deposit,
  placeCoupon,
  playBlackjack,
  registeredPlayer,
  spinRoulette,
  spinSlot,
} from './support/journeys.ts';

// Issue 19: three built server processes behind HAProxy (the configuration of `npm run
// cluster`) on PostgreSQL and Redis behave as one site. Players take the main journeys over
// HTTP through the proxy, every process answers part of the calls, and the ledger balances.
// Redis is a redis-server of this file's own: the live topics of another test's cluster on the
// shared service (same seeded game ids, so the same topic names) would mix with these.
const serverUrl = process.env.DATABASE_URL;
const runs = Boolean(serverUrl && process.env.REDIS_URL && hasClusterTools && hasRedisServer);

describe.skipIf(!runs)('three processes behind the proxy', () => {
  let redis: Awaited<ReturnType<typeof privateRedis>>;
  let cluster: Cluster;
  let database: Database;

  beforeAll(async () => {
    redis = await privateRedis();
    cluster = await startCluster({ count: 3, serverUrl: serverUrl!, redisUrl: redis.url });
    database = await openDatabase({ url: cluster.databaseUrl, dataDir: '', poolSize: 2 });
  }, 120_000);

  afterAll(async () => {
    await database?.close();
    await cluster?.stop();
    await redis?.stop();
  });

  it('runs the main journeys with calls spread across the processes; the ledger sums to zero', async () => {
    const before = await rpcCallsPerProcess(cluster);
    const slot = await findGame(database, 'slot', 'low');
    const roulette = await findGame(database, 'roulette');
    const blackjack = await findGame(database, 'blackjack');
    const crash = await findGame(database, 'crash');

    // Three players at once, so the proxy has concurrent connections to spread.
    const coupons = await Promise.all(
      [0, 1, 2].map(async () => {
        const player = await registeredPlayer(cluster.url);
        await deposit(player, 500_00);
        await spinSlot(player, slot.id, slot.minBet);
        await spinRoulette(player, roulette.id, roulette.minBet);
        await playBlackjack(player, blackjack.id, blackjack.minBet);
        await cashOutOfCrash(player, crash.id, 1_000);
        return placeCoupon(player, 10_00);
      }),
    );
    expect(coupons.map((c) => c.outcome)).toEqual(['open', 'open', 'open']);

    const after = await rpcCallsPerProcess(cluster);
    const served = [...after].map(([name, count]) => count - (before.get(name) ?? 0));
    expect(served).toHaveLength(3);
    for (const count of served) expect(count).toBeGreaterThan(5);

    const placed = rowsOf<{ n: number }>(
      await database.db.execute(sql`select count(*)::int as n from sport_coupons`),
    )[0]!;
    expect(placed.n).toBe(3);
    expect((await checkLedger(database.db)).violations).toEqual([]);
  }, 100_000);
});
