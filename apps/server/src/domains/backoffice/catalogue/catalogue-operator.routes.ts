import type { FastifyInstance } from 'fastify';
import { afterCommit, type Db } from '../../../db/client.ts';
import { refusals } from '../../../platform/refusal.ts';
import { containsPattern } from '../../catalogue/api.ts';
import type { SiteChanges } from '../../../platform/live/site-changes.ts';
import { auditedAction } from '../http/audited-action.ts';
import { backofficeLang } from '../http/backoffice-transport.ts';
import { catalogueAdminRepository as repo } from './catalogue-admin.repository.ts';
import { operatorRoute, type OperatorRouteDeps } from '../http/operator-route.ts';

/**
 * The catalogue (contract: backoffice/catalogue.ts), for operators with `catalogue.edit`: read
 * everything, switch providers, categories, games and tables on and off or into maintenance,
 * edit a game's thumbnail and RTP shown, its categories and its place in them. Each change
 * runs in one transaction, is audited, and shows in every process's lobby at once (`changes`).
 */
export function registerCatalogueOperatorRoutes(
  app: FastifyInstance,
  deps: OperatorRouteDeps & { changes: SiteChanges },
): void {
  const { db, now } = deps;
  /** A change in the control's transaction; the lobby's caches move on once it commits. */
  const change = async <T>(tx: Db, work: () => Promise<T>) => {
    const done = await work();
    afterCommit(tx, () => deps.changes.announce('catalogue'));
    return done;
  };

  operatorRoute(app, deps, 'catalogue.providers', {
    handler: async () => ({ items: await repo.providers(db) }),
  });
  operatorRoute(app, deps, 'catalogue.categories', {
    handler: async () => ({ items: await repo.categories(db) }),
  });
  operatorRoute(app, deps, 'catalogue.tables', {
    handler: async ({ request }) => ({ items: await repo.tables(db, backofficeLang(request)) }),
  });
  operatorRoute(app, deps, 'catalogue.games', {
    handler: ({ query, request }) =>
      repo.games(
        db,
        {
          categoryId: query.categoryId,
          providerId: query.providerId,
          namePattern: query.q ? (containsPattern(query.q) ?? undefined) : undefined,
        },
        backofficeLang(request),
        query,
      ),
  });

  auditedAction(app, deps, 'catalogue.setProvider', {
    action: 'catalogue.set_provider',
    run: (input, { tx }) =>
      change(tx, async () => {
        const values = { enabled: input.enabled, maintenance: input.maintenance };
        if (!(await repo.setProvider(tx, input.id, values))) throw refusals.notFound();
        if (input.enabled === false || input.maintenance === true)
          await repo.endPlay(tx, { providerId: input.id }, now());
        return { id: input.id, ...values };
      }),
  });

  auditedAction(app, deps, 'catalogue.setCategory', {
    action: 'catalogue.set_category',
    run: (input, { tx }) =>
      change(tx, async () => {
        if (!(await repo.setCategory(tx, input.id, input.enabled))) throw refusals.notFound();
        return input;
      }),
  });

  auditedAction(app, deps, 'catalogue.setTable', {
    action: 'catalogue.set_table',
    run: (input, { tx }) =>
      change(tx, async () => {
        const values = { enabled: input.enabled, maintenance: input.maintenance };
        if (!(await repo.setTable(tx, input.id, values))) throw refusals.notFound();
        if (input.enabled === false || input.maintenance === true)
          await repo.endPlay(tx, { kind: 'livecasino', ids: [input.id] }, now());
        return input;
      }),
  });

  auditedAction(app, deps, 'catalogue.setGame', {
    action: 'catalogue.set_game',
    run: (input, { tx }) =>
      change(tx, async () => {
        if (!(await repo.setGame(tx, input.id, input))) throw refusals.notFound();
        if (input.enabled === false || input.maintenance === true)
          await repo.endPlay(tx, { kind: 'casino', ids: [input.id] }, now());
        return input;
      }),
  });

  auditedAction(app, deps, 'catalogue.setMembership', {
    action: 'catalogue.set_membership',
    run: (input, { tx }) =>
      change(tx, async () => {
        if (
          !(await repo.casinoCategory(tx, input.categoryId)) ||
          !(await repo.gameExists(tx, input.gameId))
        )
          throw refusals.notFound();
        await repo.setMember(tx, input.categoryId, input.gameId, input.member);
        return input;
      }),
  });

  auditedAction(app, deps, 'catalogue.move', {
    action: 'catalogue.move',
    run: (input, { tx }) =>
      change(tx, async () => {
        if (!(await repo.move(tx, input.categoryId, input.gameId, input.direction)))
          throw refusals.notFound();
        return input;
      }),
  });
}
