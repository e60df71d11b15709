import { crashGame } from '@lale/games/crash';
import { slotGame } from '@lale/games/slots';

export type StudioEngine = 'slot' | 'roulette' | 'blackjack' | 'crash';

/**
 * The engine that plays a catalogue entry. Live tables of the roulette and blackjack families
 * (money-wheel, baccarat, casino-holdem) play on their family's classic engine for now;
 * virtual sports are not served by this API.
 */
export function playableEngine(engineId: string, engineModel: string): StudioEngine | null {
  if (engineId === 'slot') return slotGame(engineModel) ? 'slot' : null;
  if (engineId === 'roulette' || engineId === 'blackjack') return engineId;
  if (engineId === 'crash') return crashGame(engineModel) ? 'crash' : null;
  return null;
}
