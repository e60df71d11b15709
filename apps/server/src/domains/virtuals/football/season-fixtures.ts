import { VIRTUAL_SEASON_ROUNDS } from '@lale/contract/methods/virtuals';

export interface Pairing {
  home: number;
  away: number;
}

/**
 * The matchday's pairings (team indexes 0..n-1, n even) of a double round-robin by the circle
 * method: the first half's n−1 rounds, then the same with home and away swapped. Each season
 * starts the circle from another team, so seasons differ while each stays complete: every team
 * meets every other once at home and once away.
 */
export function seasonPairings(season: number, matchday: number, teams: number): Pairing[] {
  if (teams % 2 !== 0 || matchday < 1 || matchday > 2 * (teams - 1))
    throw new RangeError('matchday out of the season');
  const half = teams - 1;
  // Berger's tables: the circle turns n/2 places a round, so most sides alternate home and away.
  const turn = (((matchday - 1) % half) * (teams / 2)) % half;
  const second = matchday > half;
  const shift = ((season - 1) * 5) % teams;
  const at = (slot: number) => (slot + shift) % teams;
  // Slot n−1 stays; the others turn.
  const slot = (i: number) => (i === teams - 1 ? teams - 1 : (i + turn) % half);
  const pairings: Pairing[] = [];
  for (let i = 0; i < teams / 2; i++) {
    const a = at(slot(i === 0 ? teams - 1 : i));
    const b = at(slot(i === 0 ? 0 : teams - 1 - i));
    // The fixed side alternates by matchday; the others are at home in the circle's top half.
    const first =
      i === 0 && ((matchday - 1) % half) % 2 === 1 ? { home: b, away: a } : { home: a, away: b };
    pairings.push(second ? { home: first.away, away: first.home } : first);
  }
  return pairings;
}

export const SEASON_ROUNDS = VIRTUAL_SEASON_ROUNDS;
