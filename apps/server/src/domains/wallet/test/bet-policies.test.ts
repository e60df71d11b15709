import { sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { translate, type MessageKey } from '@lale/contract/messages';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf, type Database } from '../../../db/client.ts';
import { plugBetPolicies } from '../../../app-bet-policies.ts';
import { grantForDeposit } from '../../bonus/api.ts';
import {
  balanceOf,
  createSeamlessWallet,
  houseFor,
  playerCash,
  playerRefusalOf,
  plugBetPolicy,
  transfer,
} from '../api.ts';
import { walletTransport } from '../http/wallet-transport.ts';
import { Refusal, refusals } from '../../../platform/refusal.ts';
import { createTestDatabase } from '../../../../test/support/test-database.ts';
import { signedInPlayer } from '../../../../test/support/players.ts';
import { fund } from '../../../../test/support/wallet-fixture.ts';

/**
 * The wallet's port for the rules that refuse a bet (issue 33, item 6): the wallet knows no
 * limit, break or bonus term; their guards raise inside its database statement, and the rules
 * plugged in by the composition (app-bet-policies.ts) tell what the player reads.
 */

const TL = 100;
let database: Database;
let drop: () => Promise<void>;
let game: string;
const wallet = createSeamlessWallet();
let serial = 0;

beforeAll(async () => {
  ({ database, drop } = await createTestDatabase({ seed: true }));
  const [row] = rowsOf<{ id: number }>(
    await database.db.execute(sql`select id from games where type = 'slot' order by id limit 1`),
  );
  game = `casino:${row!.id}`;
});
afterAll(() => drop());

async function player(cash: number): Promise<number> {
  const { uid } = await signedInPlayer(database);
  if (cash > 0) await fund(database.db, uid, cash);
  return uid;
}

async function wagerLimited(cash: number, limit: number): Promise<number> {
  const uid = await player(cash);
  await database.db.execute(sql`insert into rg_limits (user_id, kind, period, amount, set_at)
    values (${uid}, 'wager', 'day', ${limit}, now())`);
  return uid;
}

/** What a seamless bet threw (null: it was taken). */
async function bet(uid: number, amount: number): Promise<unknown> {
  serial++;
  return wallet
    .bet(database.db, {
      provider: 'lale',
      playerId: uid,
      roundId: `policy-r${serial}`,
      gameId: game,
      transactionId: `policy-b${serial}`,
      amount,
    })
    .then(
      () => null,
      (error: unknown) => error,
    );
}

function sqlState(error: unknown): unknown {
  for (let e = error; e instanceof Error; e = (e as { cause?: unknown }).cause)
    if ((e as { code?: unknown }).code) return (e as { code?: unknown }).code;
  return null;
}

/** The refusal as the player reads it, in both languages. */
function told(refusal: Refusal) {
  const code = refusal.code as MessageKey;
  return { tr: translate(code, 'tr', refusal.data), en: translate(code, 'en', refusal.data) };
}

describe('the wallet knows no limit of its own', () => {
  it('asks the rule plugged in for its kind: another rule there, another refusal', async () => {
    const uid = await wagerLimited(50 * TL, 10 * TL);
    // A stand-in for responsible gaming that tells its guard's error (LR001) differently.
    plugBetPolicy({
      kind: 'responsible_gaming',
      refusalOf: (error) =>
        sqlState(error) === 'LR001' ? refusals.forbidden('not_authorized') : null,
      made: (refusal) => refusal.code === 'not_authorized',
    });
    try {
      const error = await bet(uid, 10 * TL + 1);
      expect(error).toMatchObject({ kind: 'forbidden', code: 'not_authorized' });
    } finally {
      plugBetPolicies();
    }
    expect((await balanceOf(database.db, uid)).cash).toBe(50 * TL);
  });
});

describe('the rules the composition plugs in', () => {
  beforeAll(() => plugBetPolicies());

  it("turns a bet over the player's wager limit, refused inside the statement, into the limit's refusal", async () => {
    const uid = await wagerLimited(50 * TL, 10 * TL);
    const refusal = await bet(uid, 10 * TL + 1);
    expect(refusal).toBeInstanceOf(Refusal);
    expect(refusal).toMatchObject({
      kind: 'forbidden',
      code: 'rg_wager_limit_reached',
      data: { limit: { kind: 'wager', period: 'day', amount: 10 * TL, used: 0 } },
    });
    const { tr, en } = told(refusal as Refusal);
    expect(en).toMatch(
      /^This bet would exceed your .+ wager limit \(.+\)\. Your limit resets on .+\.$/,
    );
    expect(tr).toMatch(/^Bu bahis .+ bahis limitinizi \(.+\) aşıyor\./);
    expect(`${tr} ${en}`).not.toContain('{');
    expect((await balanceOf(database.db, uid)).cash).toBe(50 * TL);
    // At the limit the bet is taken.
    expect(await bet(uid, 10 * TL)).toBeNull();
  });

  it('turns a bet during a self-exclusion into the break refusal with its end', async () => {
    const uid = await player(50 * TL);
    const endsAt = new Date(Date.now() + 180 * 86_400_000);
    await database.db.execute(sql`insert into rg_breaks
      (user_id, kind, duration, started_at, ends_at)
      values (${uid}, 'self_exclusion', '6m', now() - interval '1 minute', ${endsAt.toISOString()})`);
    const refusal = await bet(uid, TL);
    expect(refusal).toMatchObject({ kind: 'forbidden', code: 'rg_self_excluded' });
    expect(new Date(String((refusal as Refusal).data?.endsAt)).getTime()).toBe(endsAt.getTime());
    expect(told(refusal as Refusal).en).toMatch(/^You have excluded yourself from play: .+\.$/);
    expect((await balanceOf(database.db, uid)).cash).toBe(50 * TL);
  });

  it("turns a bet over a wagering bonus's maximum into the bonus's refusal", async () => {
    const { uid } = await signedInPlayer(database);
    await database.db.execute(sql`update users set promotion_code = 'HOSGELDIN' where id = ${uid}`);
    await fund(database.db, uid, 1_000 * TL, `policy-deposit:${uid}`);
    await grantForDeposit(
      database.db,
      { id: 800_000 + uid, userId: uid, amount: 1_000 * TL, methodId: 1 },
      new Date(),
    );
    const before = await balanceOf(database.db, uid);
    const refusal = await bet(uid, 100 * TL + 1);
    expect(refusal).toMatchObject({
      kind: 'forbidden',
      code: 'bonus_max_bet',
      data: { maxBet: 100 * TL },
    });
    expect(await balanceOf(database.db, uid)).toEqual(before);
  });

  it("turns a ledger transfer over the player's deposit limit into the limit's refusal", async () => {
    const uid = await player(0);
    await database.db.execute(sql`insert into rg_limits (user_id, kind, period, amount, set_at)
      values (${uid}, 'deposit', 'day', ${20 * TL}, now())`);
    const error = await transfer(database.db, {
      debit: houseFor(uid),
      credit: playerCash(uid),
      amount: 20 * TL + 1,
      kind: 'deposit',
      idempotencyKey: `policy-deposit-over:${uid}`,
    }).then(
      () => null,
      (e: unknown) => e,
    );
    expect(playerRefusalOf(error)).toMatchObject({
      code: 'rg_deposit_limit_reached',
      data: { limit: { kind: 'deposit', amount: 20 * TL } },
    });
    expect((await balanceOf(database.db, uid)).cash).toBe(0);
  });

  it("tells an outside studio each rule's refusal under its provider wallet code, in English", async () => {
    const limited = (await bet(await wagerLimited(50 * TL, 10 * TL), 10 * TL + 1)) as Refusal;
    const request = {} as FastifyRequest;
    expect(walletTransport.refusal(limited, request)).toEqual({
      status: 200,
      body: { status: 'ERROR', code: 'RESPONSIBLE_GAMING', message: told(limited).en },
    });
    const overBonus = refusals.forbidden('bonus_max_bet', { maxBet: 100 * TL });
    expect(walletTransport.refusal(overBonus, request)).toEqual({
      status: 200,
      body: { status: 'ERROR', code: 'BONUS_RULE', message: told(overBonus).en },
    });
    // Anything else of the site's catalogue is no rule's: the transport has no words for it.
    expect(walletTransport.refusal(refusals.forbidden('not_authorized'), request)).toBeNull();
  });
});
