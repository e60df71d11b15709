/**
 * What the sportsbook offers the composition: the coupons' RPC handlers (sportsbook coupon
 * methods and `betframe getCoupons`) and their settlement, which the events' settlement calls
 * in its transaction and a recovery sweep may run; the events' side: the module (fixture and
 * live schedules, topic snapshots), the RPC handlers of the sports tree, events and results,
 * the back office's controls, the coupon limits and the sports clock.
 */
export { couponHandlers } from './coupons/rpc/coupons.handlers.ts';
export { settleCouponsForEvent, settleOpenCoupons } from './coupons/settle-coupons.ts';
export { seedSportsCatalogue } from './catalogue/seed-catalogue.ts';
export { couponLimits } from './limits.ts';
export { sportsClock, type SportsClock } from './sports-clock.ts';
export { buildSportsbookModule, type SportsbookModule } from './sportsbook-module.ts';
export { sportsbookHandlers } from './rpc/sportsbook.handlers.ts';
export { sportsbookOperator, type SportsbookOperator } from './operator/operator-actions.ts';
/** What virtual sports (domains/virtuals) build on: its events are sportsbook events. */
export * as sportsbookEvents from './virtual-sports-link.ts';
