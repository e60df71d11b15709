import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../../../db/client.ts';
import { houseFor, playerCash } from '../../wallet/accounts.ts';
import { transfer } from '../../wallet/ledger.ts';
import { checkLedger } from '../../wallet/check-ledger.ts';
import {
  controlTournament,
  createTournament,
  settleTournament,
  TOURNAMENTS_SCHEDULE,
} from '../api.ts';
import { signedInPlayer, type SignedInPlayer } from '../../../../test/support/players.ts';
import { createTestApp, type TestApp } from '../../../../test/support/test-app.ts';
import { fund, ledgerBalance } from '../../../../test/support/studio.ts';

let app: TestApp;
let games: number[];

beforeAll(async () => {
  app = await createTestApp();
  games = rowsOf<{ id: number }>(
    await app.database.db.execute(sql`select id from games where enabled order by id limit 2`),
  ).map((row) => row.id);
});
afterAll(() => app.close());

const minutes = (n: number) => new Date(Date.now() + n * 60_000).toISOString();

async function tournament(scoring: string, prizes = [30_000, 20_000, 10_000]) {
  const { id } = await createTournament(app.database.db, {
    title: { tr: `Turnuva ${scoring}`, en: `Tournament ${scoring}` },
    summary: { tr: 'Deneme', en: 'Trial' },
    startsAt: minutes(-1),
    endsAt: minutes(60),
    scoring: scoring as 'total_stake',
    categoryId: null,
    gameIds: [games[0]!],
    minStake: 100,
    prizes,
  });
  return id;
}

/**
 * A round staked in parts, as the wallet writes a stake taken partly from cash and partly from
 * bonus money (or a blackjack double): one reference, one transfer per part.
 */
async function roundInParts(player: SignedInPlayer, gameId: number, parts: number[]) {
  const reference = `lale:${randomUUID()}`;
  for (const [index, amount] of parts.entries())
    await transfer(app.database.db, {
      debit: playerCash(player.uid),
      credit: houseFor(player.uid),
      amount,
      kind: 'bet',
      reference,
      subject: `casino:${gameId}`,
      idempotencyKey: `${reference}:bet:${index}`,
    });
}

/** A round as the studios write it to the ledger: the stake, then maybe a win. */
async function round(player: SignedInPlayer, gameId: number, stake: number, win = 0) {
  const reference = `lale:${randomUUID()}`;
  const subject = `casino:${gameId}`;
  await transfer(app.database.db, {
    debit: playerCash(player.uid),
    credit: houseFor(player.uid),
    amount: stake,
    kind: 'bet',
    reference,
    subject,
    idempotencyKey: `${reference}:bet`,
  });
  if (win > 0)
    await transfer(app.database.db, {
      debit: houseFor(player.uid),
      credit: playerCash(player.uid),
      amount: win,
      kind: 'win',
      reference,
      subject,
      idempotencyKey: `${reference}:win`,
    });
}

async function join(player: SignedInPlayer, tournamentId: unknown) {
  return (
    await app.call('tournaments', 'join', { tournamentId } as never, { cookies: player.cookies })
  ).body;
}

async function board(tournamentId: number, player?: SignedInPlayer) {
  const { body } = await app.call(
    'tournaments',
    'get_tournament',
    { tournamentId },
    player ? { cookies: player.cookies } : {},
  );
  if (!body.result) throw new Error(body.message);
  return body.data;
}

describe('tournaments', () => {
  it('ranks the worked example: qualifying stakes after joining, ties to who got there first', async () => {
    const stakes = await tournament('total_stake');
    const multiplier = await tournament('biggest_multiplier');
    const [ayse, burak, cem, deniz] = await Promise.all(
      [1, 2, 3, 4].map(() => signedInPlayer(app.database)),
    );
    for (const player of [ayse!, burak!, cem!, deniz!])
      await fund(app.database, player.uid, 100_000);
    // Before joining nothing counts.
    await round(ayse!, games[0]!, 5_000);
    for (const player of [ayse!, burak!, cem!])
      for (const id of [stakes, multiplier]) expect((await join(player, id)).result).toBe(true);

    await round(ayse!, games[0]!, 500, 1_000); // 500 staked, 2.00x
    await round(burak!, games[0]!, 300, 1_500); // 5.00x
    await round(burak!, games[0]!, 200); // reaches 500 after Ayşe
    await round(cem!, games[0]!, 50, 5_000); // below the 100 minimum: nothing counts
    await round(cem!, games[1]!, 900, 9_000); // not a tournament game
    await round(deniz!, games[0]!, 10_000, 50_000); // never joined

    const byStake = await board(stakes, burak);
    expect(byStake.leaderboard.map((s) => [s.rank, s.score, s.prize])).toEqual([
      [1, 500, 30_000],
      [2, 500, 20_000],
      [3, 0, 0], // no prize without a positive score
    ]);
    expect(byStake.participants).toBe(3);
    expect(byStake.me).toMatchObject({ rank: 2, score: 500, rounds: 2, prize: 20_000 });
    expect((await board(stakes, ayse)).me).toMatchObject({ rank: 1, score: 500 });
    expect((await board(stakes, deniz)).me).toBeNull();
    expect((await board(stakes, deniz)).joinable).toBe(true);

    const byMultiplier = await board(multiplier, ayse);
    expect(byMultiplier.leaderboard.map((s) => s.score)).toEqual([500, 200, 0]);
    expect(byMultiplier.me).toMatchObject({ rank: 2, score: 200 });

    // getTournaments keeps SPEC §7's fields and adds the state and the rules.
    const { body } = await app.call('cmscontroller', 'getTournaments', { limit: 50 });
    if (!body.result) throw new Error(body.message);
    const listed = body.data.find((t) => t.id === stakes)!;
    expect(listed).toMatchObject({
      state: 'active',
      prizePool: 60_000,
      rules: { scoring: 'total_stake', minStake: 100, prizes: [30_000, 20_000, 10_000] },
    });
    expect(typeof listed.Start_date).toBe('string');
  });

  it('pays the prizes once when two leaders settle the same ended tournament', async () => {
    const id = await tournament('total_stake', [7_000, 3_000]);
    const players = await Promise.all([1, 2, 3].map(() => signedInPlayer(app.database)));
    for (const player of players) {
      await fund(app.database, player.uid, 100_000);
      await join(player, id);
    }
    await round(players[0]!, games[0]!, 400);
    await round(players[1]!, games[0]!, 900);
    const before = await Promise.all(players.map((p) => ledgerBalance(app.database, p.uid)));
    await controlTournament(app.database.db, { tournamentId: id, control: 'end' }, new Date());
    const later = new Date(Date.now() + 1_000);
    const settled = await Promise.all([
      settleTournament(app.database.db, id, later),
      settleTournament(app.database.db, id, later),
    ]);
    expect(settled.filter(Boolean)).toHaveLength(1);
    // The schedulers of two processes step too: nothing more is paid.
    await app.scheduler.tick(TOURNAMENTS_SCHEDULE);
    await app.anotherScheduler().tick(TOURNAMENTS_SCHEDULE);

    const after = await Promise.all(players.map((p) => ledgerBalance(app.database, p.uid)));
    expect(after.map((balance, i) => balance - before[i]!)).toEqual([3_000, 7_000, 0]);
    const paid = rowsOf<{ n: string }>(
      await app.database.db.execute(sql`select count(*) as n from ledger_transfers
        where reference = ${`tournament:${id}`} and kind = 'prize'`),
    );
    expect(Number(paid[0]!.n)).toBe(2);
    const detail = await board(id, players[1]);
    expect(detail.state).toBe('concluded');
    expect(detail.rules?.settledAt).not.toBeNull();
    expect(detail.me).toMatchObject({ rank: 1, prize: 7_000 });
    // A bet after the end moves nothing.
    await round(players[2]!, games[0]!, 5_000);
    expect((await board(id)).leaderboard.map((s) => s.score)).toEqual([900, 400, 0]);
    expect((await checkLedger(app.database.db)).violations).toEqual([]);
  });

  it('counts a round staked in parts once, judged on its whole stake', async () => {
    const rounds = await tournament('most_rounds');
    const stakes = await tournament('total_stake');
    const player = await signedInPlayer(app.database);
    await fund(app.database, player.uid, 100_000);
    for (const id of [rounds, stakes]) await join(player, id);

    await roundInParts(player, games[0]!, [60, 60]); // below the minimum alone, 120 together
    await roundInParts(player, games[0]!, [150, 150]); // a double
    await roundInParts(player, games[0]!, [40, 30]); // 70 in all: below the minimum

    expect((await board(rounds, player)).me).toMatchObject({ score: 2, rounds: 2 });
    expect((await board(stakes, player)).me).toMatchObject({ score: 420, rounds: 2 });
  });

  it('takes a rolled-back bet off once and whole, however its refund is split', async () => {
    const rounds = await tournament('most_rounds');
    const stakes = await tournament('total_stake');
    const player = await signedInPlayer(app.database);
    await fund(app.database, player.uid, 100_000);
    for (const id of [rounds, stakes]) await join(player, id);
    const bonus = { kind: 'player_bonus', userId: player.uid } as const;
    await transfer(app.database.db, {
      debit: houseFor(player.uid),
      credit: bonus,
      amount: 1_000,
      kind: 'bonus_grant',
      idempotencyKey: `${randomUUID()}:grant`,
    });
    const account = { cash: playerCash(player.uid), bonus, house: houseFor(player.uid) };
    type Side = keyof typeof account;
    // A stake of 600 cash and 400 bonus money as the wallet keys it, and its refund in parts.
    const split = async (refund: ('cash' | 'bonus')[]) => {
      const reference = `lale:${randomUUID()}`;
      const key = `seamless:lale:${randomUUID()}`;
      const part = (from: Side, to: Side, amount: number, kind: 'bet' | 'rollback', suffix = '') =>
        transfer(app.database.db, {
          debit: account[from],
          credit: account[to],
          amount,
          kind,
          reference,
          subject: `casino:${games[0]!}`,
          idempotencyKey: `${key}${suffix}`,
        });
      await part('cash', 'house', 600, 'bet');
      await part('bonus', 'house', 400, 'bet', ':bonus');
      if (refund.includes('cash')) await part('house', 'cash', 600, 'rollback', ':rollback');
      if (refund.includes('bonus'))
        await part('house', 'bonus', 400, 'rollback', ':rollback:bonus');
    };
    await round(player, games[0]!, 500);
    await split(['cash', 'bonus']); // the bonus still wagers: both parts back
    await split(['cash']); // the bonus closed since: its part stays with the house
    expect((await board(rounds, player)).me).toMatchObject({ score: 1, rounds: 1 });
    expect((await board(stakes, player)).me).toMatchObject({ score: 500, rounds: 1 });
  });

  it('refuses hostile and repeated joins without changing anything', async () => {
    const id = await tournament('most_rounds');
    const player = await signedInPlayer(app.database);
    const first = await join(player, id);
    const again = await join(player, id);
    if (!first.result || !again.result) throw new Error('join failed');
    expect(again.data).toEqual({ joinedAt: first.data.joinedAt, alreadyJoined: true });
    expect(first.data.alreadyJoined).toBe(false);

    const guest = await app.call('tournaments', 'join', { tournamentId: id });
    expect(guest.body).toMatchObject({ result: false, debug: 'anonymous_user' });
    for (const hostile of ['1; drop table tournament_entries', -1, 0, 1e12, null, { id }])
      expect((await join(player, hostile)).result).toBe(false);
    expect(await join(player, 987_654)).toMatchObject({
      result: false,
      debug: 'tournament_not_found',
    });

    await controlTournament(app.database.db, { tournamentId: id, control: 'pause' }, new Date());
    const late = await signedInPlayer(app.database);
    expect(await join(late, id)).toMatchObject({ result: false, debug: 'tournament_closed' });
    await controlTournament(app.database.db, { tournamentId: id, control: 'resume' }, new Date());
    expect((await join(late, id)).result).toBe(true);
    const entries = rowsOf<{ n: string }>(
      await app.database.db.execute(
        sql`select count(*) as n from tournament_entries where tournament_id = ${id}`,
      ),
    );
    expect(Number(entries[0]!.n)).toBe(2);
  });
});
