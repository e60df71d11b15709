import { sql } from 'drizzle-orm';
import type { BonusDefinitionPayload } from '@lale/contract/bonus';
import { rowsOf, type Database, type Db } from '../../src/db/client.ts';
import { plugBetPolicies } from '../../src/app-bet-policies.ts';
import { grantForDeposit } from '../../src/domains/bonus/api.ts';
import { definitionsRepository } from '../../src/domains/bonus/definitions.repository.ts';
import { createSeamlessWallet, SeamlessError } from '../../src/domains/wallet/api.ts';
import { Refusal } from '../../src/platform/refusal.ts';
import { fund } from './wallet-fixture.ts';

// These tests compose the bonus and the wallet themselves, as buildApp does: the bonus's terms
// (its maximum bet) and the player's limits refuse through the wallet's port.
plugBetPolicies();
export const wallet = createSeamlessWallet();
let serial = 0;

/** A confirmed deposit as the cashier makes it: the ledger's credit, then the bonus trigger. */
export async function deposit(db: Db, userId: number, amount: number, now = new Date()) {
  serial++;
  const id = 900_000 + serial;
  await fund(db, userId, amount, `test-deposit:${id}`);
  return grantForDeposit(db, { id, userId, amount, methodId: 1 }, now);
}

/** One slot round: a bet and, when `win` is given, its win. Returns the refusal if refused. */
export async function playRound(
  db: Db,
  userId: number,
  gameId: string,
  stake: number,
  win = 0,
): Promise<Refusal | SeamlessError | null> {
  serial++;
  const base = { provider: 'lale', playerId: userId, roundId: `bonus-r${serial}`, gameId };
  try {
    await wallet.bet(db, { ...base, transactionId: `bonus-b${serial}`, amount: stake });
    await wallet.win(db, { ...base, transactionId: `bonus-w${serial}`, amount: win });
    return null;
  } catch (error) {
    if (error instanceof Refusal || error instanceof SeamlessError) return error;
    throw error;
  }
}

/** A bet its provider then rolls back. Returns the refusal if the bet is refused. */
export async function rolledBackRound(
  db: Db,
  userId: number,
  gameId: string,
  stake: number,
): Promise<Refusal | SeamlessError | null> {
  serial++;
  const base = { provider: 'lale', playerId: userId, roundId: `bonus-r${serial}` };
  try {
    await wallet.bet(db, { ...base, gameId, transactionId: `bonus-b${serial}`, amount: stake });
  } catch (error) {
    if (error instanceof Refusal || error instanceof SeamlessError) return error;
    throw error;
  }
  await wallet.rollback(db, {
    ...base,
    transactionId: `bonus-x${serial}`,
    rollbackTransactionId: `bonus-b${serial}`,
  });
  return null;
}

export async function gameOfType(db: Db, type: string): Promise<string> {
  const [row] = rowsOf<{ id: number }>(
    await db.execute(sql`select id from games where type = ${type} order by id limit 1`),
  );
  return `casino:${row!.id}`;
}

export async function definitionId(db: Db, code: string): Promise<number> {
  const [row] = rowsOf<{ id: number }>(
    await db.execute(sql`select id from bonus_definitions where code = ${code}`),
  );
  return Number(row!.id);
}

export async function accounts(db: Db, userId: number) {
  const rows = rowsOf<{ kind: string; balance: string | number }>(
    await db.execute(
      sql`select kind, credits_posted - debits_posted - debits_pending as balance
          from ledger_accounts where owner = ${String(userId)}`,
    ),
  );
  const of = (kind: string) => Number(rows.find((r) => r.kind === kind)?.balance ?? 0);
  return { cash: of('player_cash'), bonus: of('player_bonus') };
}

export async function bonusRows(db: Db, userId: number) {
  return rowsOf<{
    id: string;
    status: string;
    amount: string;
    required: string;
    wagered: string;
    closed_amount: string | null;
    definition_id: number;
  }>(await db.execute(sql`select * from player_bonuses where user_id = ${userId} order by id`));
}

/** A definition for tests, active from yesterday for a year. */
export async function testDefinition(
  database: Database,
  overrides: Partial<BonusDefinitionPayload>,
): Promise<number> {
  serial++;
  const now = Date.now();
  const id = await definitionsRepository.save(database.db, {
    code: `test-${serial}`,
    name: { tr: 'Test bonusu', en: 'Test bonus' },
    terms: { tr: 'Test koşulları', en: 'Test terms' },
    kind: 'deposit_match',
    trigger: 'any_deposit',
    percentage: 100,
    cap: 100_000,
    minDeposit: 0,
    wageringMultiple: 2,
    gameWeights: { slot: 100, table: 10 },
    expiryDays: 30,
    maxBet: null,
    eligibleMethods: null,
    oncePerPlayer: false,
    optInCode: null,
    stakeOrder: 'cash_first',
    forfeitOnWithdrawal: true,
    startsAt: new Date(now - 86_400_000).toISOString(),
    endsAt: new Date(now + 365 * 86_400_000).toISOString(),
    ...overrides,
  });
  return id!;
}

export async function pauseAll(db: Db) {
  await db.execute(sql`update bonus_definitions set status = 'paused'`);
}
