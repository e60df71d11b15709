import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf, withTransaction } from '../../../db/client.ts';
import { seedWallet } from '../../../seed/wallet.ts';
import { playRound } from '../../games/rounds/play-round.ts';
import type { GameSession } from '../../games/sessions/game-sessions.repository.ts';
import { walletJackpots } from '../../games/shared/wallet-jackpots.ts';
import { JACKPOT_SHARDS, jackpotFor, ownerOf } from '../accounts.ts';
import { balanceOf } from '../balance.ts';
import { checkLedger } from '../check-ledger.ts';
import { award, contribute, poolBalances } from '../jackpots/jackpots.ts';
import {
  JACKPOT_POOLS,
  jackpotShares,
  poolConfig,
  type JackpotPoolName,
} from '../jackpots/pools.ts';
import { createSeamlessWallet } from '../seamless/seamless-wallet.ts';
import { createTestApp, type TestApp } from '../../../../test/support/test-app.ts';
import { fund, fundedPlayer } from '../../../../test/support/wallet-fixture.ts';

const STAKE = 10_000;
const share = (pool: JackpotPoolName, stake = STAKE) =>
  jackpotShares(stake).find((s) => s.pool === pool)!.amount;
const wallet = createSeamlessWallet();

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp();
  await seedWallet(app.database.db, { demoData: false, production: false });
});
afterAll(() => app.close());

/** New players, each on a pool shard none of the others is on. */
async function playersOnShards(count: number): Promise<number[]> {
  const players = new Map<number, number>();
  while (players.size < count) {
    const uid = await fundedPlayer(app.database, 0);
    players.set(uid % JACKPOT_SHARDS, uid);
  }
  return [...players.values()];
}

/** Each shard of the pool that exists, by owner: its available kuruş. */
async function shardsOf(pool: string): Promise<Map<string, number>> {
  const rows = rowsOf<{ owner: string; available: string | number }>(
    await app.database.db.execute(sql`select owner,
        credits_posted - debits_posted - debits_pending as available
      from ledger_accounts where kind = 'jackpot' and split_part(owner, '#', 1) = ${pool}`),
  );
  return new Map(rows.map((row) => [row.owner, Number(row.available)]));
}

/** The pools as the lobby shows them (habanero.getJackpots), by pool name. */
async function displayed(): Promise<Map<string, number>> {
  const { body } = await app.call('habanero', 'getJackpots', { Lang: 'en' });
  if (!body.result) throw new Error(JSON.stringify(body));
  const [pools = []] = body.data;
  return new Map(pools.map((p) => [JACKPOT_POOLS.find((c) => c.id === p.id)!.pool, p.amount]));
}

const slotBet = (playerId: number, roundId: string) =>
  wallet.bet(app.database.db, {
    provider: 'lale',
    transactionId: `${roundId}:bet:0`,
    roundId,
    playerId,
    gameId: 'casino:1',
    amount: STAKE,
    feedsJackpots: true,
  });

async function jackpotRows(roundIds: string[]) {
  return rowsOf<{ reference: string; kind: string; amount: string | number; credit: string }>(
    await app.database.db.execute(sql`select t.reference, t.kind, t.amount, c.owner as credit
      from ledger_transfers t join ledger_accounts c on c.id = t.credit_account_id
      where t.reference in (${sql.join(
        roundIds.map((id) => sql`${id}`),
        sql`, `,
      )}) and t.kind like 'jackpot%'`),
  );
}

describe('sharded jackpot pools', () => {
  it('credits players on different shards on different rows, and shows each pool as the sum', async () => {
    const [a, b] = await playersOnShards(2);
    await fund(app.database.db, a!, STAKE);
    const shown = await displayed();
    const before = await shardsOf('mini');
    const [roundA, roundB] = [randomUUID(), randomUUID()];

    await slotBet(a!, roundA);
    await contribute(app.database.db, { stake: STAKE, roundId: roundB, playerId: b! });
    await contribute(app.database.db, { stake: STAKE, roundId: roundB, playerId: b! });

    // One spin: one shard of each pool, the player's; a retried contribution moves nothing.
    const rows = await jackpotRows([roundA, roundB]);
    expect(rows.filter((row) => row.reference === roundA).map((row) => row.credit)).toEqual(
      expect.arrayContaining(['mini', 'major', 'grand'].map((p) => ownerOf(jackpotFor(p, a!)))),
    );
    expect(rows).toHaveLength(6);
    const after = await shardsOf('mini');
    const [shardA, shardB] = [a!, b!].map((uid) => ownerOf(jackpotFor('mini', uid)));
    expect(shardA).not.toBe(shardB);
    expect(after.get(shardA!)! - (before.get(shardA!) ?? 0)).toBe(share('mini'));
    expect(after.get(shardB!)! - (before.get(shardB!) ?? 0)).toBe(share('mini'));

    const sums = await displayed();
    for (const { pool } of JACKPOT_POOLS) {
      expect(sums.get(pool)).toBe(shown.get(pool)! + 2 * share(pool));
      const shards = [...(await shardsOf(pool)).values()];
      expect(sums.get(pool)).toBe(shards.reduce((sum, amount) => sum + amount, 0));
    }
  });

  it('pays the whole pool, every shard of it, once; reseeds; a retry pays nothing more', async () => {
    const db = app.database.db;
    const feeders = await playersOnShards(3);
    for (const uid of feeders)
      await contribute(db, { stake: STAKE, roundId: randomUUID(), playerId: uid });
    const filled = await shardsOf('mini');
    expect([...filled.values()].filter((amount) => amount > 0).length).toBeGreaterThan(1);
    const pool = (await poolBalances(db)).get('mini')!;
    const [winner] = await playersOnShards(1);
    const roundId = randomUUID();

    const paid = await award(db, { pool: 'mini', playerId: winner!, roundId, stake: STAKE });
    // The winner's own stake fed the pool first, then won it with the rest.
    expect(paid.amount).toBe(pool + share('mini'));
    expect((await balanceOf(db, winner!)).cash).toBe(paid.amount);
    const emptied = await shardsOf('mini');
    expect(emptied.get('mini')).toBe(poolConfig('mini').seed);
    for (const [owner, amount] of emptied) if (owner !== 'mini') expect(amount).toBe(0);
    expect((await displayed()).get('mini')).toBe(poolConfig('mini').seed);

    expect(await award(db, { pool: 'mini', playerId: winner!, roundId, stake: STAKE })).toEqual(
      paid,
    );
    expect((await balanceOf(db, winner!)).cash).toBe(paid.amount);
    expect((await poolBalances(db)).get('mini')).toBe(poolConfig('mini').seed);
    // The player's history shows one jackpot, however many shards it came from.
    const [history] = rowsOf<{ n: string | number }>(
      await db.execute(sql`select count(*) as n from player_transactions
        where user_id = ${winner!} and reference_code = ${roundId}`),
    );
    expect(Number(history!.n)).toBe(1);
    expect((await checkLedger(db)).violations).toEqual([]);
  });

  it('pays a retried award racing itself once', async () => {
    const db = app.database.db;
    const [winner] = await playersOnShards(1);
    const roundId = randomUUID();
    const [first, second] = await Promise.all([
      award(db, { pool: 'major', playerId: winner!, roundId, stake: STAKE }),
      award(db, { pool: 'major', playerId: winner!, roundId, stake: STAKE }),
    ]);
    expect(first).toEqual(second);
    expect((await balanceOf(db, winner!)).cash).toBe(first.amount);
    expect((await checkLedger(db)).violations).toEqual([]);
  });

  it('never pays the same money to two awards of one pool at once', async () => {
    const db = app.database.db;
    const winners = await playersOnShards(4);
    const pools: JackpotPoolName[] = ['mini', 'grand', 'mini', 'major'];
    const before = await poolBalances(db);
    const paid = await Promise.all(
      winners.map((uid, i) =>
        award(db, { pool: pools[i]!, playerId: uid, roundId: randomUUID(), stake: STAKE }),
      ),
    );
    const after = await poolBalances(db);
    for (const { pool, seed } of JACKPOT_POOLS) {
      const awards = paid.filter((_, i) => pools[i] === pool).map((p) => p.amount);
      // Each pool: what it held, every round's share, a seed per award, less what it paid.
      expect(after.get(pool)).toBe(
        before.get(pool)! + winners.length * share(pool) + awards.length * seed - sum(awards),
      );
      if (awards.length > 0) expect(after.get(pool)!).toBeGreaterThanOrEqual(seed);
    }
    // The second mini award found the first's reseed and the shares that came after it.
    const minis = paid.filter((_, i) => pools[i] === 'mini').map((p) => p.amount);
    expect(Math.min(...minis)).toBeLessThanOrEqual(poolConfig('mini').seed + 4 * share('mini'));
    expect((await checkLedger(db)).violations).toEqual([]);
  });

  it('lets a spin that feeds a pool wait for an award of it, losing nothing', async () => {
    const db = app.database.db;
    const [winner, spinner] = await playersOnShards(2);
    await fund(db, spinner!, STAKE);
    const events: string[] = [];
    let awarded!: () => void;
    const locked = new Promise<void>((resolve) => (awarded = resolve));
    const held = withTransaction(db, async (tx) => {
      await award(tx, { pool: 'mini', playerId: winner!, roundId: randomUUID(), stake: STAKE });
      awarded();
      // The award's transaction holds every mini shard while the spin comes.
      await new Promise((resolve) => setTimeout(resolve, 300));
    }).then(() => events.push('award committed'));
    await locked;
    const spin = slotBet(spinner!, randomUUID()).then(() => events.push('spin done'));
    await Promise.all([held, spin]);
    expect(events).toEqual(['award committed', 'spin done']);
    expect((await poolBalances(db)).get('mini')).toBe(poolConfig('mini').seed + share('mini'));
    expect((await checkLedger(db)).violations).toEqual([]);
  });

  it('plays slot rounds that hit pools beside rounds that feed them, all at once', async () => {
    const db = app.database.db;
    const players = await playersOnShards(8);
    for (const uid of players) await fund(db, uid, STAKE);
    const hits: (JackpotPoolName | null)[] = [
      'mini',
      'grand',
      null,
      'mini',
      'major',
      null,
      'grand',
      null,
    ];
    const deps = { db, wallet, jackpots: walletJackpots, now: () => new Date() };
    const session = (userId: number): GameSession => ({
      userId,
      launchKind: 'casino',
      catalogueId: 1,
      engineId: 'slot',
      engineModel: 'medium',
      lang: 'en',
      gameKey: 'casino:1',
    });
    const rounds = await Promise.all(
      players.map((uid, i) =>
        playRound(deps, {
          session: session(uid),
          requestId: randomUUID(),
          stake: STAKE,
          feedsJackpots: true,
          draw: () => ({ win: 0, outcome: {}, jackpotPool: hits[i] }),
        }),
      ),
    );
    const rows = await jackpotRows(rounds.map((round) => round.id));
    rounds.forEach((round, i) => {
      const jackpot = (round.outcome as { jackpot: { pool: string; amount: number } | null })
        .jackpot;
      expect(jackpot?.pool ?? null).toBe(hits[i]);
      if (hits[i]) expect(jackpot!.amount).toBeGreaterThan(0);
      const own = rows.filter((row) => row.reference === round.id);
      // Every round fed each pool once, from its stake, whether its bet or its award did.
      expect(own.filter((row) => row.kind === 'jackpot_contribution')).toHaveLength(3);
      expect(own.filter((row) => row.kind === 'jackpot_award')).toHaveLength(hits[i] ? 1 : 0);
    });
    expect((await checkLedger(db)).violations).toEqual([]);
  });
});

const sum = (values: number[]) => values.reduce((total, value) => total + value, 0);
