import type { RaceCard } from '@lale/contract/methods/racing';
import type { SportKey } from '@lale/contract/methods/sportsbook';

/** The race as the bet slip names it: "Lale Park Hipodromu - 12. Koşu". */
export function slipEvent(race: RaceCard, raceName: string) {
  return {
    id: race.eventId,
    // The slip only carries the sport along; a race is a sportsbook event of its own sport.
    sport: 'football' as SportKey,
    home: race.venue,
    away: raceName,
    startsAt: race.startsAt,
    version: race.version,
  };
}
