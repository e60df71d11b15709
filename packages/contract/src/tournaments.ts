import { z } from 'zod';
import { id } from './fields.ts';
import { defineMethod, reply } from './method.ts';

/**
 * Tournaments (issue 16 part 3). A tournament is a CMS tournament (title, text, picture,
 * dates: SPEC §7 getTournaments) with rules: which games count, how a round scores, the least
 * stake a round needs, and the prize of each rank. Players opt in; from then on their
 * qualifying bets and wins move their score as the ledger records them. Ties go to whoever
 * reached the score first. Money is kuruş, times ISO strings.
 */
export const TOURNAMENT_SCORINGS = [
  'total_stake',
  'biggest_multiplier',
  'most_rounds',
  'net_win',
] as const;
export type TournamentScoring = (typeof TOURNAMENT_SCORINGS)[number];

/** SPEC §4: active (started, not ended), upcoming (not started), concluded (ended). */
export type TournamentState = 'active' | 'upcoming' | 'concluded';

/** How many standings a leaderboard shows (and the live topic carries). */
export const LEADERBOARD_SIZE = 50;

/** How many qualifying games a tournament's page names (the rest are counted). */
export const QUALIFYING_GAMES_SHOWN = 60;

/** What getTournaments lists: SPEC §7's fields, then the rules (null: a CMS-only tournament). */
export interface TournamentSummary {
  id: number;
  title: string;
  summary: string;
  body: string;
  image: string;
  prizePool: number;
  currency: string;
  Start_date: string;
  End_date: string;
  state: TournamentState;
  rules: TournamentRules | null;
}

export interface TournamentRules {
  scoring: TournamentScoring;
  /** The qualifying games' category (e.g. 96, drops and wins tournament), or null. */
  categoryId: number | null;
  /** Qualifying casino game ids; empty with no category: every casino game counts. */
  gameIds: number[];
  minStake: number;
  /** Prize by rank, first place first. */
  prizes: number[];
  paused: boolean;
  /** Set once the prizes are paid. */
  settledAt: string | null;
}

/**
 * One line of a leaderboard. `score` reads by the scoring: kuruş (total stake, net win),
 * rounds, or hundredths of the stake (biggest multiplier: 250 = 2.50x).
 */
export interface TournamentStanding {
  rank: number;
  /** Masked (maskPlayerName). */
  player: string;
  score: number;
  /** The prize this rank pays (or paid): 0 beyond the prize table or without a positive score. */
  prize: number;
}

export interface TournamentMyEntry {
  rank: number;
  score: number;
  /** Rounds that counted: qualifying games, since joining, at least the minimum stake. */
  rounds: number;
  /** Rounds of qualifying games since joining that did not count: staked below the minimum. */
  belowMinimum: number;
  joinedAt: string;
  /** Paid once settled, else what the present rank would pay; 0 while the score is not positive. */
  prize: number;
}

/** A game whose rounds count, by name, to open from the tournament's page. */
export interface TournamentGame {
  id: number;
  name: string;
  provider: string;
}

export interface TournamentDetail extends TournamentSummary {
  participants: number;
  leaderboard: TournamentStanding[];
  /** The caller's entry; null when signed out or not joined. */
  me: TournamentMyEntry | null;
  /**
   * The first QUALIFYING_GAMES_SHOWN games that count (enabled, and able to take the minimum
   * stake), in the lobby's order; `gamesTotal` counts them all.
   */
  games: TournamentGame[];
  gamesTotal: number;
  /** Whether the caller may join now (signed in, not joined, not ended, not paused). */
  joinable: boolean;
  /** The server's clock, for the countdown. */
  serverTime: string;
}

export const tournaments = {
  /** The tournament, its leaderboard, the games that count by name and the caller's entry. */
  get_tournament: defineMethod({
    auth: 'optional',
    payload: z.object({ tournamentId: id() }),
    reply: reply<TournamentDetail>(),
  }),
  /** Opting in is idempotent: a second join changes nothing (joinedAt stays the first). */
  join: defineMethod({
    auth: 'required',
    payload: z.object({ tournamentId: id() }),
    transaction: true,
    movesMoney: false,
    reply: reply<{ joinedAt: string; alreadyJoined: boolean }>(),
  }),
};

export const tournamentMessages = {
  tournament_not_found: { tr: 'Turnuva bulunamadı', en: 'Tournament not found' },
  tournament_closed: {
    tr: 'Bu turnuvaya şu anda katılınamaz',
    en: 'This tournament cannot be joined now',
  },
  tournament_joined: { tr: 'Turnuvaya katıldınız', en: 'You joined the tournament' },
} as const;

// Back office (BACKOFFICE_API/tournaments, operators who may 'bonus.manage').

const kurus = z
  .number({ error: 'invalid_value' })
  .int({ error: 'invalid_value' })
  .min(0, { error: 'invalid_value' })
  .max(10_000_000_000, { error: 'invalid_value' });
const instant = z.iso.datetime({ offset: true, error: 'invalid_value' });
const localized = (max: number) =>
  z.object(
    {
      tr: z.string().trim().min(1, { error: 'required_field' }).max(max),
      en: z.string().trim().min(1, { error: 'required_field' }).max(max),
    },
    { error: 'invalid_value' },
  );

export const tournamentDraftPayload = z
  .object({
    title: localized(120),
    summary: localized(300),
    startsAt: instant,
    endsAt: instant,
    scoring: z.enum(TOURNAMENT_SCORINGS, { error: 'invalid_value' }),
    categoryId: z.number({ error: 'invalid_value' }).int().positive().nullable().default(null),
    gameIds: z.array(z.number().int().positive(), { error: 'invalid_value' }).max(500).default([]),
    minStake: kurus.default(0),
    prizes: z
      .array(kurus.min(1, { error: 'invalid_value' }), { error: 'invalid_value' })
      .min(1, { error: 'required_field' })
      .max(100, { error: 'invalid_value' }),
  })
  .refine((draft) => Date.parse(draft.endsAt) > Date.parse(draft.startsAt), {
    error: 'invalid_value',
    path: ['endsAt'],
  });
export type TournamentDraft = z.output<typeof tournamentDraftPayload>;

export const TOURNAMENT_CONTROLS = ['pause', 'resume', 'end'] as const;
export const tournamentControlPayload = z.object({
  tournamentId: z.number({ error: 'invalid_value' }).int().positive(),
  control: z.enum(TOURNAMENT_CONTROLS, { error: 'invalid_value' }),
});

/** What a draft would be: its state, its prize cost and the games that would count. */
export interface TournamentPreview {
  state: TournamentState;
  prizeCost: number;
  qualifyingGames: number;
  /** A few qualifying games' names, in the operator's language. */
  sampleGames: string[];
}

/** A row of the operator's list: the tournament, its standing, and what it cost. */
export interface TournamentOperatorRow {
  id: number;
  title: string;
  startsAt: string;
  endsAt: string;
  state: TournamentState;
  rules: TournamentRules;
  participants: number;
  /** The prize table's sum. */
  prizeCost: number;
  /** What the leader paid (kuruş), 0 until settled. */
  prizesPaid: number;
}

/** GET tournaments/leaderboard: one tournament's standings for the operator. */
export const tournamentLeaderboardQuery = z.object({
  tournamentId: z.coerce.number({ error: 'invalid_value' }).int().positive(),
});

/** The standings as the players see them, and, once settled, what each rank was paid. */
export interface TournamentOperatorBoard {
  tournamentId: number;
  participants: number;
  standings: TournamentStanding[];
  settledAt: string | null;
}
