import { baccaratPlay } from './baccarat-play.ts';
import { blackjackPlay } from './blackjack-play.ts';
import { holdemPlay } from './holdem-play.ts';
import { moneyWheelPlay } from './money-wheel-play.ts';
import { roulettePlay } from './roulette-play.ts';
import type { TablePlays } from './table-play.ts';

/** The game each kind of table plays. */
export const TABLE_PLAYS: TablePlays = {
  roulette: roulettePlay,
  'auto-roulette': roulettePlay,
  baccarat: baccaratPlay('commission'),
  'no-commission-baccarat': baccaratPlay('noCommission'),
  blackjack: blackjackPlay,
  'money-wheel': moneyWheelPlay,
  'casino-holdem': holdemPlay,
};
