import type { PlayTarget } from './launch-target.ts';

/** The init_game call each kind of play page makes (SPEC §7). */
export type InitRequest =
  | { className: 'casino'; payload: { gameID: number } }
  | { className: 'livecasino'; payload: { tableID: number; isMobile: true } }
  | { className: 'virtualgames'; payload: { providerID: number; type?: string } };

/** Slots launch by game id, live tables by table id (mobile), virtual games by provider and type. */
export function initRequestOf(target: PlayTarget): InitRequest {
  if (target.kind === 'casino') return { className: 'casino', payload: { gameID: target.id } };
  if (target.kind === 'live')
    return { className: 'livecasino', payload: { tableID: target.id, isMobile: true } };
  return {
    className: 'virtualgames',
    payload: { providerID: target.id, ...(target.gamingType ? { type: target.gamingType } : {}) },
  };
}
