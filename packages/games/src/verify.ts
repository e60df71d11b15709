// Browser-safe: the verify page imports this, so nothing here may reach node:crypto.
import { hmacStream } from './fair/hmac-stream.ts';
import { hashServerSeed } from './fair/seed-hash.ts';
import { createHand } from './blackjack/create-hand.ts';
import { pocketColor, type PocketColor } from './roulette/layout.ts';
import { settleRouletteBets, spinRoulette } from './roulette/settle.ts';
import type { RouletteBet } from './roulette/bet-types.ts';
import { validateRouletteBet, type CoveredBet } from './roulette/validate-bet.ts';
import { drawJackpot, type JackpotTier } from './slots/jackpot-draw.ts';
import { slotGame } from './slots/models.ts';
import type { SlotRound } from './slots/outcome-types.ts';
import { spinSlot } from './slots/spin.ts';

export interface RoundSeeds {
  serverSeed: string;
  clientSeed: string;
  nonce: number;
}

interface Verified {
  /** SHA-256 of the revealed server seed: must equal the hash shown before the round. */
  serverSeedHash: string;
}

export interface VerifiedSlot extends Verified {
  round: SlotRound;
  jackpot: JackpotTier | null;
}

export interface VerifiedRoulette extends Verified {
  pocket: number;
  color: PocketColor;
  /** Each bet's return (stake included) when bets were given, in their order. */
  returns: number[];
}

export interface VerifiedBlackjack extends Verified {
  /** The shuffled shoe, dealt from index 0: player, dealer, player, dealer hole card, ... */
  shoe: number[];
}

export interface VerifyParams {
  slot: RoundSeeds & { model: string; stake: number };
  roulette: RoundSeeds & { bets?: readonly RouletteBet[] };
  blackjack: RoundSeeds & { bet?: number };
}

export interface VerifyResults {
  slot: VerifiedSlot;
  roulette: VerifiedRoulette;
  blackjack: VerifiedBlackjack;
}

export type VerifiableGame = keyof VerifyParams;

/**
 * Recomputes a round from its seeds exactly as the server drew it: a slot round (base spin,
 * free spins, then the jackpot draw), a roulette pocket, or a blackjack shoe.
 */
export function verifyRound<G extends VerifiableGame>(
  game: G,
  params: VerifyParams[G],
): VerifyResults[G] {
  const { serverSeed, clientSeed, nonce } = params;
  const stream = hmacStream(serverSeed, clientSeed, nonce);
  const serverSeedHash = hashServerSeed(serverSeed);
  if (game === 'slot') {
    const { model, stake } = params as VerifyParams['slot'];
    const found = slotGame(model);
    if (!found) throw new RangeError(`unknown slot model ${model}`);
    const round = spinSlot(found.model, stake, stream);
    const result: VerifiedSlot = { serverSeedHash, round, jackpot: drawJackpot(stream) };
    return result as VerifyResults[G];
  }
  if (game === 'roulette') {
    const { bets = [] } = params as VerifyParams['roulette'];
    const covered: CoveredBet[] = bets.map((bet) => {
      const checked = validateRouletteBet(bet);
      if (!checked.ok) throw new RangeError(`invalid roulette bet: ${checked.error}`);
      return checked.bet;
    });
    const pocket = spinRoulette(stream);
    const { returns } = settleRouletteBets(covered, pocket);
    const result: VerifiedRoulette = {
      serverSeedHash,
      pocket,
      color: pocketColor(pocket),
      returns,
    };
    return result as VerifyResults[G];
  }
  if (game === 'blackjack') {
    const { bet = 1 } = params as VerifyParams['blackjack'];
    const result: VerifiedBlackjack = { serverSeedHash, shoe: createHand(bet, stream).shoe };
    return result as VerifyResults[G];
  }
  throw new RangeError(`unknown game ${String(game)}`);
}
