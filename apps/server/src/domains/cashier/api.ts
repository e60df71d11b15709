/**
 * What the cashier offers: its registration for the composition (domain.ts: the cashier's
 * methods, the payment routes, the deposits' expiry, the decision notices), and the request
 * queue with its once-only decisions for the back office.
 */
export {
  cashierRequestsRepository as cashierQueue,
  type QueueRow,
} from './cashier-requests.repository.ts';
export {
  DEPOSIT_CHECKOUT_EXPIRES_AFTER_MS,
  DEPOSIT_EXPIRY_SCHEDULE,
  checkoutExpiresAt,
} from './deposit-expiry.ts';
export { decideRequest, type Decision, type DecisionOutcome } from './decisions.service.ts';
export { cashierDomain } from './domain.ts';
