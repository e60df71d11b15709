import { sql } from 'drizzle-orm';
import { withTransaction, type Db } from '../../../db/client.ts';
import { houseFor, ownerOf } from '../accounts.ts';
import { balanceOf } from '../balance.ts';
import { balanceMoved } from '../balance-events.ts';
import { contributionArgs } from '../jackpots/jackpots.ts';
import { providerTokenHash } from './provider-sessions.ts';
import { refundStake } from './refund-stake.ts';
import { settleInOneStatement } from './settle-in-one-statement.ts';
import type { RoundMoneyCall, SeamlessWallet } from './seamless-port.ts';
import { seamlessRepository as repo, type WalletTransaction } from './seamless.repository.ts';
import { refusals } from '../../../platform/refusal.ts';
import { currentLog } from '../../../platform/request-log.ts';
import { countMoney } from '../wallet-metrics.ts';

type Req<M extends keyof SeamlessWallet> = Parameters<SeamlessWallet[M]>[1];
type Res<M extends keyof SeamlessWallet> = Awaited<ReturnType<SeamlessWallet[M]>>;

const ID = /^[\w.:-]{1,100}$/;
const MAX_AMOUNT = 1_000_000_000_00;

function requireId(value: unknown): void {
  if (typeof value !== 'string' || !ID.test(value)) throw refusals.wallet('INVALID_REQUEST');
}

function requireAmount(value: unknown, allowZero: boolean): void {
  if (
    typeof value !== 'number' ||
    !Number.isSafeInteger(value) ||
    value < (allowZero ? 0 : 1) ||
    value > MAX_AMOUNT
  )
    throw refusals.wallet('INVALID_REQUEST');
}

function requirePlayerId(value: unknown): void {
  if (typeof value !== 'number' || !Number.isSafeInteger(value) || value <= 0)
    throw refusals.wallet('INVALID_REQUEST');
}

/** The ledger's idempotency key of a provider transaction: one movement per transaction id. */
export const ledgerKey = (provider: string, transactionId: string) =>
  `seamless:${provider}:${transactionId}`;
export const roundReference = (provider: string, roundId: string) => `${provider}:${roundId}`;

/** A replay must be the same request; the stored first answer is returned. */
function replayed<T>(existing: WalletTransaction, matches: boolean): T {
  if (existing.kind === 'bet' && existing.status === 'cancelled')
    throw refusals.wallet('TRANSACTION_ROLLED_BACK');
  if (!matches || existing.response === null) throw refusals.wallet('TRANSACTION_CONFLICT');
  return existing.response as T;
}

const productOf = (req: RoundMoneyCall) => req.product ?? req.provider;

function logSettled(kind: 'bet' | 'win', req: RoundMoneyCall, transferId: string | null): void {
  currentLog()?.debug(
    {
      provider: req.provider,
      transactionId: req.transactionId,
      roundId: req.roundId,
      playerId: req.playerId,
      amount: req.amount,
      transferId,
    },
    `seamless ${kind}`,
  );
}

/**
 * What follows a bet `seamless_bet` took (here, or inside another domain's statement): the
 * player's balance announced and the money counted once the transaction commits, and the log.
 */
export function betTaken(
  tx: Db,
  req: RoundMoneyCall,
  transferId: string,
  contributions: readonly { kind: 'jackpot_contribution'; amount: number }[] = [],
): void {
  balanceMoved(tx, [req.playerId]);
  countMoney(tx, {
    transfers: [{ kind: 'bet', amount: req.amount }, ...contributions],
    bet: { product: productOf(req), amount: req.amount },
  });
  logSettled('bet', req, transferId);
}

/** What follows a win `seamless_win` paid (or a round it closed with nothing won). */
export function winTaken(tx: Db, req: RoundMoneyCall, transferId: string | null): void {
  if (req.amount > 0) {
    balanceMoved(tx, [req.playerId]);
    countMoney(tx, {
      transfers: [{ kind: 'win', amount: req.amount }],
      win: { product: productOf(req), amount: req.amount },
    });
  }
  logSettled('win', req, transferId);
}

export class SeamlessWalletService implements SeamlessWallet {
  authenticate(tx: Db, req: Req<'authenticate'>): Promise<Res<'authenticate'>> {
    return withTransaction(tx, async (db) => {
      await this.checkParties(db, req.provider, req.playerId);
      const { available } = await balanceOf(db, req.playerId);
      return { playerId: req.playerId, currency: 'TRY' as const, balance: available };
    });
  }

  balance(tx: Db, req: Req<'balance'>): Promise<Res<'balance'>> {
    return withTransaction(tx, async (db) => {
      await this.checkParties(db, req.provider, req.playerId);
      return { balance: (await balanceOf(db, req.playerId)).available };
    });
  }

  async bet(tx: Db, req: Req<'bet'>): Promise<Res<'bet'>> {
    requireId(req.transactionId);
    requireId(req.roundId);
    requireId(req.gameId);
    requireAmount(req.amount, false);
    requirePlayerId(req.playerId);
    const tokenHash = req.session ? providerTokenHash(req.session.token) : null;
    if (req.session && !tokenHash) throw refusals.wallet('INVALID_TOKEN');
    const jackpots = req.feedsJackpots ? contributionArgs(req.amount, req.playerId) : null;
    const answer = await settleInOneStatement<Res<'bet'>>(
      tx,
      sql`select seamless_bet(${req.provider}, ${req.transactionId}, ${req.roundId}, ${req.gameId},
        ${req.playerId}, ${req.amount}, ${tokenHash}, ${(req.session?.now ?? new Date()).toISOString()},
        ${ownerOf(houseFor(req.playerId))}, ${ledgerKey(req.provider, req.transactionId)},
        ${roundReference(req.provider, req.roundId)}, ${jackpots?.pools ?? null}::text[],
        ${jackpots?.amounts ?? null}::bigint[]) as answer`,
    );
    if (!answer) return this.replay<Res<'bet'>>(tx, 'bet', req);
    const contributions = (jackpots?.shares ?? [])
      .filter((share) => share.amount > 0)
      .map((share) => ({ kind: 'jackpot_contribution' as const, amount: share.amount }));
    betTaken(tx, req, answer.transferId, contributions);
    return answer;
  }

  async win(tx: Db, req: Req<'win'>): Promise<Res<'win'>> {
    requireId(req.transactionId);
    requireId(req.roundId);
    requireId(req.gameId);
    requireAmount(req.amount, true);
    requirePlayerId(req.playerId);
    const answer = await settleInOneStatement<Res<'win'>>(
      tx,
      sql`select seamless_win(${req.provider}, ${req.transactionId}, ${req.roundId}, ${req.gameId},
        ${req.playerId}, ${req.amount}, ${ownerOf(houseFor(req.playerId))},
        ${ledgerKey(req.provider, req.transactionId)},
        ${roundReference(req.provider, req.roundId)}) as answer`,
    );
    if (!answer) return this.replay<Res<'win'>>(tx, 'win', req);
    winTaken(tx, req, answer.transferId);
    return answer;
  }

  rollback(tx: Db, req: Req<'rollback'>): Promise<Res<'rollback'>> {
    requireId(req.transactionId);
    requireId(req.roundId);
    requireId(req.rollbackTransactionId);
    requirePlayerId(req.playerId);
    return withTransaction(tx, async (db) => {
      const claimed = await repo.claim(db, {
        provider: req.provider,
        transactionId: req.transactionId,
        kind: 'rollback',
        userId: req.playerId,
        roundId: req.roundId,
        gameId: null,
        amount: 0,
        status: 'done',
        rolledBackTransactionId: req.rollbackTransactionId,
      });
      if (!claimed) {
        await this.checkParties(db, req.provider, req.playerId);
        const existing = (await repo.find(db, req.provider, req.transactionId))!;
        return replayed<Res<'rollback'>>(
          existing,
          existing.kind === 'rollback' &&
            existing.userId === req.playerId &&
            existing.rolledBackTransactionId === req.rollbackTransactionId,
        );
      }
      // Claiming the bet's id too: a bet still in flight makes us wait for it, and a bet that
      // never came is refused if it arrives later.
      const tombstone = await repo.claim(db, {
        provider: req.provider,
        transactionId: req.rollbackTransactionId,
        kind: 'bet',
        userId: req.playerId,
        roundId: req.roundId,
        gameId: null,
        amount: 0,
        status: 'cancelled',
      });
      let transferId: string | null = null;
      if (!tombstone) {
        const bet = (await repo.find(db, req.provider, req.rollbackTransactionId, true))!;
        if (bet.kind !== 'bet') throw refusals.wallet('UNKNOWN_TRANSACTION');
        if (bet.userId !== req.playerId) throw refusals.wallet('TRANSACTION_CONFLICT');
        if (bet.status === 'done') {
          transferId = await refundStake(db, {
            provider: req.provider,
            transactionId: req.rollbackTransactionId,
            playerId: req.playerId,
            amount: bet.amount,
            reference: roundReference(req.provider, bet.roundId ?? req.roundId),
            subject: bet.gameId,
            ledgerKey: ledgerKey(req.provider, req.rollbackTransactionId),
          });
          await repo.markRolledBack(db, req.provider, req.rollbackTransactionId);
        }
      }
      const response = { balance: (await balanceOf(db, req.playerId)).available };
      await repo.complete(db, req.provider, req.transactionId, { transferId, response });
      return response;
    });
  }

  /**
   * A bet or win whose transaction id was recorded before: the first answer when this is the
   * same call (same kind, player, round and amount), else the refusal `replayed` gives.
   */
  private replay<T>(tx: Db, kind: 'bet' | 'win', req: RoundMoneyCall): Promise<T> {
    return withTransaction(tx, async (db) => {
      await this.checkParties(db, req.provider, req.playerId);
      const existing = (await repo.find(db, req.provider, req.transactionId))!;
      return replayed<T>(
        existing,
        existing.kind === kind &&
          existing.userId === req.playerId &&
          existing.roundId === req.roundId &&
          existing.amount === req.amount,
      );
    });
  }

  private async checkParties(db: Db, provider: string, playerId: number): Promise<void> {
    if (typeof provider !== 'string' || !Number.isSafeInteger(playerId) || playerId <= 0)
      throw refusals.wallet('INVALID_REQUEST');
    const found = await repo.checkParties(db, provider, playerId);
    if (!found.provider) throw refusals.wallet('UNKNOWN_PROVIDER');
    if (!found.player) throw refusals.wallet('UNKNOWN_PLAYER');
  }
}
