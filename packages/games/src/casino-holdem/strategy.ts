import { handScore } from './evaluate.ts';
import { bonusPays } from './paytables.ts';
import type { HoldemDecision } from './settle.ts';
import { strategyClass } from './strategy-key.ts';
import { CALL_TABLE_BASE64 } from './strategy-table.ts';

let table: Uint8Array | null = null;

function callTable(): Uint8Array {
  table ??= Uint8Array.from(atob(CALL_TABLE_BASE64), (char) => char.charCodeAt(0));
  return table;
}

/**
 * The calling strategy the house edge is measured with (strategy-key.ts and the derived table).
 * Always call with two pair or better, a pair that uses one of the player's cards, or four to
 * a flush. Every other hand (no pair, or only a pair on the board) calls when its class, keyed
 * by all five ranks and three to a flush, returns more than the fold's −1 ante: measured over
 * 1.2·10^8 simulated deals and, near −1, by the exact expectation of calling
 * (scripts/derive-holdem-strategy.ts). A player with an AA bonus bet also calls whenever the
 * bonus pays, since folding would give up the bonus.
 */
export function holdemStrategy(
  player: readonly [number, number],
  flop: readonly number[],
  bonus = 0,
): HoldemDecision {
  if (bonus > 0 && bonusPays(handScore([...player, ...flop])) > 0) return 'call';
  const found = strategyClass(player, flop);
  if (found.kind === 'call') return 'call';
  const byte = callTable()[found.index >> 3] ?? 0;
  return (byte >> (found.index & 7)) & 1 ? 'call' : 'fold';
}
