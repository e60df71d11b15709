/**
 * A bingo room's topic (`game:bingo-standard`...). Times are server epoch milliseconds,
 * amounts kuruş, players masked (`maskPlayerName`). A game sells tickets until `salesEndAt`,
 * then one ball is called every few seconds until a full house; its server seed (whose
 * SHA-256 is `serverSeedHash`, published when sales open) is revealed when it finishes, and
 * `callOrder(serverSeed, clientSeed)` of @lale/games/bingo gives every call. The topic is of
 * kind `game` (whose declared payloads are crash's): the bingo page reads these types.
 */

export type BingoStageName = 'line' | 'two-lines' | 'full-house';

export interface BingoWinner {
  stage: BingoStageName | 'jackpot';
  call: number;
  player: string;
  ticketId: string;
  amount: number;
}

export interface BingoGameView {
  gameId: string;
  gameNumber: number;
  phase: 'selling' | 'calling' | 'finished' | 'void';
  salesEndAt: number;
  nextCallAt: number | null;
  /** Balls called so far, in order. */
  calls: number[];
  serverSeedHash: string;
  clientSeed: string;
  /** Revealed once the game is over. */
  serverSeed: string | null;
  players: number;
  tickets: number;
  stakes: number;
  /** What each stage pays from this game's stakes as they stand. */
  prizes: { line: number; 'two-lines': number; 'full-house': number };
  jackpot: number;
  winners: BingoWinner[];
}

export interface BingoChatLine {
  id: string;
  player: string;
  text: string;
  at: number;
}

export interface BingoSnapshot {
  type: 'bingo.snapshot';
  room: string;
  game: BingoGameView;
  chat: BingoChatLine[];
}

/** A new game is selling tickets. */
export interface BingoSalePayload {
  type: 'bingo.sale';
  game: BingoGameView;
}

/** Tickets were bought: the pool and the prizes grew. */
export interface BingoTicketsPayload {
  type: 'bingo.tickets';
  gameId: string;
  players: number;
  tickets: number;
  stakes: number;
  prizes: BingoGameView['prizes'];
}

export interface BingoStartPayload {
  type: 'bingo.start';
  gameId: string;
  nextCallAt: number | null;
  phase: 'calling' | 'void';
}

/** Ball `call` (from 1) is `number`; `winners` of the stages it completed, paid already. */
export interface BingoCallPayload {
  type: 'bingo.call';
  gameId: string;
  call: number;
  number: number;
  at: number;
  nextCallAt: number | null;
  winners: BingoWinner[];
}

export interface BingoFinishedPayload {
  type: 'bingo.finished';
  gameId: string;
  serverSeed: string;
  jackpot: number;
}

export interface BingoChatPayload extends BingoChatLine {
  type: 'bingo.chat';
}

export type BingoEvent =
  | BingoSalePayload
  | BingoTicketsPayload
  | BingoStartPayload
  | BingoCallPayload
  | BingoFinishedPayload
  | BingoChatPayload;
