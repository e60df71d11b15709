/**
 * What the cashier offers other domains: the payment routes for the composition, and the
 * request queue with its once-only decisions for the back office.
 */
export { registerPaymentRoutes } from './http/payment.routes.ts';
export {
  cashierRequestsRepository as cashierQueue,
  type QueueRow,
} from './cashier-requests.repository.ts';
export { onRequestDecided } from './decision-events.ts';
export {
  DEPOSIT_CHECKOUT_EXPIRES_AFTER_MS,
  DEPOSIT_EXPIRY_SCHEDULE,
  depositExpirySchedule,
} from './deposit-expiry.ts';
export { decideRequest, type Decision, type DecisionOutcome } from './decisions.service.ts';
export { envoyHandlers } from './rpc/envoy.handlers.ts';
export { bankAccountsHandlers } from './rpc/bank-accounts.handlers.ts';
export { cashMethodsHandlers } from './rpc/cash-methods.handlers.ts';
export { depositsHandlers } from './rpc/deposits.handlers.ts';
export { prepayServicesHandlers } from './rpc/prepay.handlers.ts';
