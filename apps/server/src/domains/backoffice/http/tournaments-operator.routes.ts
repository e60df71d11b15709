import { BACKOFFICE_API } from '@lale/contract/backoffice';
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
import type { FastifyInstance } from 'fastify';
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
import { auditedAction, permitted, type AuditedActionDeps } from './audited-action.ts';
import { backofficeLang } from './backoffice-transport.ts';
import { operatorRoute } from './operator-route.ts';

/**
 * Tournaments and the lottery under BACKOFFICE_API/tournaments and /lottery, for operators who
 * may 'bonus.manage': lists with their prize cost and what was paid, a preview of a draft
 * (changes nothing), and create, pause, resume and end, each audited with its input; a
 * tournament's leaderboard; tickets found by number (a look-up of players' tickets, audited).
 */
export function registerPrizeOperatorRoutes(app: FastifyInstance, deps: AuditedActionDeps): void {
  const { db, now } = deps;
  const guard = permitted(deps, 'bonus.manage');

  operatorRoute(app, {
    method: 'GET',
    url: `${BACKOFFICE_API}/tournaments`,
    guard,
    handler: async ({ request }) => ({
      items: await listTournamentsForOperator(db, now(), backofficeLang(request)),
    }),
  });
  operatorRoute(app, {
    method: 'POST',
    url: `${BACKOFFICE_API}/tournaments/preview`,
    guard,
    body: tournamentDraftPayload,
    handler: async ({ body, request }) =>
      previewTournament(db, body, now(), backofficeLang(request)),
  });
  auditedAction(app, deps, {
    url: `${BACKOFFICE_API}/tournaments`,
    action: 'cms.tournaments.create',
    body: tournamentDraftPayload,
    permission: 'bonus.manage',
    auditResult: true,
    run: (input) => createTournament(db, input),
  });
  operatorRoute(app, {
    method: 'GET',
    url: `${BACKOFFICE_API}/tournaments/leaderboard`,
    guard,
    query: tournamentLeaderboardQuery,
    handler: ({ query }) => tournamentBoardForOperator(db, query.tournamentId),
  });
  auditedAction(app, deps, {
    url: `${BACKOFFICE_API}/tournaments/control`,
    action: 'cms.tournaments.control',
    body: tournamentControlPayload,
    permission: 'bonus.manage',
    run: (input) => controlTournament(db, input, now()),
  });

  operatorRoute(app, {
    method: 'GET',
    url: `${BACKOFFICE_API}/lottery`,
    guard,
    handler: async ({ request }) => ({
      items: await listLotteriesForOperator(db, backofficeLang(request)),
    }),
  });
  operatorRoute(app, {
    method: 'POST',
    url: `${BACKOFFICE_API}/lottery/preview`,
    guard,
    body: lotteryDraftPayload,
    handler: async ({ body }) => previewLottery(db, body, now()),
  });
  auditedAction(app, deps, {
    url: `${BACKOFFICE_API}/lottery`,
    action: 'cms.lottery.create',
    body: lotteryDraftPayload,
    permission: 'bonus.manage',
    auditResult: true,
    run: (input) => createLottery(db, input),
  });
  operatorRoute(app, {
    method: 'GET',
    url: `${BACKOFFICE_API}/lottery/tickets`,
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
    permission: 'bonus.manage',
    run: (input) => controlLottery(db, input, now()),
  });
}
