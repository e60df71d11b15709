import type { RaceCard } from '@lale/contract/methods/racing';
import type { Lang } from '@lale/contract/languages';
import type { Db } from '../../../db/client.ts';
import { page, type ClassHandlers } from '../../../rpc/handler.ts';
import { sportsbookEvents } from '../../sportsbook/api.ts';
import { roundsRepository as rounds, type RoundRow } from '../rounds/rounds.repository.ts';
import { raceCard } from './race-view.ts';
import { racingTiming } from './racing-timing.ts';

export interface RacingHandlerDeps {
  now: () => Date;
}

async function cardOf(db: Db, round: RoundRow, lang: Lang): Promise<RaceCard | null> {
  const [id] = await rounds.eventIds(db, round.product, round.roundNo);
  const event = id ? await sportsbookEvents.eventsRepository.get(db, id) : null;
  return event ? raceCard(db, round, event, lang) : null;
}

const present = <T>(value: T | null): value is T => value !== null;

/** The `racing` class: the races on the board and the results archive. */
export function racingHandlers(deps: RacingHandlerDeps): { racing: ClassHandlers<'racing'> } {
  return {
    racing: {
      list_races: {
        handle: async (p, ctx) => {
          const now = deps.now();
          const current = await rounds.current(ctx.db, p.product, 3);
          const last = (await rounds.finished(ctx.db, p.product, { limit: 1, offset: 0 })).rows[0];
          const [first, second] = current;
          const fallback = racingTiming();
          return {
            product: p.product,
            intervalMs:
              first && second
                ? second.startsAt.getTime() - first.startsAt.getTime()
                : fallback.intervalMs,
            showMs: first ? first.endsAt.getTime() - first.startsAt.getTime() : fallback.showMs,
            serverTime: now.toISOString(),
            races: (await Promise.all(current.map((r) => cardOf(ctx.db, r, ctx.lang)))).filter(
              present,
            ),
            lastFinished: last ? await cardOf(ctx.db, last, ctx.lang) : null,
          };
        },
      },
      list_results: {
        handle: async (p, ctx) => {
          const { rows, total } = await rounds.finished(ctx.db, p.product, {
            limit: p.limit,
            offset: p.offset,
          });
          const cards = await Promise.all(rows.map((r) => cardOf(ctx.db, r, ctx.lang)));
          // The archive shows results, not the animation: keep the page light.
          const data = cards.filter(present).map((card) => ({ ...card, animation: null }));
          return page(data, { limit: p.limit, offset: p.offset, total });
        },
      },
    },
  };
}
