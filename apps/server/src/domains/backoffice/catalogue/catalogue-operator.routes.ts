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
import { route } from '../../../http/route.ts';
import { refusals } from '../../../platform/refusal.ts';
import { containsPattern } from '../../catalogue/api.ts';
import type { SiteChanges } from '../../../platform/live/site-changes.ts';
import { can } from '../roles.ts';
import { auditedAction, permitted, type AuditedActionDeps } from '../http/audited-action.ts';
import { backofficeLang, backofficeTransport } from '../http/backoffice-transport.ts';
import { catalogueAdminRepository as repo } from './catalogue-admin.repository.ts';

const canEdit = (role: string) => can(role, 'catalogue.edit');

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

  route(app, {
    method: 'GET',
    url: url('/providers'),
    transport: backofficeTransport,
    guard: editor,
    handler: async () => ({ items: await repo.providers(db) }),
  });
  route(app, {
    method: 'GET',
    url: url('/categories'),
    transport: backofficeTransport,
    guard: editor,
    handler: async () => ({ items: await repo.categories(db) }),
  });
  route(app, {
    method: 'GET',
    url: url('/tables'),
    transport: backofficeTransport,
    guard: editor,
    handler: async ({ request }) => ({ items: await repo.tables(db, backofficeLang(request)) }),
  });
  route(app, {
    method: 'GET',
    url: url('/games'),
    transport: backofficeTransport,
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
    allowed: canEdit,
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
    allowed: canEdit,
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
    allowed: canEdit,
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
    allowed: canEdit,
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
    allowed: canEdit,
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
    allowed: canEdit,
    run: (input) =>
      change(async (tx) => {
        if (!(await repo.move(tx, input.categoryId, input.gameId, input.direction)))
          throw refusals.notFound();
        return input;
      }),
  });
}
