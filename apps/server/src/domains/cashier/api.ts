/**
 * What the cashier offers other domains: the payment routes for the composition, and the
 * request queue with its once-only decisions for the back office.
 */
export { registerPaymentRoutes } from './http/payment.routes.ts';
export {
  cashierRequestsRepository as cashierQueue,
  type QueueRow,
} from './cashier-requests.repository.ts';
export { decideRequest, type Decision, type DecisionOutcome } from './decisions.service.ts';
