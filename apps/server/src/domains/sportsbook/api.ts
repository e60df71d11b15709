/**
 * What the sportsbook offers: its registration for the composition (domain.ts: the coupons'
 * and the sports tree's methods, the fixture and live schedules, `event:*` snapshots, the back
 * office's controls); the coupons' settlement, which the events' settlement calls in its
 * transaction and a recovery sweep may run; the sports clock and the catalogue's seed.
 */
export { settleCouponsForEvent, settleOpenCoupons } from './coupons/settle-coupons.ts';
export { seedSportsCatalogue } from './catalogue/seed-catalogue.ts';
export { sportsClock } from './sports-clock.ts';
export { sportsbookOperator, type SportsbookOperator } from './operator/operator-actions.ts';
/** What virtual sports (domains/virtuals) build on: its events are sportsbook events. */
export * as sportsbookEvents from './virtual-sports-link.ts';
export { sportsbookDomain, type SportsbookDomain } from './domain.ts';
