import { INDEXED_BET_TYPES } from '@lale/games/roulette/bet-types';

export type RouletteWireBet = {
  type: string;
  selection?: number[] | number | null;
  amount: number;
};

/** 'straight:17', 'split:1-2', 'column:3', 'red': the spot names the roulette layout uses. */
export function rouletteSpot(type: string, selection?: readonly number[] | number | null): string {
  if (Array.isArray(selection)) return `${type}:${[...selection].sort((a, b) => a - b).join('-')}`;
  if (typeof selection === 'number') return `${type}:${selection}`;
  return type;
}

export function rouletteWireBet(spot: string, amount: number): RouletteWireBet {
  const [type = spot, rest] = spot.split(':');
  if (rest === undefined) return { type, amount };
  if ((INDEXED_BET_TYPES as readonly string[]).includes(type)) {
    return { type, selection: Number(rest), amount };
  }
  return { type, selection: rest.split('-').map(Number), amount };
}
