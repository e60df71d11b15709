import {
  adjustmentDecisionPayload,
  adjustmentProposalPayload,
  adjustmentsQuery,
  playerDocumentFileParams,
  playerDocumentPayload,
  playerNotePayload,
  playerParams,
  playerSearchQuery,
  playerStatusPayload,
  playerTransactionsQuery,
  type BalanceAdjustmentView,
  type DocumentKind,
  type DocumentStatus,
  type PlayerPage,
  type PlayerResponsibleGaming,
  type PlayerSearchHit,
  type PlayerTransactionsPage,
} from '../backoffice-players.ts';
import { defineRoute, reply, type BackofficeFile } from './route.ts';

/** POST /players/documents: the decision as stamped on the kind's newest file. */
export interface PlayerDocumentDecision {
  kind: DocumentKind;
  status: DocumentStatus;
  note: string | null;
  /** The file decided; null when the player has uploaded none of the kind. */
  fileId: number | null;
  /** The player was mailed of it. */
  notified: boolean;
}

/**
 * Players: search and the player page (players.view; each record read is audited), block,
 * notes and KYC decisions (players.edit), balance adjustments proposed (players.adjust) and
 * decided by another operator (players.approve_adjustment).
 */
export const playersRoutes = {
  'players.search': defineRoute({
    method: 'GET',
    path: '/players',
    access: 'players.view',
    query: playerSearchQuery,
    reply: reply<{ items: PlayerSearchHit[] }>(),
  }),
  /** The four-eyes queue. */
  'players.adjustments': defineRoute({
    method: 'GET',
    path: '/players/adjustments',
    access: 'players.view',
    query: adjustmentsQuery,
    reply: reply<{ items: BalanceAdjustmentView[] }>(),
  }),
  'players.page': defineRoute({
    method: 'GET',
    path: '/players/:uid',
    access: 'players.view',
    params: playerParams,
    reply: reply<PlayerPage>(),
  }),
  'players.transactions': defineRoute({
    method: 'GET',
    path: '/players/:uid/transactions',
    access: 'players.view',
    params: playerParams,
    query: playerTransactionsQuery,
    reply: reply<PlayerTransactionsPage>(),
  }),
  'players.responsibleGaming': defineRoute({
    method: 'GET',
    path: '/players/:uid/responsible-gaming',
    access: 'players.view',
    params: playerParams,
    reply: reply<PlayerResponsibleGaming>(),
  }),
  'players.setStatus': defineRoute({
    method: 'POST',
    path: '/players/status',
    access: 'players.edit',
    body: playerStatusPayload,
    reply: reply<{ uid: number; blocked: boolean; sessionsEnded: number }>(),
  }),
  'players.addNote': defineRoute({
    method: 'POST',
    path: '/players/notes',
    access: 'players.edit',
    body: playerNotePayload,
    reply: reply<{ id: number }>(),
  }),
  'players.decideDocument': defineRoute({
    method: 'POST',
    path: '/players/documents',
    access: 'players.edit',
    body: playerDocumentPayload,
    reply: reply<PlayerDocumentDecision>(),
  }),
  /** One uploaded file's bytes as themselves; each opening is audited. */
  'players.documentFile': defineRoute({
    method: 'GET',
    path: '/players/:uid/documents/:id',
    access: 'players.view',
    params: playerDocumentFileParams,
    answers: 'file',
    reply: reply<BackofficeFile>(),
  }),
  /** Nothing moves until a second operator approves. */
  'players.proposeAdjustment': defineRoute({
    method: 'POST',
    path: '/players/adjustments',
    access: 'players.adjust',
    body: adjustmentProposalPayload,
    reply: reply<BalanceAdjustmentView>(),
  }),
  'players.decideAdjustment': defineRoute({
    method: 'POST',
    path: '/players/adjustments/decide',
    access: 'players.approve_adjustment',
    body: adjustmentDecisionPayload,
    reply: reply<BalanceAdjustmentView>(),
  }),
};
