import { cashoutPayout, halfCashoutPortion } from '@lale/games/crash';
import type { Db } from '../../../db/client.ts';
import { payWin, placeBet } from '../shared/wallet-calls.ts';
import type { StudioDeps } from '../shared/studio-deps.ts';
import type { CrashBetRow, CrashCashoutRecord } from './crash-bets.repository.ts';

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
