import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf, type Db } from '../../../db/client.ts';
import { seedWallet } from '../../../seed/wallet.ts';
import { balanceOf } from '../../wallet/balance.ts';
import { checkLedger } from '../../wallet/check-ledger.ts';
import { jackpotShares } from '../../wallet/jackpots/pools.ts';
import { createSeamlessWallet } from '../../wallet/seamless/seamless-wallet.ts';
import { knownPairs } from '../fairness/known-pairs.ts';
import { seedPairs } from '../fairness/seed-pairs.repository.ts';
import { playRound, type Drawn } from '../rounds/play-round.ts';
import type { GameSession } from '../sessions/game-sessions.repository.ts';
import { walletJackpots } from '../shared/wallet-jackpots.ts';
import type { StudioDeps } from '../shared/studio-deps.ts';
import { signedInPlayer } from '../../../../test/support/players.ts';
import { createTestApp, type TestApp } from '../../../../test/support/test-app.ts';
import { fund } from '../../../../test/support/wallet-fixture.ts';

const STAKE = 10_000;
const wallet = createSeamlessWallet();

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp();
  await seedWallet(app.database.db, { demoData: false, production: false });
});
afterAll(() => app.close());

const depsOn = (db: Db): StudioDeps => ({
  db,
  wallet,
  jackpots: walletJackpots,
  now: () => new Date(),
});

const session = (userId: number): GameSession => ({
  userId,
  launchKind: 'casino',
  catalogueId: 1,
  engineId: 'slot',
  engineModel: 'medium',
  lang: 'en',
  gameKey: 'casino:1',
});

/** A slot round that hits no jackpot and wins `win`, whatever the stream says. */
const spin = (
  deps: StudioDeps,
  userId: number,
  options: { requestId?: string; win?: number; stake?: number } = {},
) =>
  playRound(deps, {
    session: session(userId),
    requestId: options.requestId ?? randomUUID(),
    stake: options.stake ?? STAKE,
    feedsJackpots: true,
    draw: (stream): Drawn => ({
      win: options.win ?? 0,
      outcome: { roll: stream.nextUint32() },
      jackpotPool: null,
    }),
  });

/** Counts the database calls made through `db` (queries, raw statements, transactions). */
function counted(db: Db): { db: Db; calls: string[] } {
  const calls: string[] = [];
  const methods = new Set(['select', 'insert', 'update', 'delete', 'execute', 'transaction']);
  const proxy = new Proxy(db, {
    get(target, property, receiver) {
      const value = Reflect.get(target, property, receiver) as unknown;
      if (typeof property !== 'string' || !methods.has(property) || typeof value !== 'function')
        return value;
      return (...args: unknown[]) => {
        calls.push(property);
        return (value as (...a: unknown[]) => unknown).apply(target, args);
      };
    },
  });
  return { db: proxy, calls };
}

async function player(cash: number) {
  const { uid, cookies } = await signedInPlayer(app.database);
  if (cash > 0) await fund(app.database.db, uid, cash);
  return { uid, cookies };
}

/** Everything a round could have written for the player, as counts, and the pair's nonce. */
async function footprint(uid: number) {
  type Counts = Record<
    'rounds' | 'calls' | 'wallet_rounds' | 'history' | 'transfers' | 'nonce',
    string | number
  >;
  const [row] = rowsOf<Counts>(
    await app.database.db.execute(sql`select
      (select count(*) from studio_rounds where user_id = ${uid}) as rounds,
      (select count(*) from wallet_transactions where user_id = ${uid}) as calls,
      (select count(*) from wallet_rounds where user_id = ${uid}) as wallet_rounds,
      (select count(*) from player_transactions where user_id = ${uid}) as history,
      (select count(*) from ledger_transfers t join ledger_accounts a
        on a.id in (t.debit_account_id, t.credit_account_id)
        where a.user_id = ${uid}) as transfers,
      (select coalesce(sum(next_nonce), 0) from studio_seed_pairs where user_id = ${uid}) as nonce`),
  );
  return Object.fromEntries(
    Object.entries(row!).map(([key, value]) => [key, Number(value)]),
  ) as Record<keyof Counts, number>;
}

async function transfersOf(roundId: string) {
  return rowsOf<{ kind: string; amount: string | number }>(
    await app.database.db.execute(sql`select kind, amount from ledger_transfers
      where reference in (${roundId}, ${`lale:${roundId}`}) order by kind`),
  ).map((row) => ({ kind: row.kind, amount: Number(row.amount) }));
}

describe('a round that hits no jackpot, in one statement', () => {
  it('is one database call once the pair is known, and the ledger’s followers see it', async () => {
    const { uid } = await player(10 * STAKE);
    const { db, calls } = counted(app.database.db);
    const deps = depsOn(db);
    await spin(deps, uid);
    calls.length = 0;

    const round = await spin(deps, uid, { win: 2 * STAKE });
    expect(calls).toEqual(['execute']);
    expect(round).toMatchObject({ userId: uid, stake: STAKE, win: 2 * STAKE, nonce: 1 });
    expect(round.balanceBefore).toBe(9 * STAKE);
    expect(round.balanceAfter).toBe(10 * STAKE);
    expect(round.outcome).toMatchObject({ jackpot: null });
    expect(round.createdAt).toBeInstanceOf(Date);
    expect((await balanceOf(app.database.db, uid)).cash).toBe(10 * STAKE);

    // The bet, each pool's share from the house shard, the win: as the longer path writes them.
    const shares = jackpotShares(STAKE).filter((share) => share.amount > 0);
    expect(await transfersOf(round.id)).toEqual(
      [
        { kind: 'bet', amount: STAKE },
        ...shares.map((share) => ({ kind: 'jackpot_contribution', amount: share.amount })),
        { kind: 'win', amount: 2 * STAKE },
      ].sort((a, b) => a.kind.localeCompare(b.kind)),
    );
    const history = rowsOf<{ n: string | number }>(
      await app.database.db.execute(sql`select count(*) as n from player_transactions
        where user_id = ${uid} and reference_code = ${`lale:${round.id}`}`),
    );
    expect(Number(history[0]!.n)).toBe(2);
    expect((await checkLedger(app.database.db)).violations).toEqual([]);
  });

  it('replays a retried round and pays it once, also when the retries race', async () => {
    const { uid } = await player(10 * STAKE);
    const deps = depsOn(app.database.db);
    const requestId = randomUUID();
    const first = await spin(deps, uid, { requestId, win: STAKE / 2 });
    const after = await footprint(uid);
    expect(await spin(deps, uid, { requestId, win: STAKE / 2 })).toEqual(first);
    // A process that does not know the pair (another server) replays it too.
    knownPairs.forget(app.database.db, uid);
    expect(await spin(deps, uid, { requestId, win: STAKE / 2 })).toEqual(first);
    expect(await footprint(uid)).toEqual(after);
    await expect(spin(deps, uid, { requestId, stake: STAKE + 1 })).rejects.toMatchObject({
      code: 'request_conflict',
    });

    const racing = randomUUID();
    const raced = await Promise.all(
      [1, 2, 3, 4].map(() => spin(deps, uid, { requestId: racing, win: STAKE })),
    );
    for (const round of raced) expect(round).toEqual(raced[0]);
    expect(await footprint(uid)).toMatchObject({
      rounds: after.rounds + 1,
      nonce: after.nonce + 1,
    });
    expect((await balanceOf(app.database.db, uid)).cash).toBe(10 * STAKE - STAKE + STAKE / 2);
    expect((await checkLedger(app.database.db)).violations).toEqual([]);
  });

  it('changes nothing, the nonce included, when the funds are short or a limit refuses', async () => {
    const deps = depsOn(app.database.db);
    const poor = await player(STAKE - 1);
    await spin(deps, poor.uid, { stake: 1 }); // the pair exists and is known
    const before = await footprint(poor.uid);
    await expect(spin(deps, poor.uid)).rejects.toMatchObject({ code: 'insufficient_funds' });
    expect(await footprint(poor.uid)).toEqual(before);
    expect((await balanceOf(app.database.db, poor.uid)).cash).toBe(STAKE - 2);

    const limited = await player(10 * STAKE);
    const set = await app.call(
      'responsible_gaming',
      'set_limit',
      { kind: 'wager', period: 'day', amount: STAKE + STAKE / 2 } as never,
      { cookies: limited.cookies },
    );
    expect(set.body.result).toBe(true);
    await spin(deps, limited.uid);
    const played = await footprint(limited.uid);
    await expect(spin(deps, limited.uid)).rejects.toMatchObject({
      code: 'rg_wager_limit_reached',
    });
    expect(await footprint(limited.uid)).toEqual(played);
    expect((await balanceOf(app.database.db, limited.uid)).cash).toBe(9 * STAKE);
    // The limit still leaves room for a smaller stake, on the nonce the refusal did not take.
    const small = await spin(deps, limited.uid, { stake: STAKE / 2 });
    expect(small.nonce).toBe(played.nonce);
  });

  it('draws again from the pair as it is when another round or a rotation moved it', async () => {
    const deps = depsOn(app.database.db);
    const { uid } = await player(10 * STAKE);
    const first = await spin(deps, uid);
    // Another game of the player (blackjack, video poker) takes nonces this process did not see.
    await app.database.db.execute(
      sql`update studio_seed_pairs set next_nonce = next_nonce + 5 where user_id = ${uid} and active`,
    );
    const second = await spin(deps, uid);
    expect(second.nonce).toBe(first.nonce + 6);
    expect(second.seedPairId).toBe(first.seedPairId);

    const pair = await seedPairs.active(app.database.db, uid, new Date());
    await seedPairs.reveal(app.database.db, pair, new Date());
    const next = await seedPairs.active(app.database.db, uid, new Date());
    const third = await spin(deps, uid);
    expect(third).toMatchObject({
      seedPairId: next.id,
      serverSeedHash: next.serverSeedHash,
      nonce: 0,
    });
    expect((await checkLedger(app.database.db)).violations).toEqual([]);
  });

  it('never overspends when one player’s spins all come at once', async () => {
    const deps = depsOn(app.database.db);
    const { uid } = await player(5 * STAKE);
    await spin(deps, uid, { stake: 1, win: 1 }); // the pair exists and is known
    const results = await Promise.allSettled(Array.from({ length: 12 }, () => spin(deps, uid)));
    const played = results.flatMap((r) => (r.status === 'fulfilled' ? [r.value] : []));
    const refused = results.flatMap((r) => (r.status === 'rejected' ? [r.reason as unknown] : []));
    expect(played).toHaveLength(5);
    for (const reason of refused) expect(reason).toMatchObject({ code: 'insufficient_funds' });
    expect((await balanceOf(app.database.db, uid)).cash).toBe(0);
    // Each round took its own nonce, in order, with no gap a refusal left.
    expect(played.map((round) => round.nonce).sort((a, b) => a - b)).toEqual([1, 2, 3, 4, 5]);
    expect(await footprint(uid)).toMatchObject({ rounds: 6, nonce: 6 });
    expect((await checkLedger(app.database.db)).violations).toEqual([]);
  });
});
