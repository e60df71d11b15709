import { isValidPick, pickWins } from '@lale/games/bet-on-games';
import type { Db } from '../../../db/client.ts';
import type { StudioDeps } from '../shared/studio-deps.ts';
import { payOpenBets } from '../shared/pay-open-bets.ts';
import { betOnGamesBets } from './bets.repository.ts';
import { betOnGamesDraws, type DrawRow } from './draws.repository.ts';

export const PRODUCT = 'bet-on-games';
/** The wallet round of one bet: its stake, then its win (0 for a loss) closes it. */
export const walletRoundOf = (betId: string) => `bet-on-games:${betId}`;

/**
 * Pays every open bet of a drawing draw and closes it, in the caller's transaction under the
 * draw's row lock: a retry, or another leader, finds it settled (or its bets no longer open)
 * and pays nothing twice; the wallet's transaction ids stand behind that too. The draw as
 * settled, or null when it was not drawing.
 */
export async function settleDraw(
  deps: Pick<StudioDeps, 'wallet'>,
  tx: Db,
  drawId: string,
  now: Date,
): Promise<DrawRow | null> {
  const draw = await betOnGamesDraws.byId(tx, drawId, 'update');
  if (!draw || draw.phase !== 'drawing') return null;
  const result = { balls: draw.balls!, card: draw.card! };
  await payOpenBets(deps.wallet, tx, await betOnGamesBets.openOfDraw(tx, draw.id), {
    // The odds were taken at the bet; a pick the board no longer offers returns its stake.
    outcome: ({ type, selection }) => {
      const pick = { type, selection };
      return !isValidPick(pick) ? 'void' : pickWins(pick, result) ? 'won' : 'lost';
    },
    settle: betOnGamesBets.settle,
    walletRound: walletRoundOf,
    product: PRODUCT,
    now,
  });
  return betOnGamesDraws.markSettled(tx, draw.id, now);
}
