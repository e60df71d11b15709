import { crashGame } from '@lale/games/crash';
import { slotGame } from '@lale/games/slots';
import type { StudioEngine as StudioReplyEngine } from '@lale/contract/studio/replies';
import { isLiveTableKind, LIVE_TABLE_ENGINE } from '@lale/contract/live-tables/kinds';

export type StudioEngine = StudioReplyEngine;

/**
 * The engine that plays a catalogue entry. Every live table is a shared room (`live`) that
 * plays its own game (its model); virtual sports are not served by this API.
 */
export function playableEngine(engineId: string, engineModel: string): StudioEngine | null {
  if (engineId === 'slot') return slotGame(engineModel) ? 'slot' : null;
  if (engineId === 'roulette' || engineId === 'blackjack' || engineId === 'video-poker')
    return engineId;
  if (engineId === 'bet-on-games') return 'bet-on-games';
  if (engineId === 'dice') return 'dice';
  if (engineId === 'bingo') return 'bingo';
  if (engineId === 'crash') return crashGame(engineModel) ? 'crash' : null;
  if (engineId === LIVE_TABLE_ENGINE) return isLiveTableKind(engineModel) ? 'live' : null;
  return null;
}
