import {
  seasonOfRound,
  type VirtualEventResult,
  type VirtualRound,
} from '@lale/contract/methods/virtuals';
import type { Lang } from '@lale/contract/languages';
import type { Db } from '../../../db/client.ts';
import { page, type ClassHandlers } from '../../../rpc/handler.ts';
import { sportsbookEvents } from '../../sportsbook/api.ts';
import { currentSeason, leagueTable } from '../football/league-table.ts';
import { roundsRepository as rounds, type RoundRow } from '../rounds/rounds.repository.ts';
import { virtualTiming } from '../virtual-timing.ts';

export interface VirtualsHandlerDeps {
  now: () => Date;
}

async function roundView(db: Db, round: RoundRow, lang: Lang, now: Date): Promise<VirtualRound> {
  const ids = await rounds.eventIds(db, round.product, round.roundNo);
  const rows = (
    await Promise.all(ids.map((id) => sportsbookEvents.eventsRepository.get(db, id)))
  ).filter((row) => row !== null);
  return {
    roundNo: round.roundNo,
    ...seasonOfRound(round.roundNo),
    startsAt: round.startsAt.toISOString(),
    endsAt: round.endsAt.toISOString(),
    state: round.state,
    events: await sportsbookEvents.eventSummaries(db, rows, lang, now),
  };
}

/** The `virtuals` class: the rounds on the board, the league table, the results archive. */
export function virtualsHandlers(deps: VirtualsHandlerDeps): {
  virtuals: ClassHandlers<'virtuals'>;
} {
  return {
    virtuals: {
      list_rounds: {
        handle: async (p, ctx) => {
          const now = deps.now();
          const current = await rounds.current(ctx.db, p.product, 3);
          const last = (await rounds.finished(ctx.db, p.product, { limit: 1, offset: 0 })).rows[0];
          // The rounds carry the timing their schedule ran with (tests and demos shorten it).
          const [first, second] = current;
          const fallback = virtualTiming()[p.product];
          return {
            product: p.product,
            intervalMs:
              first && second
                ? second.startsAt.getTime() - first.startsAt.getTime()
                : fallback.intervalMs,
            showMs: first ? first.endsAt.getTime() - first.startsAt.getTime() : fallback.showMs,
            serverTime: now.toISOString(),
            rounds: await Promise.all(current.map((r) => roundView(ctx.db, r, ctx.lang, now))),
            lastFinished: last ? await roundView(ctx.db, last, ctx.lang, now) : null,
          };
        },
      },
      get_table: {
        handle: async (p, ctx) =>
          leagueTable(ctx.db, p.season ?? (await currentSeason(ctx.db)), ctx.lang),
      },
      list_results: {
        handle: async (p, ctx) => {
          const { rows, total } = await rounds.finished(ctx.db, p.product, {
            limit: p.limit,
            offset: p.offset,
          });
          const data = await Promise.all(
            rows.map(async (round) => {
              const ids = await rounds.eventIds(ctx.db, round.product, round.roundNo);
              const events = await Promise.all(
                ids.map((id) => sportsbookEvents.eventsRepository.get(ctx.db, id)),
              );
              return {
                roundNo: round.roundNo,
                ...seasonOfRound(round.roundNo),
                startsAt: round.startsAt.toISOString(),
                events: events.filter((e) => e !== null).map(resultOf),
              };
            }),
          );
          return page(data, { limit: p.limit, offset: p.offset, total });
        },
      },
    },
  };
}

function resultOf(event: sportsbookEvents.EventRow): VirtualEventResult {
  const result = event.result as { halfTime?: { home: number; away: number } } | null;
  const done = event.state === 'finished' || event.state === 'void';
  return {
    id: event.id,
    home: event.home,
    away: event.away,
    resultText: event.resultText,
    halfTime: result?.halfTime ?? null,
    incidents: event.incidents,
    serverSeedHash: event.serverSeedHash,
    serverSeed: done ? event.serverSeed : null,
    clientSeed: event.clientSeed,
  };
}
