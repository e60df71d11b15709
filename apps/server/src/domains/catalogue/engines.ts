import type { LiveTableType } from '@lale/contract/methods/casino';

/**
 * How catalogue entries reach the in-house studio: every game names an engine and a model
 * of it. The game pages live at /games/<engine>/ (a later issue); the launch token tells
 * them which game, model and player.
 */
export const ENGINE = {
  slot: 'slot',
  roulette: 'roulette',
  blackjack: 'blackjack',
  crash: 'crash',
  virtualSports: 'virtual-sports',
} as const;
export type EngineId = (typeof ENGINE)[keyof typeof ENGINE];

export type SlotModel = 'low' | 'medium' | 'high' | 'scatter-pays';

/**
 * The slot models and what a game built on one shows: its volatility and RTP in basis
 * points, rounded down from the exact RTP that packages/games computes for the model.
 */
export const SLOT_MODELS: Record<
  SlotModel,
  { volatility: 'low' | 'medium' | 'high'; rtpBp: number }
> = {
  low: { volatility: 'low', rtpBp: 9575 },
  medium: { volatility: 'medium', rtpBp: 9602 },
  high: { volatility: 'high', rtpBp: 9584 },
  'scatter-pays': { volatility: 'medium', rtpBp: 9606 },
};

/**
 * Live table types on the studio's two table engines: a wheel is a roulette-like single
 * draw, card tables deal from the blackjack engine's shoe with their own rules.
 */
export const LIVE_TABLE_ENGINES: Record<LiveTableType, { engineId: EngineId; model: string }> = {
  roulette: { engineId: ENGINE.roulette, model: 'european' },
  'game-show': { engineId: ENGINE.roulette, model: 'money-wheel' },
  blackjack: { engineId: ENGINE.blackjack, model: 'classic' },
  baccarat: { engineId: ENGINE.blackjack, model: 'baccarat' },
  poker: { engineId: ENGINE.blackjack, model: 'casino-holdem' },
};

/** The page a launch opens: SPEC §7 init_game's data.url. */
export function launchUrl(engineId: string, token: string, lang: string): string {
  const query = new URLSearchParams({ token, lang });
  return `/games/${encodeURIComponent(engineId)}/?${query.toString()}`;
}
