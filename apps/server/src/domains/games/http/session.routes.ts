import type { FastifyInstance } from 'fastify';
import { normalizeLang } from '@lale/contract/languages';
import { playerPreferences } from '../../accounts/api.ts';
import { bonusStakeTerms } from '../../bonus/api.ts';
import { tournamentsCountingGame } from '../../tournaments/api.ts';
import { redeemLaunch } from '../../catalogue/api.ts';
import { withTransaction } from '../../../db/client.ts';
import { refusals } from '../../../platform/refusal.ts';
import { currentFairness } from '../fairness/fairness.service.ts';
import { gameSessions } from '../sessions/game-sessions.repository.ts';
import { findCatalogueGame } from '../shared/catalogue-game.ts';
import { playableEngine } from '../shared/engine-family.ts';
import type { StudioDeps } from '../shared/studio-deps.ts';
import { playerBalance } from '../shared/wallet-calls.ts';
import { gameSessionOf, rememberLang } from './studio-request.ts';
import { studioRoute } from './studio-route.ts';

/** The game page's first call: spend the launch token, open a game session. */
export function sessionRoutes(api: FastifyInstance, deps: StudioDeps): void {
  const session = (request: Parameters<typeof gameSessionOf>[1]) => gameSessionOf(deps, request);

  studioRoute(api, '/session', null, async ({ body: { token }, request }) => {
    const now = deps.now();
    const opened = await withTransaction(deps.db, async (tx) => {
      const launch = await redeemLaunch(tx, token, now);
      if (!launch) throw refusals.unauthenticated('launch_invalid');
      const lang = normalizeLang(launch.lang);
      rememberLang(request, lang);
      const engine = playableEngine(launch.engineId, launch.engineModel);
      const game = engine ? await findCatalogueGame(tx, launch.kind, launch.id, lang) : null;
      if (!engine || !game) throw refusals.notFound('engine_unavailable');
      const sessionToken = await gameSessions.create(tx, {
        userId: launch.userId,
        siteSessionId: launch.sessionId,
        launchKind: launch.kind,
        catalogueId: launch.id,
        engineId: launch.engineId,
        engineModel: launch.engineModel,
        lang,
        now,
      });
      const fairness = await currentFairness(tx, launch.userId, now);
      return { launch, engine, game, lang, sessionToken, fairness };
    });
    const { launch, engine, game, lang, sessionToken, fairness } = opened;
    return {
      sessionToken,
      game: {
        kind: launch.kind,
        id: launch.id,
        engine,
        model: launch.engineModel,
        name: game.name,
        provider: game.provider,
        minBet: game.minBet,
        maxBet: game.maxBet,
      },
      lang,
      balance: await playerBalance(deps.wallet, deps.db, launch.userId),
      fairness,
    };
  });

  studioRoute(api, '/balance', session, async ({ auth }) => ({
    balance: await playerBalance(deps.wallet, deps.db, auth.userId),
  }));

  // What decides whether a stake counts, for the page to say before the round (issue 38):
  // tournaments count casino games only; the bonus weighs every game by its type.
  studioRoute(api, '/stake-rules', session, async ({ auth }) => {
    const now = deps.now();
    return {
      tournaments:
        auth.launchKind === 'casino'
          ? await tournamentsCountingGame(deps.db, {
              userId: auth.userId,
              gameId: auth.catalogueId,
              now,
              lang: auth.lang,
            })
          : [],
      bonus: await bonusStakeTerms(deps.db, {
        userId: auth.userId,
        game: auth.gameKey,
        lang: auth.lang,
        now,
      }),
    };
  });

  // The one sound switch of the game pages, kept per player so that it follows them anywhere.
  studioRoute(api, '/preferences', session, ({ auth }) =>
    playerPreferences.of(deps.db, auth.userId),
  );
  studioRoute(api, '/preferences/sound', session, ({ auth, body }) =>
    playerPreferences.setSoundMuted(deps.db, auth.userId, body.muted, deps.now()),
  );
}
