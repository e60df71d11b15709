import type { CrashEvent } from '@lale/contract/live/crash-payloads';
import { cashoutPayout, halfCashoutPortion } from '@lale/games/crash';
import type { Db } from '../../../db/client.ts';
import { feedBigWin, type Publish } from '../feed/big-wins.ts';
import { payWin, placeBet } from '../shared/wallet-calls.ts';
import type { StudioDeps } from '../shared/studio-deps.ts';
import { crashBets, type CrashBetRow, type CrashCashoutRecord } from './crash-bets.repository.ts';
import type { CrashRoom } from './crash-rooms.ts';
import type { CrashRoundRow } from './crash-rounds.repository.ts';

/** What paying a crash bet needs: the wallet, and the live channel for the big-wins feed. */
export interface CrashMoneyDeps extends Pick<StudioDeps, 'wallet'> {
  publish: Publish;
}

/**
 * A crash bet's money in the seamless wallet. A bet rides as one leg, or as two halves where
 * the game offers half cash-out, each leg its own wallet round: a win closes a wallet round,
 * so the half cashed out first and the half still riding must be rounds of their own.
 */
export function legAmounts(stake: number, legs: 1 | 2): number[] {
  if (legs === 1) return [stake];
  const half = halfCashoutPortion(stake);
  return [half, stake - half];
}

const walletRound = (betId: string, leg: number) => `crash:${betId}:${leg}`;

/** Takes the stake, leg by leg, in the caller's transaction; refused as a whole. */
export async function takeStake(
  deps: Pick<StudioDeps, 'wallet'>,
  tx: Db,
  bet: Pick<CrashBetRow, 'id' | 'userId' | 'stake' | 'legs'>,
  gameId: string,
): Promise<number> {
  let balance = 0;
  for (const [leg, amount] of legAmounts(bet.stake, bet.legs).entries()) {
    ({ balance } = await placeBet(deps.wallet, tx, {
      roundId: walletRound(bet.id, leg),
      index: 0,
      playerId: bet.userId,
      gameId,
      amount,
      product: 'crash',
    }));
  }
  return balance;
}

/** The legs still riding: those no cash-out has closed yet. */
export function ridingLegs(bet: Pick<CrashBetRow, 'legs' | 'cashouts'>): number[] {
  const closed = new Set(bet.cashouts.flatMap((cashout) => cashout.legs));
  return [0, 1].slice(0, bet.legs).filter((leg) => !closed.has(leg));
}

/**
 * Pays the given legs at `atHundredths` (each leg rounded down to the kuruş on its own) and
 * returns the cash-out; the wallet's transaction ids make a retry pay nothing twice.
 */
export async function payLegs(
  deps: Pick<StudioDeps, 'wallet'>,
  tx: Db,
  bet: Pick<CrashBetRow, 'id' | 'userId' | 'stake' | 'legs'>,
  legs: number[],
  atHundredths: number,
  gameId: string,
): Promise<{ cashout: CrashCashoutRecord; balance: number }> {
  const amounts = legAmounts(bet.stake, bet.legs);
  let balance = 0;
  let payout = 0;
  let portion = 0;
  for (const leg of legs) {
    const won = atHundredths > 0 ? cashoutPayout(amounts[leg]!, atHundredths) : 0;
    ({ balance } = await payWin(deps.wallet, tx, {
      roundId: walletRound(bet.id, leg),
      playerId: bet.userId,
      gameId,
      amount: won,
      product: 'crash',
    }));
    payout += won;
    portion += amounts[leg]!;
  }
  return { cashout: { portion, atHundredths, payout, legs }, balance };
}

/** The game the wallet books a room's rounds under. */
const walletGame = (room: CrashRoom) => `casino:${room.catalogueId}`;

/** A cash-out to pay: legs of a bet at a multiplier. */
export interface Cashout {
  round: CrashRoundRow;
  bet: CrashBetRow;
  legs: number[];
  atHundredths: number;
  now: Date;
  /** The player's request that asks for it (none for the server's own cash-outs). */
  requestId?: string;
}

/**
 * Pays a cash-out in the caller's transaction, records it on the bet and announces it (`say`
 * goes out once the transaction commits); the players' route and the round's automatic
 * cash-outs both pay through it.
 */
export async function payCashout(
  deps: CrashMoneyDeps,
  room: CrashRoom,
  tx: Db,
  say: (event: CrashEvent) => void,
  { round, bet, legs, atHundredths, now, requestId }: Cashout,
): Promise<{ bet: CrashBetRow; balance: number }> {
  const paid = await payLegs(deps, tx, bet, legs, atHundredths, walletGame(room));
  const { balance } = paid;
  const cashout = requestId ? { ...paid.cashout, requestId } : paid.cashout;
  const riding = bet.riding - cashout.portion;
  const saved = await crashBets.save(tx, {
    id: bet.id,
    riding,
    cashouts: [...bet.cashouts, cashout],
    payout: bet.payout + cashout.payout,
    status: riding > 0 ? 'partly_cashed_out' : 'cashed_out',
    settledAt: riding > 0 ? null : now,
  });
  say({
    type: 'crash.cashout',
    roundId: round.id,
    betId: bet.id,
    player: bet.player,
    slot: bet.slot,
    atHundredths,
    payout: cashout.payout,
  });
  await feedBigWin(tx, deps.publish, {
    userId: bet.userId,
    gameId: room.room,
    gameName: room.name,
    multiplierHundredths: atHundredths,
    amount: cashout.payout,
    source: `crash:${bet.id}:${cashout.legs.join('-')}`,
    at: now,
  });
  return { bet: saved, balance };
}

/** The crash caught the bet: its legs still riding lose, their wallet rounds close with 0. */
export async function loseRidingLegs(
  deps: CrashMoneyDeps,
  room: CrashRoom,
  tx: Db,
  bet: CrashBetRow,
  now: Date,
): Promise<void> {
  await payLegs(deps, tx, bet, ridingLegs(bet), 0, walletGame(room));
  await crashBets.save(tx, {
    id: bet.id,
    riding: 0,
    cashouts: bet.cashouts,
    payout: bet.payout,
    status: bet.payout > 0 ? 'partly_cashed_out' : 'lost',
    settledAt: now,
  });
}
