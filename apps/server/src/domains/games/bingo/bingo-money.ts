import { sql } from 'drizzle-orm';
import { rowsOf, type Db } from '../../../db/client.ts';
import { payRoundPrize, transfer, type AccountRef } from '../../wallet/api.ts';
import { payWin, placeBet } from '../shared/wallet-calls.ts';
import { STUDIO_PROVIDER, type StudioDeps } from '../shared/studio-deps.ts';
import type { BingoPurchaseRow } from './bingo-tickets.repository.ts';

/**
 * A bingo game's money in the ledger. A purchase is one wallet bet (its own wallet round, in
 * the player's game history); the house keeps its declared share simply by not paying it out;
 * stage prizes are wins on the purchase's round (the wallet's `payRoundPrize`), jackpots
 * transfers from the room's pool, and the jackpot contribution a transfer from the
 * house to the room's jackpot account, each under a key of its game, stage and ticket, so a
 * replayed call pays nothing twice.
 */
const HOUSE: AccountRef = { kind: 'house' };
const pool = (room: string): AccountRef => ({ kind: 'jackpot', pool: room });
const walletRound = (purchaseId: string) => `bingo:${purchaseId}`;

export function takeStake(
  deps: Pick<StudioDeps, 'wallet'>,
  tx: Db,
  purchase: Pick<BingoPurchaseRow, 'id' | 'userId' | 'gameKey' | 'amount'>,
): Promise<{ balance: number }> {
  return placeBet(deps.wallet, tx, {
    roundId: walletRound(purchase.id),
    index: 0,
    playerId: purchase.userId,
    gameId: purchase.gameKey,
    amount: purchase.amount,
    product: 'bingo',
  });
}

/** The purchases' wallet rounds end with the game (their prizes were paid as they came). */
export async function closePurchases(
  deps: Pick<StudioDeps, 'wallet'>,
  tx: Db,
  purchases: BingoPurchaseRow[],
): Promise<void> {
  for (const purchase of purchases)
    await payWin(deps.wallet, tx, {
      roundId: walletRound(purchase.id),
      playerId: purchase.userId,
      gameId: purchase.gameKey,
      amount: 0,
      product: 'bingo',
    });
}

/**
 * A stage prize is a win on the ticket's purchase, paid by the wallet as every win is (a ticket
 * bought with bonus money wins as the bonus stands); the jackpot comes from the room's pool.
 */
export async function payPrize(
  tx: Db,
  prize: { gameId: string; stage: string; ticketId: string; userId: number; amount: number },
  purchase: Pick<BingoPurchaseRow, 'id' | 'gameKey'>,
): Promise<void> {
  if (prize.amount <= 0) return;
  const key = `bingo:${prize.gameId}:${prize.stage}:${prize.ticketId}`;
  if (prize.stage !== 'jackpot') {
    await payRoundPrize(tx, {
      provider: STUDIO_PROVIDER,
      roundId: walletRound(purchase.id),
      playerId: prize.userId,
      amount: prize.amount,
      ledgerKey: key,
      reference: `bingo:${prize.gameId}`,
      subject: purchase.gameKey,
    });
    return;
  }
  await transfer(tx, {
    debit: pool(await roomOfGame(tx, prize.gameId)),
    credit: { kind: 'player_cash', userId: prize.userId },
    amount: prize.amount,
    kind: 'jackpot_award',
    reference: `bingo:${prize.gameId}`,
    subject: purchase.gameKey,
    idempotencyKey: key,
  });
}

export async function contribute(tx: Db, room: string, gameId: string, amount: number) {
  if (amount <= 0) return;
  await transfer(tx, {
    debit: HOUSE,
    credit: pool(room),
    amount,
    kind: 'jackpot_contribution',
    reference: `bingo:${gameId}`,
    idempotencyKey: `bingo:${gameId}:jackpot-contribution`,
  });
}

/** The house tops the room's jackpot up to its seed, once per game (the pool never waits empty). */
export async function topUpJackpot(tx: Db, room: string, gameId: string, seed: number) {
  const missing = seed - (await jackpotOf(tx, room));
  if (missing <= 0) return;
  await transfer(tx, {
    debit: HOUSE,
    credit: pool(room),
    amount: missing,
    kind: 'jackpot_seed',
    reference: `bingo:${gameId}`,
    idempotencyKey: `bingo:${gameId}:jackpot-seed`,
  });
}

/** The room's jackpot as it stands in the ledger. */
export async function jackpotOf(db: Db, room: string): Promise<number> {
  const [row] = rowsOf<{ balance: number | string }>(
    await db.execute(sql`select credits_posted - debits_posted - debits_pending as balance
      from ledger_accounts where kind = 'jackpot' and owner = ${room}`),
  );
  return Number(row?.balance ?? 0);
}

async function roomOfGame(tx: Db, gameId: string): Promise<string> {
  const [row] = rowsOf<{ room: string }>(
    await tx.execute(sql`select room from bingo_games where id = ${gameId}`),
  );
  return row!.room;
}
