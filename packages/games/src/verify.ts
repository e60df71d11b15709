// Browser-safe: the verify page imports this, so nothing here may reach node:crypto.
import { hmacStream } from './fair/hmac-stream.ts';
import { hashServerSeed } from './fair/seed-hash.ts';
import { dealBaccarat, type BaccaratCoup } from './baccarat/coup.ts';
import { createHand } from './blackjack/create-hand.ts';
import { diceReturn, isDicePick } from './dice/bets.ts';
import { rollFrom, totalOf, type DiceRoll } from './dice/roll.ts';
import { dealCasinoHoldem, type HoldemDeal } from './casino-holdem/deal.ts';
import { holdemShowdown, type HoldemShowdown } from './casino-holdem/showdown.ts';
import { spinMoneyWheel, type MoneyWheelResult } from './money-wheel/spin.ts';
import { pocketColor, type PocketColor } from './roulette/layout.ts';
import { settleRouletteBets, spinRoulette } from './roulette/settle.ts';
import type { RouletteBet } from './roulette/bet-types.ts';
import { validateRouletteBet, type CoveredBet } from './roulette/validate-bet.ts';
import { drawJackpot, type JackpotTier } from './slots/jackpot-draw.ts';
import { slotGame } from './slots/models.ts';
import type { SlotRound } from './slots/outcome-types.ts';
import { spinSlot } from './slots/spin.ts';
import { dealVideoPoker, isHolds, settleVideoPoker } from './video-poker/round.ts';
import type { VideoPokerResult } from './video-poker/round.ts';

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

/** A live baccarat table's coup (a fresh 8-deck shoe per coup; both variants deal alike). */
export interface VerifiedBaccarat extends Verified {
  coup: BaccaratCoup;
}

/** A game show's wheel: the stops in order (any multipliers, then the number). */
export interface VerifiedMoneyWheel extends Verified {
  wheel: MoneyWheelResult;
}

/** A casino hold'em table's common deal: the player's, the dealer's and the board's cards. */
export interface VerifiedHoldem extends Verified {
  deal: HoldemDeal;
  showdown: HoldemShowdown;
}

/** A video poker round: the deal, the next five cards the draw takes, and the final hand. */
export interface VerifiedVideoPoker extends Verified {
  dealt: number[];
  drawOrder: number[];
  /** With the round's holds and coins: the final cards, the hand and the coins won. */
  result: VideoPokerResult | null;
}

/** A dice room round: the two dice and their total; with a pick and stake, what it returned. */
export interface VerifiedDice extends Verified {
  dice: DiceRoll;
  total: number;
  /** The pick's return, the stake included (0 on a loss); null without a pick. */
  returned: number | null;
}

export interface VerifyParams {
  slot: RoundSeeds & { model: string; stake: number };
  roulette: RoundSeeds & { bets?: readonly RouletteBet[] };
  blackjack: RoundSeeds & { bet?: number };
  baccarat: RoundSeeds;
  'money-wheel': RoundSeeds;
  'casino-holdem': RoundSeeds;
  'video-poker': RoundSeeds & { holds?: readonly boolean[]; coins?: number };
  dice: RoundSeeds & { pick?: string; stake?: number };
}

export interface VerifyResults {
  slot: VerifiedSlot;
  roulette: VerifiedRoulette;
  blackjack: VerifiedBlackjack;
  baccarat: VerifiedBaccarat;
  'money-wheel': VerifiedMoneyWheel;
  'casino-holdem': VerifiedHoldem;
  'video-poker': VerifiedVideoPoker;
  dice: VerifiedDice;
}

export type VerifiableGame = keyof VerifyParams;

/**
 * Recomputes a round from its seeds exactly as the server drew it: a slot round (base spin,
 * free spins, then the jackpot draw), a roulette pocket, a blackjack shoe, or a live table's
 * draw (a baccarat coup, the money wheel's stops, a casino hold'em deal), a video poker deck, or a
 * dice room's two dice. A live table's or the dice room's round uses the same stream (its client
 * seed is the table's or the room's, its nonce the round number).
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
  if (game === 'baccarat') {
    const result: VerifiedBaccarat = { serverSeedHash, coup: dealBaccarat(stream) };
    return result as VerifyResults[G];
  }
  if (game === 'money-wheel') {
    const result: VerifiedMoneyWheel = { serverSeedHash, wheel: spinMoneyWheel(stream) };
    return result as VerifyResults[G];
  }
  if (game === 'casino-holdem') {
    const deal = dealCasinoHoldem(stream);
    const result: VerifiedHoldem = { serverSeedHash, deal, showdown: holdemShowdown(deal) };
    return result as VerifyResults[G];
  }
  if (game === 'video-poker') {
    const { holds, coins = 1 } = params as VerifyParams['video-poker'];
    const { deck, cards } = dealVideoPoker(stream);
    if (holds !== undefined && !isHolds(holds)) throw new RangeError('holds are five booleans');
    const result: VerifiedVideoPoker = {
      serverSeedHash,
      dealt: cards,
      drawOrder: deck.slice(5, 10),
      result: holds ? settleVideoPoker(deck, holds, coins) : null,
    };
    return result as VerifyResults[G];
  }
  if (game === 'dice') {
    const { pick, stake = 1 } = params as VerifyParams['dice'];
    if (pick !== undefined && !isDicePick(pick)) throw new RangeError(`unknown dice pick ${pick}`);
    const dice = rollFrom(stream);
    const result: VerifiedDice = {
      serverSeedHash,
      dice,
      total: totalOf(dice),
      returned: pick === undefined ? null : diceReturn(pick, stake, dice),
    };
    return result as VerifyResults[G];
  }
  throw new RangeError(`unknown game ${String(game)}`);
}
