import { BACKOFFICE_API } from '@lale/contract/backoffice';
import { can } from '@lale/contract/backoffice-permissions';
import {
  lotteryControlPayload,
  lotteryDraftPayload,
  lotteryTicketSearchQuery,
} from '@lale/contract/lottery';
import {
  tournamentControlPayload,
  tournamentDraftPayload,
  tournamentLeaderboardQuery,
} from '@lale/contract/tournaments';
import type { OperatorRole } from '@lale/contract/backoffice';
import type { FastifyInstance } from 'fastify';
import { route } from '../../../http/route.ts';
import { refusals } from '../../../platform/refusal.ts';
import {
  controlLottery,
  createLottery,
  listLotteriesForOperator,
  previewLottery,
  searchTicketsForOperator,
} from '../../lottery/api.ts';
import {
  controlTournament,
  createTournament,
  listTournamentsForOperator,
  previewTournament,
  tournamentBoardForOperator,
} from '../../tournaments/api.ts';
import { writeOperatorAudit } from '../operator-audit.ts';
import { auditedAction, type AuditedActionDeps } from './audited-action.ts';
import { backofficeLang, backofficeTransport } from './backoffice-transport.ts';

const mayManage = (role: OperatorRole) => can(role, 'bonus.manage');

/**
 * Tournaments and the lottery under BACKOFFICE_API/tournaments and /lottery, for operators who
 * may 'bonus.manage': lists with their prize cost and what was paid, a preview of a draft
 * (changes nothing), and create, pause, resume and end, each audited with its input; a
 * tournament's leaderboard; tickets found by number (a look-up of players' tickets, audited).
 */
export function registerPrizeOperatorRoutes(app: FastifyInstance, deps: AuditedActionDeps): void {
  const { db, now } = deps;
  const guard = async (...args: Parameters<AuditedActionDeps['operatorOf']>) => {
    const operator = await deps.operatorOf(...args);
    if (!mayManage(operator.role)) throw refusals.forbidden();
    return operator;
  };

  route(app, {
    method: 'GET',
    url: `${BACKOFFICE_API}/tournaments`,
    transport: backofficeTransport,
    guard,
    handler: async ({ request }) => ({
      items: await listTournamentsForOperator(db, now(), backofficeLang(request)),
    }),
  });
  route(app, {
    method: 'POST',
    url: `${BACKOFFICE_API}/tournaments/preview`,
    transport: backofficeTransport,
    guard,
    body: tournamentDraftPayload,
    handler: async ({ body, request }) =>
      previewTournament(db, body, now(), backofficeLang(request)),
  });
  auditedAction(app, deps, {
    url: `${BACKOFFICE_API}/tournaments`,
    action: 'cms.tournaments.create',
    body: tournamentDraftPayload,
    allowed: mayManage,
    auditResult: true,
    run: (input) => createTournament(db, input),
  });
  route(app, {
    method: 'GET',
    url: `${BACKOFFICE_API}/tournaments/leaderboard`,
    transport: backofficeTransport,
    guard,
    query: tournamentLeaderboardQuery,
    handler: ({ query }) => tournamentBoardForOperator(db, query.tournamentId),
  });
  auditedAction(app, deps, {
    url: `${BACKOFFICE_API}/tournaments/control`,
    action: 'cms.tournaments.control',
    body: tournamentControlPayload,
    allowed: mayManage,
    run: (input) => controlTournament(db, input, now()),
  });

  route(app, {
    method: 'GET',
    url: `${BACKOFFICE_API}/lottery`,
    transport: backofficeTransport,
    guard,
    handler: async ({ request }) => ({
      items: await listLotteriesForOperator(db, backofficeLang(request)),
    }),
  });
  route(app, {
    method: 'POST',
    url: `${BACKOFFICE_API}/lottery/preview`,
    transport: backofficeTransport,
    guard,
    body: lotteryDraftPayload,
    handler: async ({ body }) => previewLottery(db, body, now()),
  });
  auditedAction(app, deps, {
    url: `${BACKOFFICE_API}/lottery`,
    action: 'cms.lottery.create',
    body: lotteryDraftPayload,
    allowed: mayManage,
    auditResult: true,
    run: (input) => createLottery(db, input),
  });
  route(app, {
    method: 'GET',
    url: `${BACKOFFICE_API}/lottery/tickets`,
    transport: backofficeTransport,
    guard,
    query: lotteryTicketSearchQuery,
    handler: async ({ query, auth, request }) => {
      const items = await searchTicketsForOperator(db, query.ticketNumber, backofficeLang(request));
      await writeOperatorAudit(db, {
        operatorId: auth.id,
        action: 'cms.lottery.ticket_search',
        result: 'success',
        ip: request.ip,
        detail: { ticketNumber: query.ticketNumber, found: items.length },
        at: now(),
      });
      return { items };
    },
  });
  auditedAction(app, deps, {
    url: `${BACKOFFICE_API}/lottery/control`,
    action: 'cms.lottery.control',
    body: lotteryControlPayload,
    allowed: mayManage,
    run: (input) => controlLottery(db, input, now()),
  });
}
