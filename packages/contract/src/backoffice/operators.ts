import {
  auditQuery,
  createOperatorPayload,
  operatorIdPayload,
  operatorIpsPayload,
  operatorRolePayload,
  type AuditChainReport,
  type AuditEntryView,
  type OperatorCreated,
  type OperatorListItem,
} from '../backoffice-operators.ts';
import { defineRoute, reply } from './route.ts';

/** A change to one operator (operators.manage), answered with the operator as it is now. */
const change = <P extends `/operators/${string}`>(path: P) =>
  defineRoute({
    method: 'POST',
    path,
    access: 'operators.manage',
    body: operatorIdPayload,
    reply: reply<OperatorListItem>(),
  });

/** The staff and their access (operators.manage), and the audit log (audit.view). */
export const operatorsRoutes = {
  'operators.list': defineRoute({
    method: 'GET',
    path: '/operators',
    access: 'operators.manage',
    reply: reply<{ items: OperatorListItem[] }>(),
  }),
  /** The reply holds the temporary password, shown once. */
  'operators.create': defineRoute({
    method: 'POST',
    path: '/operators/create',
    access: 'operators.manage',
    body: createOperatorPayload,
    reply: reply<OperatorCreated>(),
  }),
  'operators.setRole': defineRoute({
    method: 'POST',
    path: '/operators/role',
    access: 'operators.manage',
    body: operatorRolePayload,
    reply: reply<OperatorListItem>(),
  }),
  'operators.disable': change('/operators/disable'),
  'operators.enable': change('/operators/enable'),
  'operators.resetTotp': change('/operators/reset-totp'),
  'operators.resetPassword': defineRoute({
    method: 'POST',
    path: '/operators/reset-password',
    access: 'operators.manage',
    body: operatorIdPayload,
    reply: reply<OperatorCreated>(),
  }),
  /** Lifts the sign-in slowdown of the operator's name. */
  'operators.unlock': defineRoute({
    method: 'POST',
    path: '/operators/unlock',
    access: 'operators.manage',
    body: operatorIdPayload,
    reply: reply<null>(),
  }),
  'operators.setIpAllowList': defineRoute({
    method: 'POST',
    path: '/operators/ip-allow-list',
    access: 'operators.manage',
    body: operatorIpsPayload,
    reply: reply<OperatorListItem>(),
  }),

  'audit.list': defineRoute({
    method: 'GET',
    path: '/audit',
    access: 'audit.view',
    query: auditQuery,
    reply: reply<{ items: AuditEntryView[]; total: number }>(),
  }),
  /** Walks the chain from the first row; the check is itself audited. */
  'audit.verify': defineRoute({
    method: 'POST',
    path: '/audit/verify',
    access: 'audit.view',
    reply: reply<AuditChainReport>(),
  }),
};
