import type { TournamentState } from '@lale/contract/tournaments';

/** SPEC §4: active (started, not ended), upcoming (not started), concluded (ended). */
export function tournamentState(startsAt: Date, endsAt: Date, now: Date): TournamentState {
  if (startsAt.getTime() > now.getTime()) return 'upcoming';
  if (endsAt.getTime() <= now.getTime()) return 'concluded';
  return 'active';
}
