/**
 * The games a live table plays. The catalogue names one per table (`live_tables.engine_id` is
 * `live`, `engine_model` the kind): roulette and auto roulette (the same European game on a
 * shorter cycle, no dealer), baccarat with 5% commission or without, seven-seat blackjack, the
 * money wheel of the game shows, and casino hold'em at the poker tables.
 */
export const LIVE_TABLE_KINDS = [
  'roulette',
  'auto-roulette',
  'baccarat',
  'no-commission-baccarat',
  'blackjack',
  'money-wheel',
  'casino-holdem',
] as const;
export type LiveTableKind = (typeof LIVE_TABLE_KINDS)[number];

/** The catalogue's engine id of every live table room. */
export const LIVE_TABLE_ENGINE = 'live';

/** Which bets a table takes: both roulettes take roulette bets, both baccarats baccarat bets. */
export type LiveTableGame = 'roulette' | 'baccarat' | 'blackjack' | 'money-wheel' | 'casino-holdem';

export function gameOfKind(kind: LiveTableKind): LiveTableGame {
  if (kind === 'auto-roulette') return 'roulette';
  if (kind === 'no-commission-baccarat') return 'baccarat';
  return kind;
}

export function isLiveTableKind(value: unknown): value is LiveTableKind {
  return typeof value === 'string' && (LIVE_TABLE_KINDS as readonly string[]).includes(value);
}

/**
 * Where a round stands. `idle`: nobody watches, no round runs. `betting`: the window is open
 * until `phaseEndsAt`. `closed`: no more bets. `draw`: the wheel spins or the cards are dealt
 * (the result is in the message that starts it). `decision`: a blackjack seat's turn or the
 * insurance window, hold'em's call or fold. `result`: paid; the next window follows.
 */
export const LIVE_TABLE_PHASES = [
  'idle',
  'betting',
  'closed',
  'draw',
  'decision',
  'result',
] as const;
export type LiveTablePhase = (typeof LIVE_TABLE_PHASES)[number];
