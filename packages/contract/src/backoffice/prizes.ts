import {
  bonusDefinitionPayload,
  bonusDefinitionStatus,
  bonusDefinitionUpdate,
  type BonusDefinitionView,
  type DefinitionStatus,
} from '../bonus.ts';
import {
  lotteryControlPayload,
  lotteryDraftPayload,
  lotteryTicketSearchQuery,
  type LotteryOperatorRow,
  type LotteryTicketFound,
} from '../lottery.ts';
import {
  tournamentControlPayload,
  tournamentDraftPayload,
  tournamentLeaderboardQuery,
  type TournamentOperatorBoard,
  type TournamentOperatorRow,
  type TournamentPreview,
} from '../tournaments.ts';
import { defineRoute, reply } from './route.ts';

/** What a lottery draft would be (changes nothing). */
export interface LotteryPreview {
  /** Kuruş: the prize table's sum. */
  prizeCost: number;
  places: number;
  /** Deposits so far inside the sales window that would have earned a ticket. */
  ticketsSoFar: number;
  salesOpen: boolean;
}

/** A tournament or lottery paused, resumed or ended. */
export interface PrizeControlDone {
  id: number;
  control: string;
}

/**
 * Bonus definitions, tournaments and the lottery, for operators who may `bonus.manage`: lists
 * with their cost, previews of a draft, creation and schedule changes (each audited), a
 * tournament's leaderboard, tickets found by number.
 */
export const prizesRoutes = {
  /** Each definition with its cost from the ledger. */
  'bonuses.list': defineRoute({
    method: 'GET',
    path: '/bonuses',
    access: 'bonus.manage',
    reply: reply<BonusDefinitionView[]>(),
  }),
  'bonuses.create': defineRoute({
    method: 'POST',
    path: '/bonuses/create',
    access: 'bonus.manage',
    body: bonusDefinitionPayload,
    reply: reply<{ id: number }>(),
  }),
  'bonuses.update': defineRoute({
    method: 'POST',
    path: '/bonuses/update',
    access: 'bonus.manage',
    body: bonusDefinitionUpdate,
    reply: reply<{ id: number }>(),
  }),
  'bonuses.setStatus': defineRoute({
    method: 'POST',
    path: '/bonuses/status',
    access: 'bonus.manage',
    body: bonusDefinitionStatus,
    reply: reply<{ id: number; status: DefinitionStatus }>(),
  }),

  'tournaments.list': defineRoute({
    method: 'GET',
    path: '/tournaments',
    access: 'bonus.manage',
    reply: reply<{ items: TournamentOperatorRow[] }>(),
  }),
  'tournaments.preview': defineRoute({
    method: 'POST',
    path: '/tournaments/preview',
    access: 'bonus.manage',
    body: tournamentDraftPayload,
    reply: reply<TournamentPreview>(),
  }),
  'tournaments.create': defineRoute({
    method: 'POST',
    path: '/tournaments',
    access: 'bonus.manage',
    body: tournamentDraftPayload,
    reply: reply<{ id: number }>(),
  }),
  'tournaments.leaderboard': defineRoute({
    method: 'GET',
    path: '/tournaments/leaderboard',
    access: 'bonus.manage',
    query: tournamentLeaderboardQuery,
    reply: reply<TournamentOperatorBoard>(),
  }),
  'tournaments.control': defineRoute({
    method: 'POST',
    path: '/tournaments/control',
    access: 'bonus.manage',
    body: tournamentControlPayload,
    reply: reply<PrizeControlDone>(),
  }),

  'lottery.list': defineRoute({
    method: 'GET',
    path: '/lottery',
    access: 'bonus.manage',
    reply: reply<{ items: LotteryOperatorRow[] }>(),
  }),
  'lottery.preview': defineRoute({
    method: 'POST',
    path: '/lottery/preview',
    access: 'bonus.manage',
    body: lotteryDraftPayload,
    reply: reply<LotteryPreview>(),
  }),
  /** The reply's seed hash is public from now on. */
  'lottery.create': defineRoute({
    method: 'POST',
    path: '/lottery',
    access: 'bonus.manage',
    body: lotteryDraftPayload,
    reply: reply<{ id: number; seedHash: string }>(),
  }),
  /** Players' tickets by number (part of one is enough); each search is audited. */
  'lottery.tickets': defineRoute({
    method: 'GET',
    path: '/lottery/tickets',
    access: 'bonus.manage',
    query: lotteryTicketSearchQuery,
    reply: reply<{ items: LotteryTicketFound[] }>(),
  }),
  'lottery.control': defineRoute({
    method: 'POST',
    path: '/lottery/control',
    access: 'bonus.manage',
    body: lotteryControlPayload,
    reply: reply<PrizeControlDone>(),
  }),
};
