import type { Lang } from '@lale/contract/languages';
import type { TournamentSummary } from '@lale/contract/tournaments';
import { tournamentState } from './tournament-state.ts';
import type { TournamentRow } from './tournaments.repository.ts';

/** SPEC §7's tournament fields, then its state and rules. */
export function presentTournament(row: TournamentRow, lang: Lang, now: Date): TournamentSummary {
  return {
    id: row.id,
    title: row.title[lang],
    summary: row.summary[lang],
    body: row.body[lang],
    image: row.image,
    prizePool: row.prizePool,
    currency: row.currency,
    Start_date: row.startsAt.toISOString(),
    End_date: row.endsAt.toISOString(),
    state: tournamentState(row.startsAt, row.endsAt, now),
    rules: row.rules,
  };
}
