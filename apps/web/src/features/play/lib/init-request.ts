import type { PlayTarget } from './launch-target.ts';

/** The init_game call each kind of play page makes (SPEC §7). */
export type InitRequest =
  | { className: 'casino'; payload: { gameID: number; tournamentId?: number } }
  | { className: 'livecasino'; payload: { tableID: number; isMobile: true } }
  | { className: 'virtualgames'; payload: { providerID: number; type?: string } };

/**
 * Slots launch by game id (with the tournament they were opened from, so the game starts at a
 * stake that counts), live tables by table id (mobile), virtual games by provider and type.
 */
export function initRequestOf(target: PlayTarget, tournamentId: number | null = null): InitRequest {
  if (target.kind === 'casino')
    return {
      className: 'casino',
      payload: { gameID: target.id, ...(tournamentId ? { tournamentId } : {}) },
    };
  if (target.kind === 'live')
    return { className: 'livecasino', payload: { tableID: target.id, isMobile: true } };
  return {
    className: 'virtualgames',
    payload: { providerID: target.id, ...(target.gamingType ? { type: target.gamingType } : {}) },
  };
}
