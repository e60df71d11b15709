import { decisionPayload, type QueueItem } from '../backoffice.ts';
import {
  bulkDecisionPayload,
  financeQueueQuery,
  financeSettingsPayload,
  secondApprovalPayload,
  type BulkDecisionResult,
  type FinanceStatus,
} from '../backoffice-operators.ts';
import { defineRoute, reply } from './route.ts';

/** A request after a decision (or a second approval) on it. */
export interface FinanceDecision {
  id: number;
  status: FinanceStatus;
  /** The same decision was already made: nothing moved again. */
  replayed: boolean;
  decidedAt: string | null;
  decidedBy: number | null;
}

export interface FinanceSettings {
  /** Kuruş: decisions on larger requests need a second operator. */
  secondApprovalAbove: number;
}

/** The cashier's queue: the requests, decisions on them, and the second-approval limit. */
export const financeRoutes = {
  'finance.requests': defineRoute({
    method: 'GET',
    path: '/requests',
    access: 'finance.view',
    query: financeQueueQuery,
    reply: reply<{ items: QueueItem[]; total: number; secondApprovalAbove: number }>(),
  }),
  'finance.decide': defineRoute({
    method: 'POST',
    path: '/decide',
    access: 'finance.decide',
    body: decisionPayload,
    reply: reply<FinanceDecision>(),
  }),
  'finance.decideBulk': defineRoute({
    method: 'POST',
    path: '/decide/bulk',
    access: 'finance.decide',
    body: bulkDecisionPayload,
    reply: reply<BulkDecisionResult>(),
  }),
  'finance.secondApproval': defineRoute({
    method: 'POST',
    path: '/second-approval',
    access: 'finance.approve_large',
    body: secondApprovalPayload,
    reply: reply<FinanceDecision>(),
  }),
  'finance.settings': defineRoute({
    method: 'GET',
    path: '/finance/settings',
    access: 'finance.view',
    reply: reply<FinanceSettings>(),
  }),
  'finance.setSettings': defineRoute({
    method: 'POST',
    path: '/finance/settings',
    access: 'operators.manage',
    body: financeSettingsPayload,
    reply: reply<FinanceSettings>(),
  }),
};
