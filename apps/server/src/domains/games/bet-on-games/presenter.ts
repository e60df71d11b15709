import {
  BET_ON_GAMES_REVEALS,
  type BetOnGamesBetView,
  type BetOnGamesDrawView,
} from '@lale/contract/studio/bet-on-games';
import type { BetRow } from './bets.repository.ts';
import type { DrawRow } from './draws.repository.ts';

/** How many items (balls, then the card) the player may see at `now`: none before the draw. */
export function revealedCount(draw: DrawRow, now: Date): number {
  if (draw.phase === 'settled') return BET_ON_GAMES_REVEALS;
  if (draw.phase === 'betting' || now < draw.drawsAt) return 0;
  const step = revealMsOf(draw);
  return Math.min(
    BET_ON_GAMES_REVEALS,
    Math.floor((now.getTime() - draw.drawsAt.getTime()) / step) + 1,
  );
}

export const revealMsOf = (draw: DrawRow) =>
  (draw.settlesAt.getTime() - draw.drawsAt.getTime()) / BET_ON_GAMES_REVEALS;

/** A draw without its secret: the seed only once betting is over, the result as revealed. */
export function presentDraw(draw: DrawRow, now: Date): BetOnGamesDrawView {
  const shown = revealedCount(draw, now);
  return {
    id: draw.id,
    number: draw.number,
    phase: draw.phase,
    serverSeedHash: draw.serverSeedHash,
    serverSeed: draw.phase === 'settled' ? draw.serverSeed : null,
    clientSeed: draw.clientSeed,
    nonce: draw.number,
    openedAt: draw.openedAt.getTime(),
    closesAt: draw.closesAt.getTime(),
    drawsAt: draw.drawsAt.getTime(),
    settlesAt: draw.settlesAt.getTime(),
    revealMs: revealMsOf(draw),
    balls: (draw.balls ?? []).slice(0, Math.min(shown, BET_ON_GAMES_REVEALS - 1)),
    card: shown === BET_ON_GAMES_REVEALS ? draw.card : null,
  };
}

export function presentBet(bet: BetRow): BetOnGamesBetView {
  return {
    id: bet.id,
    drawId: bet.drawId,
    drawNumber: bet.drawNumber,
    type: bet.type,
    selection: bet.selection,
    stake: bet.stake,
    odds: bet.odds,
    status: bet.status,
    payout: bet.payout,
    createdAt: bet.createdAt.getTime(),
  };
}
