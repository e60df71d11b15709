import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { translate } from '@lale/contract/messages';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../../../db/client.ts';
import { checkLedger } from '../../wallet/check-ledger.ts';
import { issueProviderSession } from '../../wallet/seamless/provider-sessions.ts';
import { seedWallet } from '../../../seed/wallet.ts';
import {
  findGame,
  finishHand,
  fund,
  ledgerBalance,
  openGame,
  type Json,
  type StudioClient,
} from '../../../../test/support/studio.ts';
import {
  liveTablesWorld,
  openWindow,
  seatedPlayer,
  tableOf,
  type LiveTablesWorld,
} from '../../../../test/support/live-table-helpers.ts';
import { place } from '../../../../test/support/coupons.ts';
import { createFootballEvent } from '../../../../test/support/sports-fixtures.ts';
import { signedInPlayer, type SignedInPlayer } from '../../../../test/support/players.ts';
import { periodEnd, providerCall, rgUsage } from '../../../../test/support/limits-support.ts';

/**
 * Issue 17's matrix: every bet path × the wager and the loss limit. Per case a fresh player sets
 * the limit L, stakes L − s (just under: taken), then s + 1 step (over: refused, nothing moves),
 * then s (exactly at: taken). s is the path's smallest stake.
 */

let world: LiveTablesWorld;
beforeAll(async () => {
  world = await liveTablesWorld();
  await seedWallet(world.app.database.db, { demoData: false, production: false });
});
afterAll(() => world.close());

type Kind = 'wager' | 'loss';
type Period = 'day' | 'week' | 'month';

/** What one stake did: taken, or refused with the code and the limit's facts. */
interface Outcome {
  taken: boolean;
  code?: string;
  limit?: Json;
  message?: string;
}

/** A player's way to stake on one path; `bet` finishes the round when the game waits for a move. */
interface Bettor {
  bet(stake: number): Promise<Outcome>;
  close?(): Promise<unknown>;
}

interface BetPath {
  name: string;
  /** The smallest stake, and the smallest step a stake can grow by. */
  stake: number;
  step: number;
  /** Refusals carry `data.limit` (the outside provider's protocol has only a message). */
  carriesData: boolean;
  /** A fresh funded player, ready to stake on the path. */
  open(): Promise<{ player: SignedInPlayer; bettor: Bettor }>;
}

const studioOutcome = (reply: { status: number; body: Json }): Outcome =>
  reply.status === 200
    ? { taken: true }
    : {
        taken: false,
        code: reply.body.error?.code,
        limit: reply.body.error?.data?.limit,
        message: reply.body.error?.message,
      };

async function newPlayer(): Promise<SignedInPlayer> {
  const player = await signedInPlayer(world.app.database, { now: world.clock.now() });
  await fund(world.app.database, player.uid, 1_000_000);
  return player;
}

/** A seamless bettor for the outside studio `acme-studio` (never a win: the stake stays lost). */
async function providerBettor(uid: number): Promise<Bettor> {
  const token = await issueProviderSession(world.app.database.db, {
    provider: 'acme-studio',
    userId: uid,
    gameId: 'acme-fruits',
    now: world.clock.now(),
  });
  return {
    async bet(amount) {
      const { body } = await providerCall(world.app, 'bet', {
        token,
        playerId: uid,
        gameId: 'acme-fruits',
        roundId: randomUUID(),
        transactionId: randomUUID(),
        amount,
      });
      return body.status === 'OK'
        ? { taken: true }
        : { taken: false, code: body.code, message: body.message };
    },
  };
}

/** A fresh player in a studio game of `engine`, staking through `bet`. */
function inStudio(
  engine: string,
  model: string | undefined,
  bet: (game: StudioClient, stake: number) => Promise<Outcome>,
) {
  return async () => {
    const player = await newPlayer();
    const { id } = await findGame(world.app.database, engine, model);
    const game = await openGame(world.app, player, id);
    return { player, bettor: { bet: (stake: number) => bet(game, stake) } };
  };
}

const PATHS: BetPath[] = [
  {
    name: 'in-house slot spin',
    stake: 100,
    step: 1,
    carriesData: true,
    open: inStudio('slot', 'medium', async (game, bet) =>
      studioOutcome(await game.post('/slot/spin', { bet, requestId: randomUUID() })),
    ),
  },
  {
    name: 'roulette spin',
    stake: 100,
    step: 1,
    carriesData: true,
    open: inStudio('roulette', undefined, async (game, amount) =>
      studioOutcome(
        await game.post('/roulette/spin', {
          bets: [{ type: 'red', amount }],
          requestId: randomUUID(),
        }),
      ),
    ),
  },
  {
    name: 'blackjack deal',
    stake: 100,
    step: 1,
    carriesData: true,
    open: inStudio('blackjack', undefined, async (game, bet) => {
      const dealt = studioOutcome(
        await game.post('/blackjack/deal', { bet, requestId: randomUUID() }),
      );
      // A hand waiting for a decision (insurance too) is played out, so the next deal may start.
      if (dealt.taken) await finishHand(game);
      return dealt;
    }),
  },
  {
    name: 'video poker deal',
    stake: 100,
    step: 100,
    carriesData: true,
    // Coins of ₺1: a stake of 1 to 5 coins, the draw played at once.
    open: inStudio('video-poker', undefined, async (game, stake) => {
      const dealt = studioOutcome(
        await game.post('/video-poker/deal', {
          coins: stake / 100,
          coinValue: 100,
          requestId: randomUUID(),
        }),
      );
      if (dealt.taken) {
        const drawn = await game.post('/video-poker/draw', {
          holds: [false, false, false, false, false],
          requestId: randomUUID(),
        });
        expect(drawn.status).toBe(200);
      }
      return dealt;
    }),
  },
  {
    name: 'live table bet (money wheel)',
    stake: 0, // the table's minimum, read when the table is known
    step: 1,
    carriesData: true,
    async open() {
      const table = await tableOf(world.app, 'money-wheel');
      const seat = await seatedPlayer(world, table, { Lang: 'en' });
      await openWindow(world, table.id);
      const bettor: Bettor = {
        bet: async (amount) =>
          studioOutcome(
            await seat.game.post('/live/bets', {
              game: 'money-wheel',
              bets: [{ number: 2, amount }],
              requestId: randomUUID(),
            }),
          ),
        close: () => seat.socket.close(),
      };
      return { player: seat.player, bettor };
    },
  },
  {
    name: 'crash bet',
    stake: 100,
    step: 1,
    carriesData: true,
    async open() {
      const player = await newPlayer();
      const [row] = rowsOf<{ id: number }>(
        await world.app.database.db.execute(
          sql`select id from games where engine_id = 'crash' and enabled order by id limit 1`,
        ),
      );
      const roomId = Number(row!.id);
      const game = await openGame(world.app, player, roomId);
      await world.app.scheduler.tick(`crash:crash-${roomId}`);
      // A round takes two bets: the over one is refused, so it may reuse the free slot.
      let slot = 0;
      const bettor: Bettor = {
        async bet(stake) {
          const reply = studioOutcome(
            await game.post('/crash/bet', {
              slot,
              stake,
              requestId: randomUUID(),
              autoCashoutHundredths: null,
            }),
          );
          if (reply.taken) slot += 1;
          return reply;
        },
      };
      return { player, bettor };
    },
  },
  {
    name: 'sportsbook coupon',
    stake: 1_000,
    step: 1,
    carriesData: true,
    async open() {
      const player = await newPlayer();
      const event = await createFootballEvent(world.app.database.db);
      const leg = {
        eventId: event.id,
        market: 'football.match_result',
        selection: 'home',
        odds: event.odds['football.match_result']!.home!,
      };
      const bettor: Bettor = {
        async bet(stakePerLine) {
          const { body } = await place(world.app, player, { stakePerLine, legs: [leg] });
          return body.result
            ? { taken: true }
            : {
                taken: false,
                code: body.debug,
                limit: (body.data as Json)?.limit,
                message: body.message,
              };
        },
      };
      return { player, bettor };
    },
  },
  {
    name: "outside provider's seamless bet",
    stake: 100,
    step: 1,
    carriesData: false,
    async open() {
      const player = await newPlayer();
      return { player, bettor: await providerBettor(player.uid) };
    },
  },
];

async function setLimit(player: SignedInPlayer, kind: Kind, period: Period, amount: number) {
  const { body } = await world.app.call(
    'responsible_gaming',
    'set_limit',
    { kind, period, amount } as never,
    { cookies: player.cookies },
  );
  expect(body.result).toBe(true);
}

async function betTransfers(uid: number): Promise<number> {
  const [row] = rowsOf<{ n: string }>(
    await world.app.database.db.execute(sql`select count(*) as n from ledger_transfers t
      join ledger_accounts a on a.id = t.debit_account_id
      where t.kind = 'bet' and a.kind = 'player_cash' and a.owner = ${String(uid)}`),
  );
  return Number(row!.n);
}

const PERIODS: Period[] = ['day', 'week', 'month'];
const CASES = PATHS.flatMap((path, i) =>
  (['wager', 'loss'] as const).map((kind, j) => ({
    path,
    kind,
    period: PERIODS[(i * 2 + j) % 3]!,
  })),
);

describe('every limit on every bet path: just under and at are taken, over is refused', () => {
  it.each(CASES)('$path.name · $kind limit per $period', async ({ path, kind, period }) => {
    const { player, bettor } = await path.open();
    const uid = player.uid;
    const stake = path.stake || (await tableOf(world.app, 'money-wheel')).minBet;
    const limit = stake * 5;
    await setLimit(player, kind, period, limit);

    // Just under: L − s. What came back (a win) is staked again with the outside provider, so
    // that the loss is exactly L − s whatever the game paid.
    expect(await bettor.bet(limit - stake)).toEqual({ taken: true });
    const { returned } = await rgUsage(world.app.database.db, uid);
    if (kind === 'loss' && returned > 0)
      expect(await (await providerBettor(uid)).bet(returned)).toEqual({ taken: true });

    // Over by the smallest step: refused, nothing moves.
    const balance = await ledgerBalance(world.app.database, uid);
    const bets = await betTransfers(uid);
    const over = await bettor.bet(stake + path.step);
    const code = `rg_${kind}_limit_reached` as const;
    const facts = {
      kind,
      period,
      amount: limit,
      used: limit - stake,
      resetsAt: periodEnd(period),
    };
    expect(over.taken).toBe(false);
    if (path.carriesData) {
      expect(over.code).toBe(code);
      expect(over.limit).toEqual(facts);
    } else {
      expect(over.code).toBe('RESPONSIBLE_GAMING');
    }
    expect(over.message).toBe(translate(code, 'en', { limit: facts }));
    expect(await ledgerBalance(world.app.database, uid)).toBe(balance);
    expect(await betTransfers(uid)).toBe(bets);

    // Exactly at: s more lands on L.
    expect(await bettor.bet(stake)).toEqual({ taken: true });
    const after = await rgUsage(world.app.database.db, uid);
    if (kind === 'wager') expect(after.wagered).toBe(limit);
    // The loss stands at L less what the last stake won back.
    else expect(after.wagered - after.returned).toBe(limit - (after.returned - returned));
    await bettor.close?.();
  });

  it('leaves the ledger balanced', async () => {
    expect((await checkLedger(world.app.database.db)).violations).toEqual([]);
  });
});
