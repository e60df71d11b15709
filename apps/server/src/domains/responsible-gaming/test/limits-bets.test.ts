import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { translate } from '@lale/contract/messages';
import { LIMIT_COOLING_OFF_MS } from '@lale/contract/responsible-gaming/limits';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../../../db/client.ts';
import { listLimits } from '../api.ts';
import { SESSION_COOKIE } from '../../accounts/sessions/cookie-sessions.ts';
import { SessionService } from '../../accounts/sessions/session-service.ts';
import { seedWallet } from '../../../seed/wallet.ts';
import { checkLedger } from '../../wallet/check-ledger.ts';
import { issueProviderSession } from '../../wallet/seamless/provider-sessions.ts';
import { findGame, finishHand, fund, openGame } from '../../../../test/support/studio.ts';
import { signedInPlayer, type SignedInPlayer } from '../../../../test/support/players.ts';
import { createTestApp, type TestApp } from '../../../../test/support/test-app.ts';
import { periodEnd, providerCall, rgUsage } from '../../../../test/support/limits-support.ts';

let app: TestApp;
let clock = new Date();

beforeAll(async () => {
  app = await createTestApp({ now: () => clock });
  await seedWallet(app.database.db, { demoData: false, production: false });
});
afterAll(() => app.close());

/** A player holding `cash` kuruş (a test grant, not a deposit) with a session on the clock. */
async function player(cash = 1_000_000): Promise<SignedInPlayer> {
  const signedIn = await signedInPlayer(app.database, { now: clock });
  if (cash > 0) await fund(app.database, signedIn.uid, cash);
  return signedIn;
}

/** A new session for the same player (the clock moved past the old one's idle time). */
async function signInAgain(p: SignedInPlayer): Promise<SignedInPlayer> {
  const issued = await new SessionService(() => clock).issue(app.database.db, {
    userId: p.uid,
    ip: '127.0.0.1',
    userAgent: 'vitest',
  });
  return { ...p, cookies: { [SESSION_COOKIE]: issued.token }, sessionId: issued.publicId };
}

const setLimit = (p: SignedInPlayer, kind: string, period: string, amount: number | null) =>
  app.call('responsible_gaming', 'set_limit', { kind, period, amount } as never, {
    cookies: p.cookies,
  });

async function providerRound(uid: number) {
  const token = await issueProviderSession(app.database.db, {
    provider: 'acme-studio',
    userId: uid,
    gameId: 'acme-fruits',
    now: clock,
  });
  const round = () => ({ token, playerId: uid, roundId: randomUUID(), gameId: 'acme-fruits' });
  return {
    bet: async (amount: number, roundId = randomUUID(), transactionId = randomUUID()) => ({
      ...(await providerCall(app, 'bet', { ...round(), roundId, transactionId, amount })),
      roundId,
      transactionId,
    }),
    win: (roundId: string, amount: number) =>
      providerCall(app, 'win', { ...round(), roundId, transactionId: randomUUID(), amount }),
    rollback: (roundId: string, rollbackTransactionId: string) =>
      providerCall(app, 'rollback', {
        playerId: uid,
        roundId,
        transactionId: randomUUID(),
        rollbackTransactionId,
      }),
  };
}

const usage = (uid: number) => rgUsage(app.database.db, uid);

describe('setting limits', () => {
  it('applies a new or lower limit at once and makes a raise or removal wait 24 h and a confirmation', async () => {
    const p = await player(0);
    const first = await setLimit(p, 'deposit', 'day', 50_000);
    expect(first.body).toMatchObject({
      result: true,
      data: { kind: 'deposit', period: 'day', amount: 50_000, pending: null },
    });
    const lower = await setLimit(p, 'deposit', 'day', 20_000);
    expect(lower.body.data).toMatchObject({ amount: 20_000, pending: null });

    const requestedAt = clock;
    const raise = await setLimit(p, 'deposit', 'day', 80_000);
    expect(raise.body.data).toMatchObject({
      amount: 20_000,
      pending: {
        amount: 80_000,
        effectiveAt: new Date(requestedAt.getTime() + LIMIT_COOLING_OFF_MS).toISOString(),
        confirmable: false,
      },
    });
    expect(raise.body.message).toBe(translate('rg_limit_change_pending', 'tr'));
    const early = await app.call(
      'responsible_gaming',
      'confirm_limit',
      { kind: 'deposit', period: 'day' },
      { cookies: p.cookies },
    );
    expect(early.body).toMatchObject({ result: false });
    expect(early.body.message).toBe(translate('rg_limit_not_confirmable', 'tr'));
    expect((await listLimits(app.database.db, p.uid, clock))[0]).toMatchObject({ amount: 20_000 });

    clock = new Date(requestedAt.getTime() + LIMIT_COOLING_OFF_MS + 60_000);
    const later = await signInAgain(p);
    expect((await listLimits(app.database.db, p.uid, clock))[0]!.pending).toMatchObject({
      confirmable: true,
    });
    const confirmed = await app.call(
      'responsible_gaming',
      'confirm_limit',
      { kind: 'deposit', period: 'day', Lang: 'en' },
      { cookies: later.cookies },
    );
    expect(confirmed.body).toMatchObject({ result: true, data: { amount: 80_000, pending: null } });

    // Removal waits likewise; a cancelled one leaves the limit as it was.
    const removal = await setLimit(later, 'deposit', 'day', null);
    expect(removal.body.data).toMatchObject({ amount: 80_000, pending: { amount: null } });
    const cancelled = await app.call(
      'responsible_gaming',
      'cancel_limit_change',
      { kind: 'deposit', period: 'day' },
      { cookies: later.cookies },
    );
    expect(cancelled.body).toMatchObject({ result: true, data: { amount: 80_000, pending: null } });
    await setLimit(later, 'deposit', 'day', null);
    clock = new Date(clock.getTime() + LIMIT_COOLING_OFF_MS + 60_000);
    const last = await signInAgain(p);
    const removed = await app.call(
      'responsible_gaming',
      'confirm_limit',
      { kind: 'deposit', period: 'day' },
      { cookies: last.cookies },
    );
    expect(removed.body).toMatchObject({ result: true, data: null });
    expect(await listLimits(app.database.db, p.uid, clock)).toEqual([]);
    clock = new Date();

    const audit = rowsOf<{ event: string }>(
      await app.database.db.execute(
        sql`select event from audit_log where user_id = ${p.uid} and event like 'rg_limit%' order by id`,
      ),
    ).map((row) => row.event);
    expect(audit).toEqual([
      'rg_limit_set',
      'rg_limit_set',
      'rg_limit_change_requested',
      'rg_limit_confirmed',
      'rg_limit_change_requested',
      'rg_limit_change_cancelled',
      'rg_limit_change_requested',
      'rg_limit_confirmed',
    ]);
  });

  it('refuses amounts outside the bounds with a field error and changes nothing', async () => {
    const p = await player(0);
    for (const [kind, period, amount] of [
      ['deposit', 'day', 99],
      ['loss', 'week', 100_000_000_01],
      ['session', 'session', 4],
      ['session', 'session', 24 * 60 + 1],
    ] as const) {
      const { body } = await setLimit(p, kind, period, amount);
      expect(body).toMatchObject({
        result: false,
        data: { fields: { amount: translate('amount_out_of_range', 'tr') } },
      });
    }
    expect((await setLimit(p, 'wager', 'session', 1_000)).body.result).toBe(false);
    expect(await listLimits(app.database.db, p.uid, clock)).toEqual([]);
    const session = await setLimit(p, 'session', 'session', 30);
    expect(session.body.data).toMatchObject({ kind: 'session', amount: 30, resetsAt: null });
  });
});

describe("the wallet's bet path", () => {
  it('takes a seamless bet just under and at the wager limit and refuses one over it, with the message', async () => {
    const p = await player();
    await setLimit(p, 'wager', 'day', 10_000);
    const studioCalls = await providerRound(p.uid);
    expect((await studioCalls.bet(4_000)).body).toMatchObject({ status: 'OK' });
    const under = await studioCalls.bet(5_999);
    expect(under.body).toMatchObject({ status: 'OK' });
    // A replay of a bet already taken passes: it moves nothing.
    expect((await studioCalls.bet(5_999, under.roundId, under.transactionId)).body).toMatchObject({
      status: 'OK',
    });
    const over = await studioCalls.bet(2);
    expect(over.body).toMatchObject({ status: 'ERROR', code: 'RESPONSIBLE_GAMING' });
    expect(String(over.body.message)).toContain('daily wager limit');
    expect((await studioCalls.bet(1)).body).toMatchObject({ status: 'OK' });
    expect((await usage(p.uid)).wagered).toBe(10_000);
  });

  it('counts wins and rollbacks against the loss limit: the loss is what was staked less what came back', async () => {
    const p = await player();
    await setLimit(p, 'loss', 'week', 1_000);
    const calls = await providerRound(p.uid);
    const first = await calls.bet(1_000);
    expect(first.body).toMatchObject({ status: 'OK' });
    expect((await calls.bet(1)).body).toMatchObject({ code: 'RESPONSIBLE_GAMING' });
    await calls.win(first.roundId, 600);
    expect((await calls.bet(601)).body).toMatchObject({ code: 'RESPONSIBLE_GAMING' });
    const second = await calls.bet(600);
    expect(second.body).toMatchObject({ status: 'OK' });
    expect((await calls.rollback(second.roundId, second.transactionId)).body).toMatchObject({
      status: 'OK',
    });
    expect((await calls.bet(600)).body).toMatchObject({ status: 'OK' });
    expect(await usage(p.uid)).toEqual({ wagered: 2_200, returned: 1_200 });
  });

  it('seeds a first limit from what the player already did this period', async () => {
    const p = await player();
    const calls = await providerRound(p.uid);
    expect((await calls.bet(3_000)).body).toMatchObject({ status: 'OK' });
    await setLimit(p, 'wager', 'month', 5_000);
    expect((await calls.bet(2_001)).body).toMatchObject({ code: 'RESPONSIBLE_GAMING' });
    expect((await calls.bet(2_000)).body).toMatchObject({ status: 'OK' });
    const [limit] = await listLimits(app.database.db, p.uid, clock);
    expect(limit).toMatchObject({ kind: 'wager', period: 'month', used: 5_000 });
  });

  it('leaves a player without limits alone', async () => {
    const p = await player();
    const calls = await providerRound(p.uid);
    for (const amount of [50_000, 50_000, 100_000])
      expect((await calls.bet(amount)).body).toMatchObject({ status: 'OK' });
    expect(await usage(p.uid)).toEqual({ wagered: 0, returned: 0 });
  });

  it('refuses an in-house slot spin, roulette spin and blackjack deal over the wager limit in the game language', async () => {
    const slot = await findGame(app.database, 'slot', 'medium');
    const roulette = await findGame(app.database, 'roulette');
    const blackjack = await findGame(app.database, 'blackjack');
    type Play = (stake: number) => [string, object];
    const plays: [typeof slot, Play][] = [
      [slot, (stake) => ['/slot/spin', { bet: stake, requestId: randomUUID() }]],
      [
        roulette,
        (stake) => [
          '/roulette/spin',
          { bets: [{ type: 'red', amount: stake }], requestId: randomUUID() },
        ],
      ],
      [blackjack, (stake) => ['/blackjack/deal', { bet: stake, requestId: randomUUID() }]],
    ];
    for (const [game, play] of plays) {
      const p = await player();
      const stake = Math.max(game.minBet, 100);
      await setLimit(p, 'wager', 'day', stake * 2);
      for (const lang of ['en', 'tr'] as const) {
        const client = await openGame(app, p, game.id, lang);
        if (lang === 'en') {
          const [path, body] = play(stake);
          expect((await client.post(path, body)).status, path).toBe(200);
          // A hand waiting for a decision (insurance too) would refuse the next deal for itself.
          if (path === '/blackjack/deal') await finishHand(client);
          const [againPath, again] = play(stake);
          const second = await client.post(againPath, again);
          expect(second.status, againPath).toBe(200);
          if (againPath === '/blackjack/deal') await finishHand(client);
        }
        const [path, body] = play(stake);
        const refused = await client.post(path, body);
        expect(refused.status, path).toBe(403);
        expect(refused.body.error.code).toBe('rg_wager_limit_reached');
        const limit = {
          kind: 'wager',
          period: 'day',
          amount: stake * 2,
          used: stake * 2,
          resetsAt: periodEnd('day'),
        };
        expect(refused.body.error.data).toEqual({ limit });
        expect(refused.body.error.message).toBe(
          translate('rg_wager_limit_reached', lang, { limit }),
        );
      }
    }
    expect((await checkLedger(app.database.db)).violations).toEqual([]);
  });
});
