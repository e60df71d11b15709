import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../../../db/client.ts';
import { checkLedger } from '../../wallet/check-ledger.ts';
import { bankAccountForm } from '../../../../test/support/cashier-fixtures.ts';
import { fund } from '../../../../test/support/studio.ts';
import { signedInPlayer, type SignedInPlayer } from '../../../../test/support/players.ts';
import { createTestApp, type TestApp } from '../../../../test/support/test-app.ts';
import { newKey } from '../../../../test/support/coupons.ts';
import {
  accounts,
  bonusRows,
  pauseAll,
  testDefinition,
} from '../../../../test/support/bonus-fixture.ts';

/**
 * Issue 38, item 1: a withdrawal that would forfeit a wagering bonus is refused until the
 * player has accepted losing it, with the bonus's name and the money it holds in the message;
 * accepted, the request is held and the bonus forfeited in the same transaction.
 */
const TL = 100;

let app: TestApp;
let forfeiting: number;
let keeping: number;

beforeAll(async () => {
  app = await createTestApp();
  await pauseAll(app.database.db);
  forfeiting = await testDefinition(app.database, {
    trigger: 'claim',
    cap: 250 * TL,
    wageringMultiple: 10,
    name: { tr: 'Hoş Geldin Bonusu', en: 'Welcome Bonus' },
    forfeitOnWithdrawal: true,
  });
  keeping = await testDefinition(app.database, {
    trigger: 'claim',
    cap: 40 * TL,
    wageringMultiple: 10,
    forfeitOnWithdrawal: false,
  });
}, 300_000);
afterAll(() => app.close());

const as = (player: SignedInPlayer) => ({ cookies: player.cookies });

/** A player with 300 TL cash, a saved bank account and the claimed bonus wagering. */
async function playerWithBonus(definitionId: number) {
  const player = await signedInPlayer(app.database);
  await fund(app.database, player.uid, 300 * TL);
  const claim = { definitionId, requestKey: newKey() } as never;
  const claimed = await app.call('bonus', 'claim', claim, as(player));
  if (!claimed.body.result) throw new Error(JSON.stringify(claimed.body));
  const saved = await app.call('finance', 'save_bank_account', bankAccountForm(), as(player));
  if (!saved.body.result) throw new Error(JSON.stringify(saved.body));
  return { player, bankAccountID: saved.body.data.bankAccountID };
}

function withdraw(
  { player, bankAccountID }: { player: SignedInPlayer; bankAccountID: number },
  extra: { acceptBonusForfeit?: boolean; Lang?: string } = {},
) {
  return app.call(
    'prepayServices',
    'processTransaction',
    {
      Type: 2,
      methodID: 201,
      amount: 100 * TL,
      identityValidityDate: '2031-01-01',
      bankAccountID,
      requestKey: newKey(),
      ...extra,
    } as never,
    as(player),
  );
}

async function withdrawalsOf(uid: number) {
  return rowsOf<{ id: number }>(
    await app.database.db.execute(
      sql`select id from cashier_requests where user_id = ${uid} and kind = 'withdrawal'`,
    ),
  );
}

describe('a withdrawal while a bonus wagers', () => {
  it('tells the player which bonus it would forfeit and how much (list_bonuses)', async () => {
    const holder = await playerWithBonus(forfeiting);
    const { body } = await app.call('bonus', 'list_bonuses', { Lang: 'en' }, as(holder.player));
    if (!body.result) throw new Error(JSON.stringify(body));
    expect(body.data.bonusBalance).toBe(250 * TL);
    expect(body.data.active).toEqual([
      expect.objectContaining({ name: 'Welcome Bonus', forfeitOnWithdrawal: true }),
    ]);
  });

  it('is refused without the player accepting the forfeit, naming the bonus and the amount, in tr and en; nothing changes', async () => {
    const holder = await playerWithBonus(forfeiting);
    const tr = await withdraw(holder);
    expect(tr.body).toMatchObject({
      result: false,
      debug: 'withdrawal_forfeits_bonus',
      data: { bonusName: { tr: 'Hoş Geldin Bonusu', en: 'Welcome Bonus' }, bonusAmount: 250 * TL },
    });
    expect(tr.body.message).toContain('“Hoş Geldin Bonusu”');
    expect(tr.body.message).toMatch(/250,00 bonus bakiyeniz silinir/);
    const en = await withdraw(holder, { Lang: 'en', acceptBonusForfeit: false });
    expect(en.body).toMatchObject({ result: false, debug: 'withdrawal_forfeits_bonus' });
    expect(en.body.message).toMatch(
      /^This withdrawal cancels your wagering bonus “Welcome Bonus” and the \S+\s?250\.00 of bonus money it holds is lost\. You can only send it after confirming this\.$/,
    );

    expect(await withdrawalsOf(holder.player.uid)).toEqual([]);
    expect((await bonusRows(app.database.db, holder.player.uid))[0]).toMatchObject({
      status: 'wagering',
    });
    expect(await accounts(app.database.db, holder.player.uid)).toEqual({
      cash: 300 * TL,
      bonus: 250 * TL,
    });
  });

  it('once accepted, holds the amount and forfeits the bonus to the house', async () => {
    const holder = await playerWithBonus(forfeiting);
    const { body } = await withdraw(holder, { acceptBonusForfeit: true });
    expect(body).toMatchObject({ result: true, data: { status: 'New', amount: 100 * TL } });
    expect(await withdrawalsOf(holder.player.uid)).toHaveLength(1);
    expect((await bonusRows(app.database.db, holder.player.uid))[0]).toMatchObject({
      status: 'forfeited',
    });
    expect(await accounts(app.database.db, holder.player.uid)).toEqual({
      cash: 200 * TL,
      bonus: 0,
    });
    expect((await checkLedger(app.database.db)).violations).toEqual([]);
  });

  it('asks nothing when the bonus survives withdrawals, or when no bonus wagers', async () => {
    const keeper = await playerWithBonus(keeping);
    const kept = await withdraw(keeper);
    expect(kept.body).toMatchObject({ result: true });
    expect((await bonusRows(app.database.db, keeper.player.uid))[0]).toMatchObject({
      status: 'wagering',
    });

    const player = await signedInPlayer(app.database);
    await fund(app.database, player.uid, 300 * TL);
    const saved = await app.call('finance', 'save_bank_account', bankAccountForm(), as(player));
    if (!saved.body.result) throw new Error(JSON.stringify(saved.body));
    const plain = await withdraw({ player, bankAccountID: saved.body.data.bankAccountID });
    expect(plain.body).toMatchObject({ result: true });
  });
});
