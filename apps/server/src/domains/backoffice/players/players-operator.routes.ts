import type { FastifyInstance, FastifyRequest } from 'fastify';
import { endPlayerSessions, setAccountBlocked, type SealedFields } from '../../accounts/api.ts';
import { refusals } from '../../../platform/refusal.ts';
import { writeOperatorAudit } from '../operator-audit.ts';
import type { OperatorRow } from '../operators.repository.ts';
import { auditedAction } from '../http/audited-action.ts';
import { backofficeLang } from '../http/backoffice-transport.ts';
import { adjustmentsIn, decideAdjustment, proposeAdjustment } from './adjustments.ts';
import {
  registerPlayerDocumentRoutes,
  type PlayerDocumentsDeps,
} from './player-documents.routes.ts';
import { playerPage, playerTransactions } from './player-page.ts';
import { playerPageRepository } from './player-page.repository.ts';
import { playerResponsibleGaming, searchPlayers } from './player-record.ts';
import { operatorRoute } from '../http/operator-route.ts';

export interface PlayerOperatorDeps extends PlayerDocumentsDeps {
  /** The accounts' sealed fields: identity numbers found by blind index, shown masked. */
  sealed?: Pick<SealedFields, 'identityIndex' | 'identityNumber'>;
}

/** Why the sessions of a blocked player ended (sessions.end_reason). */
const BLOCKED_SESSION_REASON = 'blocked_by_operator';

/**
 * Players (contract: backoffice/players.ts): search and the player page for `players.view`
 * (each record read is written to the operator audit: personal data); block, notes and KYC
 * for `players.edit`; balance adjustments proposed by `players.adjust` and decided by another
 * operator with `players.approve_adjustment`. There is no route that lifts or shortens a break.
 */
export function registerPlayerOperatorRoutes(app: FastifyInstance, deps: PlayerOperatorDeps): void {
  const { db, now } = deps;
  const audited = (
    operator: OperatorRow,
    request: FastifyRequest,
    action: `players.${string}`,
    uid: number,
  ) =>
    writeOperatorAudit(db, {
      operatorId: operator.id,
      action,
      result: 'success',
      ip: request.ip,
      detail: { uid },
      at: now(),
    });

  operatorRoute(app, deps, 'players.search', {
    handler: async ({ query }) => ({
      items: await searchPlayers(
        db,
        query.q,
        deps.sealed && ((identity) => deps.sealed!.identityIndex(identity)),
      ),
    }),
  });

  operatorRoute(app, deps, 'players.adjustments', {
    handler: async ({ query }) => ({ items: await adjustmentsIn(db, query.status) }),
  });

  operatorRoute(app, deps, 'players.page', {
    handler: async ({ params, auth, request }) => {
      const page = await playerPage(
        db,
        params.uid,
        now(),
        deps.sealed &&
          ((identityNumberSealed) => deps.sealed!.identityNumber({ identityNumberSealed })),
      );
      await audited(auth, request, 'players.view', params.uid);
      return page;
    },
  });

  operatorRoute(app, deps, 'players.transactions', {
    handler: ({ params, query, request }) =>
      playerTransactions(db, params.uid, query, backofficeLang(request)),
  });

  operatorRoute(app, deps, 'players.responsibleGaming', {
    handler: async ({ params, auth, request }) => {
      const record = await playerResponsibleGaming(db, params.uid, now(), backofficeLang(request));
      await audited(auth, request, 'players.view_responsible_gaming', params.uid);
      return record;
    },
  });

  auditedAction(app, deps, 'players.setStatus', {
    action: 'players.set_status',
    auditResult: true,
    run: async (input, { tx }) => {
      const at = now();
      if (!(await setAccountBlocked(tx, input.uid, input.blocked, at))) {
        if (!(await playerPageRepository.profile(tx, input.uid))) throw refusals.notFound();
        throw refusals.failed('player_account_closed');
      }
      const sessionsEnded = input.blocked
        ? await endPlayerSessions(tx, input.uid, at, BLOCKED_SESSION_REASON)
        : 0;
      return { uid: input.uid, blocked: input.blocked, sessionsEnded };
    },
  });

  auditedAction(app, deps, 'players.addNote', {
    action: 'players.add_note',
    run: async (input, { tx, operator }) => {
      if (!(await playerPageRepository.profile(tx, input.uid))) throw refusals.notFound();
      return {
        id: await playerPageRepository.addNote(tx, input.uid, operator.id, input.body, now()),
      };
    },
  });

  registerPlayerDocumentRoutes(app, deps);

  auditedAction(app, deps, 'players.proposeAdjustment', {
    action: 'players.propose_adjustment',
    auditResult: true,
    run: (input, { tx, operator }) => proposeAdjustment(tx, input, operator.id, now()),
  });

  auditedAction(app, deps, 'players.decideAdjustment', {
    action: 'players.decide_adjustment',
    auditResult: true,
    run: (input, { tx, operator }) => decideAdjustment(tx, input, operator.id, now()),
  });
}
