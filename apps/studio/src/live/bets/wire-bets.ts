import type { LiveTableGame } from '@lale/contract/live-tables/kinds';
import type { LiveOwnBets } from '@lale/contract/live-tables/replies';
import type { LiveBetsRequest } from '@lale/contract/live-tables/requests';
import { merged, type Chip } from '../../shared/table/chip-book.ts';
import { rouletteSpot, rouletteWireBet } from '../../shared/table/roulette-spots.ts';

/** POST /live/bets for chips on a roulette, baccarat or money-wheel table (null: nothing to send). */
export function chipsRequest(
  game: LiveTableGame,
  chips: readonly Chip[],
  requestId: string,
): LiveBetsRequest | null {
  const bets = merged(chips);
  if (bets.length === 0) return null;
  switch (game) {
    case 'roulette':
      return {
        game,
        bets: bets.map((chip) => rouletteWireBet(chip.spot, chip.amount)),
        requestId,
      };
    case 'baccarat':
      return {
        game,
        bets: bets.map((chip) => ({
          type: chip.spot as 'player' | 'banker' | 'tie' | 'playerPair' | 'bankerPair',
          amount: chip.amount,
        })),
        requestId,
      };
    case 'money-wheel':
      return {
        game,
        bets: bets.map((chip) => ({
          number: Number(chip.spot) as 1 | 2 | 5 | 10 | 20 | 40,
          amount: chip.amount,
        })),
        requestId,
      };
    default:
      return null;
  }
}

/** The chips the player has on the table, from the server's own-stake reply. */
export function chipsFromOwn(own: LiveOwnBets | null | undefined): Chip[] {
  if (!own) return [];
  switch (own.game) {
    case 'roulette':
      return own.bets.map((bet) => ({
        spot: rouletteSpot(bet.type, bet.selection),
        amount: bet.amount,
      }));
    case 'baccarat':
      return own.bets.map((bet) => ({ spot: bet.type, amount: bet.amount }));
    case 'money-wheel':
      return own.bets.map((bet) => ({ spot: String(bet.number), amount: bet.amount }));
    default:
      return [];
  }
}
