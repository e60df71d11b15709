import { BACKOFFICE_API } from '@lale/contract/backoffice';
import {
  catalogueCategoryPayload,
  catalogueGamePayload,
  catalogueGamesQuery,
  catalogueMembershipPayload,
  catalogueMovePayload,
  catalogueProviderPayload,
  catalogueTablePayload,
} from '@lale/contract/backoffice-catalogue';
import type { FastifyInstance } from 'fastify';
import { afterCommit, withTransaction, type Db } from '../../../db/client.ts';
import { refusals } from '../../../platform/refusal.ts';
import { containsPattern } from '../../catalogue/api.ts';
import type { SiteChanges } from '../../../platform/live/site-changes.ts';
import { auditedAction, permitted, type AuditedActionDeps } from '../http/audited-action.ts';
import { backofficeLang } from '../http/backoffice-transport.ts';
import { catalogueAdminRepository as repo } from './catalogue-admin.repository.ts';
import { operatorRoute } from '../http/operator-route.ts';

/**
 * The catalogue under /backoffice/api/v1/catalogue, for operators with `catalogue.edit`: read
 * everything, switch providers, categories, games and tables on and off or into maintenance,
 * edit a game's thumbnail and RTP shown, its categories and its place in them. Each change
 * runs in one transaction, is audited, and shows in every process's lobby at once (`changes`).
 */
export function registerCatalogueOperatorRoutes(
  app: FastifyInstance,
  deps: AuditedActionDeps & { changes: SiteChanges },
): void {
  const { db, now } = deps;
  const url = (path: string) => `${BACKOFFICE_API}/catalogue${path}`;
  const editor = permitted(deps, 'catalogue.edit');
  /** A change in one transaction; the lobby's caches move on once it commits. */
  const change = <T>(work: (tx: Db) => Promise<T>) =>
    withTransaction(db, async (tx) => {
      const done = await work(tx);
      afterCommit(tx, () => deps.changes.announce('catalogue'));
      return done;
    });

  operatorRoute(app, {
    method: 'GET',
    url: url('/providers'),
    guard: editor,
    handler: async () => ({ items: await repo.providers(db) }),
  });
  operatorRoute(app, {
    method: 'GET',
    url: url('/categories'),
    guard: editor,
    handler: async () => ({ items: await repo.categories(db) }),
  });
  operatorRoute(app, {
    method: 'GET',
    url: url('/tables'),
    guard: editor,
    handler: async ({ request }) => ({ items: await repo.tables(db, backofficeLang(request)) }),
  });
  operatorRoute(app, {
    method: 'GET',
    url: url('/games'),
    guard: editor,
    query: catalogueGamesQuery,
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

  auditedAction(app, deps, {
    url: url('/providers'),
    action: 'catalogue.set_provider',
    body: catalogueProviderPayload,
    permission: 'catalogue.edit',
    run: (input) =>
      change(async (tx) => {
        const values = { enabled: input.enabled, maintenance: input.maintenance };
        if (!(await repo.setProvider(tx, input.id, values))) throw refusals.notFound();
        if (input.enabled === false || input.maintenance === true)
          await repo.endPlay(tx, { providerId: input.id }, now());
        return { id: input.id, ...values };
      }),
  });

  auditedAction(app, deps, {
    url: url('/categories'),
    action: 'catalogue.set_category',
    body: catalogueCategoryPayload,
    permission: 'catalogue.edit',
    run: (input) =>
      change(async (tx) => {
        if (!(await repo.setCategory(tx, input.id, input.enabled))) throw refusals.notFound();
        return input;
      }),
  });

  auditedAction(app, deps, {
    url: url('/tables'),
    action: 'catalogue.set_table',
    body: catalogueTablePayload,
    permission: 'catalogue.edit',
    run: (input) =>
      change(async (tx) => {
        const values = { enabled: input.enabled, maintenance: input.maintenance };
        if (!(await repo.setTable(tx, input.id, values))) throw refusals.notFound();
        if (input.enabled === false || input.maintenance === true)
          await repo.endPlay(tx, { kind: 'livecasino', ids: [input.id] }, now());
        return input;
      }),
  });

  auditedAction(app, deps, {
    url: url('/games'),
    action: 'catalogue.set_game',
    body: catalogueGamePayload,
    permission: 'catalogue.edit',
    run: (input) =>
      change(async (tx) => {
        if (!(await repo.setGame(tx, input.id, input))) throw refusals.notFound();
        if (input.enabled === false || input.maintenance === true)
          await repo.endPlay(tx, { kind: 'casino', ids: [input.id] }, now());
        return input;
      }),
  });

  auditedAction(app, deps, {
    url: url('/membership'),
    action: 'catalogue.set_membership',
    body: catalogueMembershipPayload,
    permission: 'catalogue.edit',
    run: (input) =>
      change(async (tx) => {
        if (
          !(await repo.casinoCategory(tx, input.categoryId)) ||
          !(await repo.gameExists(tx, input.gameId))
        )
          throw refusals.notFound();
        await repo.setMember(tx, input.categoryId, input.gameId, input.member);
        return input;
      }),
  });

  auditedAction(app, deps, {
    url: url('/move'),
    action: 'catalogue.move',
    body: catalogueMovePayload,
    permission: 'catalogue.edit',
    run: (input) =>
      change(async (tx) => {
        if (!(await repo.move(tx, input.categoryId, input.gameId, input.direction)))
          throw refusals.notFound();
        return input;
      }),
  });
}
