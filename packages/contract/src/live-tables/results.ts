import type { BaccaratCoup } from '@lale/games/baccarat/coup';
import type { BeadPlateCell, BigRoad, RoadResult } from '@lale/games/baccarat/roads';
import type { HoldemView } from '@lale/games/casino-holdem/view';
import type { LiveBlackjackView } from '@lale/games/live-blackjack/public-view';
import type { MoneyWheelResult } from '@lale/games/money-wheel/spin';

/**
 * A round's drawn result as every watcher sees it. Cards are numbers as `@lale/games` deals
 * them (`describeCard` names them); blackjack and hold'em show what the table may see so far
 * (no hole card, turn or river before their time).
 */
export type LiveTableResult =
  | { game: 'roulette'; pocket: number; color: 'red' | 'black' | 'green' }
  | { game: 'baccarat'; coup: BaccaratCoup }
  | { game: 'money-wheel'; wheel: MoneyWheelResult }
  | { game: 'blackjack'; table: LiveBlackjackView | null }
  | { game: 'casino-holdem'; cards: HoldemView };

/** One past round in a table's history strip, newest first. */
export interface LiveRecentResult {
  roundId: string;
  roundNumber: number;
  result: LiveTableResult;
}

/** Hot and cold numbers over the latest results (roulette tables). */
export interface LiveHotAndCold {
  spins: number;
  hot: { number: number; hits: number }[];
  cold: { number: number; hits: number }[];
}

/** The baccarat roadmaps over the shoe so far: the bead plate and the big road. */
export interface LiveBaccaratRoads {
  beadPlate: BeadPlateCell<RoadResult>[];
  bigRoad: BigRoad;
}

/** A result's short form for the lobby card: a pocket, a winner, a wheel number... */
export interface LiveResultSummary {
  roundNumber: number;
  /** '17', 'banker', 'player', 'tie', '10', '2x·5', 'dealer 20', 'win', 'lose', … */
  label: string;
  /** 'red' | 'black' | 'green' for roulette, 'player' | 'banker' | 'tie' for baccarat. */
  tone: string | null;
}
