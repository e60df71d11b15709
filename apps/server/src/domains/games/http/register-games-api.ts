import { studioErrorBody } from '@lale/contract/studio/errors';
import { STUDIO_API_ROOT } from '@lale/contract/studio/routes';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../../db/client.ts';
import { createSeamlessWallet } from '../../wallet/api.ts';
import { walletJackpots } from '../shared/wallet-jackpots.ts';
import type { StudioDeps } from '../shared/studio-deps.ts';
import type { CrashModule } from '../crash/crash-module.ts';
import type { Publish } from '../feed/big-wins.ts';
import type { LiveTablesModule } from '../live-tables/live-tables-module.ts';
import type { RateLimiter } from '../../../platform/limits/rate-limiter.ts';
import { betOnGamesRoutes } from '../bet-on-games/routes.ts';
import { diceRoutes, type DiceTiming } from '../dice/api.ts';
import { crashRoutes } from './crash.routes.ts';
import { bingoRoutes } from '../bingo/bingo.routes.ts';
import type { BingoModule } from '../bingo/bingo-module.ts';
import { liveTablesRoutes } from './live-tables.routes.ts';
import { fairnessRoutes } from './fairness.routes.ts';
import { playRoutes } from './play.routes.ts';
import { roundsRoutes } from './rounds.routes.ts';
import { sessionRoutes } from './session.routes.ts';
import { studioLang } from './studio-request.ts';

/**
 * The in-house studio's game API for the game pages: JSON, bearer game sessions, errors as
 * `{ error: { code, message } }` in the session's language.
 */
export async function registerGamesApi(
  server: FastifyInstance,
  options: {
    db: Db;
    now: () => Date;
    crash?: { module: CrashModule; publish: Publish };
    /** The live tables' rooms, and the limiter of their chat. */
    liveTables?: { module: LiveTablesModule; limiter: RateLimiter };
    /** The bingo rooms, and the limiter of their chat. */
    bingo?: { module: BingoModule; limiter: RateLimiter };
    /** The dice room's clock (its rounds run on the scheduler). */
    dice?: { timing: DiceTiming };
  } & Partial<StudioDeps>,
): Promise<void> {
  const deps: StudioDeps = {
    wallet: createSeamlessWallet(),
    jackpots: walletJackpots,
    ...options,
  };
  await server.register(
    async (api) => {
      // Routes answer their own refusals (studio-route.ts); this sees what fails before them,
      // such as an unreadable body.
      api.setErrorHandler((error: Error & { statusCode?: number }, request, reply) => {
        const lang = studioLang(request);
        const status = error.statusCode ?? 500;
        if (status >= 400 && status < 500)
          return reply.code(status).send(studioErrorBody('invalid_request', lang));
        request.log.error({ err: error, errorId: request.id }, 'game api request failed');
        return reply.code(500).send(studioErrorBody('server_error', lang));
      });
      api.setNotFoundHandler((request, reply) =>
        reply.code(404).send(studioErrorBody('not_found', studioLang(request))),
      );
      api.addHook('onSend', async (_request, reply) => {
        reply.header('cache-control', 'no-store');
      });
      sessionRoutes(api, deps);
      fairnessRoutes(api, deps);
      playRoutes(api, deps);
      roundsRoutes(api, deps);
      betOnGamesRoutes(api, deps);
      if (options.dice) diceRoutes(api, { ...deps, timing: options.dice.timing });
      if (options.crash)
        crashRoutes(api, {
          ...deps,
          roomOf: options.crash.module.roomOf,
          publish: options.crash.publish,
        });
      if (options.bingo)
        bingoRoutes(api, { ...deps, ...options.bingo.module, limiter: options.bingo.limiter });
      if (options.liveTables) {
        const { module, limiter } = options.liveTables;
        liveTablesRoutes(api, {
          ...deps,
          publish: module.publish,
          presence: module.presence,
          limiter,
          ...(module.timing ? { timing: module.timing } : {}),
        });
      }
    },
    { prefix: STUDIO_API_ROOT },
  );
}
