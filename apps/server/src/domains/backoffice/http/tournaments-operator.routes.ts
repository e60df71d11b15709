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
import { auditedAction } from './audited-action.ts';
import { backofficeLang } from './backoffice-transport.ts';
import { operatorRoute, type OperatorRouteDeps } from './operator-route.ts';

/**
 * Tournaments and the lottery (contract: backoffice/prizes.ts), for operators who may
 * 'bonus.manage': lists with their prize cost and what was paid, a preview of a draft (changes
 * nothing), and create, pause, resume and end, each audited with its input; a tournament's
 * leaderboard; tickets found by number (a look-up of players' tickets, audited).
 */
export function registerPrizeOperatorRoutes(app: FastifyInstance, deps: OperatorRouteDeps): void {
  const { db, now } = deps;

  operatorRoute(app, deps, 'tournaments.list', {
    handler: async ({ request }) => ({
      items: await listTournamentsForOperator(db, now(), backofficeLang(request)),
    }),
  });
  operatorRoute(app, deps, 'tournaments.preview', {
    handler: ({ body, request }) => previewTournament(db, body, now(), backofficeLang(request)),
  });
  auditedAction(app, deps, 'tournaments.create', {
    action: 'cms.tournaments.create',
    auditResult: true,
    run: (input, { tx }) => createTournament(tx, input),
  });
  operatorRoute(app, deps, 'tournaments.leaderboard', {
    handler: ({ query }) => tournamentBoardForOperator(db, query.tournamentId),
  });
  auditedAction(app, deps, 'tournaments.control', {
    action: 'cms.tournaments.control',
    run: (input, { tx }) => controlTournament(tx, input, now()),
  });

  operatorRoute(app, deps, 'lottery.list', {
    handler: async ({ request }) => ({
      items: await listLotteriesForOperator(db, backofficeLang(request)),
    }),
  });
  operatorRoute(app, deps, 'lottery.preview', {
    handler: ({ body }) => previewLottery(db, body, now()),
  });
  auditedAction(app, deps, 'lottery.create', {
    action: 'cms.lottery.create',
    auditResult: true,
    run: (input, { tx }) => createLottery(tx, input),
  });
  operatorRoute(app, deps, 'lottery.tickets', {
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
  auditedAction(app, deps, 'lottery.control', {
    action: 'cms.lottery.control',
    run: (input, { tx }) => controlLottery(tx, input, now()),
  });
}
