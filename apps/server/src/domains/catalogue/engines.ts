import type { LiveTableType } from '@lale/contract/methods/casino';
import { LIVE_TABLE_ENGINE, type LiveTableKind } from '@lale/contract/live-tables/kinds';
import { liveTableLaunchUrl } from '@lale/contract/live-tables/routes';

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
  videoPoker: 'video-poker',
  betOnGames: 'bet-on-games',
  dice: 'dice',
  bingo: 'bingo',
  virtualSports: 'virtual-sports',
  live: LIVE_TABLE_ENGINE,
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

/** The game each type of live table plays in its room (`domains/games/live-tables`). */
export const LIVE_TABLE_GAMES: Record<LiveTableType, LiveTableKind> = {
  roulette: 'roulette',
  'game-show': 'money-wheel',
  blackjack: 'blackjack',
  baccarat: 'baccarat',
  poker: 'casino-holdem',
};

/**
 * The kind a seeded table plays: its type's game; 'Auto Roulette' tables run the dealerless
 * shorter cycle, and every even-numbered baccarat table deals without commission (as
 * migration 0031 does for tables seeded before it).
 */
export function liveTableKind(type: LiveTableType, id: number, englishName: string): LiveTableKind {
  if (type === 'roulette' && englishName.includes('Auto Roulette')) return 'auto-roulette';
  if (type === 'baccarat' && id % 2 === 0) return 'no-commission-baccarat';
  return LIVE_TABLE_GAMES[type];
}

/**
 * The page a launch opens: SPEC §7 init_game's data.url; a live table opens its room. A game
 * opened from a tournament carries the tournament's least stake (`minStake`, kuruş), which the
 * game page starts from.
 */
export function launchUrl(
  engineId: string,
  token: string,
  lang: string,
  tableId: number | null = null,
  model: string | null = null,
  minStake: number | null = null,
): string {
  if (engineId === ENGINE.live && tableId !== null) return liveTableLaunchUrl(tableId, token, lang);
  const query = new URLSearchParams({ token, lang });
  if (minStake !== null) query.set('minStake', String(minStake));
  // Virtual sports are pages of the site itself (domains/virtuals, the web's /virtual-sports).
  if (engineId === ENGINE.virtualSports)
    return `${model === 'football' ? '/virtual-sports/football' : '/virtual-sports'}?${query.toString()}`;
  return `/games/${encodeURIComponent(engineId)}/?${query.toString()}`;
}
