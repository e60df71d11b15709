import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../../db/client.ts';
import { claimBonus } from '../claim.ts';
import { myBonuses } from '../my-bonuses.ts';
import { checkLedger } from '../../wallet/check-ledger.ts';
import { Refusal } from '../../../platform/refusal.ts';
import { createTestDatabase } from '../../../../test/support/test-database.ts';
import { signedInPlayer } from '../../../../test/support/players.ts';
import {
  accounts,
  bonusRows,
  definitionId,
  deposit,
  gameOfType,
  playRound,
} from '../../../../test/support/bonus-fixture.ts';

let database: Database;
let drop: () => Promise<void>;
let slot: string;
const TL = 100;

beforeAll(async () => {
  ({ database, drop } = await createTestDatabase({ seed: true }));
  slot = await gameOfType(database.db, 'slot');
});
afterAll(() => drop());

async function refusalOf(work: Promise<unknown>): Promise<Refusal> {
  const error = await work.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(Refusal);
  return error as Refusal;
}

async function player(promotionCode: string | null = null) {
  const { uid } = await signedInPlayer(database);
  if (promotionCode)
    await database.db.execute(
      sql`update users set promotion_code = ${promotionCode} where id = ${uid}`,
    );
  return uid;
}

describe('the welcome bonus: 50% of the first deposit up to 999 TL, wagering 10×', () => {
  it('pays the code given at registration, capped at 999 TL, into the bonus account', async () => {
    const uid = await player('hosgeldin');
    await deposit(database.db, uid, 3_000 * TL);
    const welcomeId = await definitionId(database.db, 'welcome');
    const [welcome] = (await bonusRows(database.db, uid)).filter(
      (b) => Number(b.definition_id) === welcomeId,
    );
    expect(welcome).toMatchObject({ status: 'wagering' });
    expect(Number(welcome!.amount)).toBe(999 * TL);
    expect(Number(welcome!.required)).toBe(9_990 * TL);
    // The 20% deposit bonus is opt-in: without its code nothing more is paid.
    expect(await accounts(database.db, uid)).toEqual({ cash: 3_000 * TL, bonus: 999 * TL });
  });

  it('pays nothing without the opt-in, below the minimum, or on a later deposit', async () => {
    const noCode = await player();
    await deposit(database.db, noCode, 1_000 * TL);
    expect((await accounts(database.db, noCode)).bonus).toBe(0);

    const small = await player('HOSGELDIN');
    await deposit(database.db, small, 99 * TL);
    expect((await accounts(database.db, small)).bonus).toBe(0);
    await deposit(database.db, small, 1_000 * TL);
    // Not the first deposit any more: nothing.
    expect(await accounts(database.db, small)).toEqual({ cash: 1_099 * TL, bonus: 0 });
  });

  it('opts in once by the claim button; a second claim is refused and changes nothing', async () => {
    const uid = await player();
    const welcome = await definitionId(database.db, 'welcome');
    expect(await claimBonus(database.db, uid, { definitionId: welcome }, new Date(), 'tr')).toEqual(
      { granted: null, definitionId: welcome },
    );
    await deposit(database.db, uid, 200 * TL);
    expect((await accounts(database.db, uid)).bonus).toBe(100 * TL);
    const again = await refusalOf(
      claimBonus(database.db, uid, { definitionId: welcome }, new Date(), 'en'),
    );
    expect(again.code).toBe('bonus_already_claimed');
    expect(await bonusRows(database.db, uid)).toHaveLength(1);
  });

  it('refuses a bet over 100 TL while wagering, with the maximum named, and takes nothing', async () => {
    const uid = await player('HOSGELDIN');
    await deposit(database.db, uid, 1_000 * TL);
    const before = await accounts(database.db, uid);
    const refused = await playRound(database.db, uid, slot, 100 * TL + 1);
    expect(refused).toBeInstanceOf(Refusal);
    expect((refused as Refusal).code).toBe('bonus_max_bet');
    expect((refused as Refusal).data).toEqual({ maxBet: 100 * TL });
    expect(await accounts(database.db, uid)).toEqual(before);
    expect(await playRound(database.db, uid, slot, 100 * TL)).toBeNull();
  });

  it('shows the player progress, expiry and terms in their language', async () => {
    const uid = await player('HOSGELDIN');
    await deposit(database.db, uid, 400 * TL);
    await playRound(database.db, uid, slot, 50 * TL);
    const mine = await myBonuses(database.db, uid, 'en');
    expect(mine.bonusBalance).toBe(200 * TL);
    expect(mine.active).toHaveLength(1);
    expect(mine.active[0]).toMatchObject({
      name: '50% Welcome Bonus',
      amount: 200 * TL,
      required: 2_000 * TL,
      wagered: 50 * TL,
    });
    expect(mine.active[0]!.terms).toContain('999 TRY');
  });
});

describe('the casino discount: 30% of last week’s net casino loss, once a week', () => {
  it('pays 30% of the loss as cash, once, however many claims arrive together', async () => {
    const uid = await player();
    await deposit(database.db, uid, 1_000 * TL);
    await playRound(database.db, uid, slot, 300 * TL, 100 * TL); // net loss 200 TL
    const discount = await definitionId(database.db, 'casino-discount');
    const nextWeek = new Date(Date.now() + 7 * 86_400_000);
    const results = await Promise.allSettled(
      Array.from({ length: 5 }, () =>
        claimBonus(database.db, uid, { definitionId: discount }, nextWeek, 'tr'),
      ),
    );
    const granted = results.filter((r) => r.status === 'fulfilled');
    expect(granted).toHaveLength(1);
    for (const r of results)
      if (r.status === 'rejected') expect((r.reason as Refusal).code).toBe('bonus_already_claimed');
    expect((await accounts(database.db, uid)).cash).toBe(1_000 * TL - 200 * TL + 60 * TL);
    expect((await checkLedger(database.db)).violations).toEqual([]);
  });

  it('refuses a claim without a loss, and this week’s play counts only next week', async () => {
    const uid = await player();
    await deposit(database.db, uid, 100 * TL);
    const discount = await definitionId(database.db, 'casino-discount');
    expect(
      (await refusalOf(claimBonus(database.db, uid, { definitionId: discount }, new Date(), 'tr')))
        .code,
    ).toBe('bonus_no_loss');
  });
});

describe('the 20% deposit bonus without wagering', () => {
  it('pays nothing to a player who has not joined', async () => {
    const uid = await player();
    await deposit(database.db, uid, 1_000 * TL);
    expect(await accounts(database.db, uid)).toEqual({ cash: 1_000 * TL, bonus: 0 });
  });

  it('pays 20% of every deposit from 50 TL, up to 500 TL, as cash at once, once joined', async () => {
    const uid = await player();
    // Joined by its code, in whatever case it is typed.
    await claimBonus(database.db, uid, { code: 'yatirim20' }, new Date(), 'tr');
    await deposit(database.db, uid, 49 * TL);
    await deposit(database.db, uid, 100 * TL);
    await deposit(database.db, uid, 5_000 * TL);
    expect(await accounts(database.db, uid)).toEqual({
      cash: 49 * TL + 100 * TL + 20 * TL + 5_000 * TL + 500 * TL,
      bonus: 0,
    });
    const history = await database.db.execute(
      sql`select count(*)::int as n from player_transactions where user_id = ${uid} and category_id = 3`,
    );
    expect((history as unknown as { rows: { n: number }[] }).rows[0]!.n).toBe(2);
  });
});

describe('hostile claims', () => {
  it('refuses unknown codes and definitions, and paused ones, changing nothing', async () => {
    const uid = await player();
    expect(
      (await refusalOf(claimBonus(database.db, uid, { code: 'NOPE123' }, new Date(), 'tr'))).code,
    ).toBe('bonus_code_unknown');
    expect(
      (await refusalOf(claimBonus(database.db, uid, { definitionId: 987_654 }, new Date(), 'tr')))
        .code,
    ).toBe('bonus_code_unknown');
    const welcome = await definitionId(database.db, 'welcome');
    await database.db.execute(
      sql`update bonus_definitions set status = 'paused' where id = ${welcome}`,
    );
    try {
      expect(
        (await refusalOf(claimBonus(database.db, uid, { code: 'hosgeldin' }, new Date(), 'tr')))
          .code,
      ).toBe('bonus_not_available');
    } finally {
      await database.db.execute(
        sql`update bonus_definitions set status = 'active' where id = ${welcome}`,
      );
    }
    expect(await bonusRows(database.db, uid)).toEqual([]);
  });
});
