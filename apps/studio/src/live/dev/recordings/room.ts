// Dev and tests only: recorded live-table rooms, as the server sends them, for every game kind.
import type { LiveTableKind, LiveTablePhase } from '@lale/contract/live-tables/kinds';
import { gameOfKind } from '@lale/contract/live-tables/kinds';
import type { LiveOwnStake, LiveTableRules } from '@lale/contract/live-tables/replies';
import type { LiveTableResult } from '@lale/contract/live-tables/results';
import type { LiveTableSnapshot, LiveTableTiming } from '@lale/contract/live-tables/room';
import { BACCARAT_SCHEDULE } from '@lale/games/baccarat/schedule';
import { CASINO_HOLDEM_SCHEDULE } from '@lale/games/casino-holdem/schedule';
import { LIVE_BLACKJACK_SCHEDULE } from '@lale/games/live-blackjack/schedule';
import { LIVE_ROULETTE_VARIANTS } from '@lale/games/live-roulette/variants';
import type { TableSchedule } from '@lale/games/live-table/schedule';
import { MONEY_WHEEL_SCHEDULE } from '@lale/games/money-wheel/schedule';
import { drawLengthMs, phaseLengthMs } from '../../timing.ts';

/** A room as the page gets it: the rules, the snapshot, the player's own stake. */
export interface Recording {
  table: LiveTableRules;
  snapshot: LiveTableSnapshot;
  own: LiveOwnStake | null;
}

const SCHEDULES: Record<LiveTableKind, TableSchedule> = {
  roulette: LIVE_ROULETTE_VARIANTS.live.schedule,
  'auto-roulette': LIVE_ROULETTE_VARIANTS.auto.schedule,
  baccarat: BACCARAT_SCHEDULE,
  'no-commission-baccarat': BACCARAT_SCHEDULE,
  blackjack: LIVE_BLACKJACK_SCHEDULE,
  'money-wheel': MONEY_WHEEL_SCHEDULE,
  'casino-holdem': CASINO_HOLDEM_SCHEDULE,
};

const DEALERS: Record<LiveTableKind, string | null> = {
  roulette: 'Elif',
  'auto-roulette': null,
  baccarat: 'Deniz',
  'no-commission-baccarat': 'Mert',
  blackjack: 'Selin',
  'money-wheel': 'Can',
  'casino-holdem': 'Ece',
};

export const TABLE_IDS: Record<LiveTableKind, number> = {
  roulette: 101,
  'auto-roulette': 102,
  baccarat: 201,
  'no-commission-baccarat': 202,
  blackjack: 301,
  'money-wheel': 401,
  'casino-holdem': 501,
};

export const PLAYERS = ['a***k', 'm***e', 'Z***a', 'k***5', 'e***n', 'B***y', 's***1', 'D***z'];
export const SELF = 'd***o';

export const hex = (n: number) =>
  Array.from({ length: 64 }, (_, i) => ((n * 7 + i * 13) % 16).toString(16)).join('');

export function timingOf(kind: LiveTableKind): LiveTableTiming {
  const schedule = SCHEDULES[kind];
  return {
    bettingMs: schedule.bettingMs,
    noMoreBetsMs: schedule.noMoreBetsMs,
    drawMs: schedule.drawMs,
    resultMs: schedule.resultMs,
    decisionMs: schedule.decisionMs ?? null,
  };
}

export function tableRules(kind: LiveTableKind): LiveTableRules {
  const tableId = TABLE_IDS[kind];
  return {
    tableId,
    kind,
    game: gameOfKind(kind),
    topic: `table:${tableId}`,
    dealer: DEALERS[kind],
    limits: { minBet: 100, maxBet: 500_000 },
    timing: timingOf(kind),
    seats: kind === 'blackjack' ? 7 : 0,
  };
}

/**
 * The snapshot `elapsedMs` into `phase` at server time `now`. Past the betting window the
 * round's result is in (`result`); before it only the header and the bets.
 */
export function recordedSnapshot(
  kind: LiveTableKind,
  phase: LiveTablePhase,
  elapsedMs: number,
  now: number,
  parts: Partial<LiveTableSnapshot> & { result: LiveTableResult | null },
): LiveTableSnapshot {
  const table = tableRules(kind);
  const length =
    phase === 'draw'
      ? drawLengthMs(parts.result, table.timing)
      : phaseLengthMs({ phase, phaseEndsAt: 0, result: parts.result }, table.timing);
  const phaseEndsAt = length === null ? null : now - elapsedMs + length;
  const openedAt = now - elapsedMs - (phase === 'betting' ? 0 : table.timing.bettingMs + 3_000);
  return {
    type: 'table.snapshot',
    tableId: table.tableId,
    kind,
    game: table.game,
    dealer: table.dealer,
    limits: table.limits,
    players: 23,
    phase,
    phaseEndsAt,
    serverTime: now,
    round:
      phase === 'idle'
        ? null
        : {
            roundId: 'round-4812',
            roundNumber: 4812,
            serverSeedHash: hex(4812),
            clientSeed: 'lale-live',
            serverSeed: phase === 'result' ? hex(99) : null,
            openedAt,
            bettingEndsAt: openedAt + table.timing.bettingMs,
          },
    turn: null,
    bets: PLAYERS.slice(0, 5).map((player, i) => ({ player, total: (i + 1) * 2_500 })),
    seats: [],
    hotAndCold: null,
    roads: null,
    ...parts,
    recent:
      phase === 'result' && parts.result
        ? [
            { roundId: 'round-4812', roundNumber: 4812, result: parts.result },
            ...(parts.recent ?? []),
          ].slice(0, 20)
        : (parts.recent ?? []),
    result: phase === 'betting' || phase === 'closed' || phase === 'idle' ? null : parts.result,
  };
}

export function ownStake(bets: LiveOwnStake['bets'], staked: number, win: number | null = null) {
  return {
    roundId: 'round-4812',
    roundNumber: 4812,
    bets,
    staked,
    win,
    status: win === null ? 'open' : 'settled',
  } satisfies LiveOwnStake;
}
