/**
 * The bonus engine (issue 16). Other domains use only what this file exports: the cashier's
 * triggers (a confirmed deposit, a withdrawal request), the promotion codes registration and
 * deposit requests carry, getPromotions' offers, the seed, the back office's pieces, the
 * bonus's terms (its maximum bet) for the wallet's port, plugged in by the composition, and its
 * registration (domain.ts: the player's methods, the expiry and weekly discount schedules).
 * README.md beside this file.
 */
export { bonusTermsPolicy } from './max-bet-refusal.ts';
export { bonusStakeTerms } from './stake-terms.ts';
export { grantForDeposit } from './deposit-trigger.ts';
export { liveDefinitionOfCode } from './promotion-code.ts';
export { checkDepositCode, keepDepositCode } from './deposit-codes.ts';
export { forfeitOnWithdrawal, expireDue } from './close-bonus.ts';
export { withBonusOffers, promotionState } from './promotion-offers.ts';
export { closedOffers } from './offers-closed.ts';
export { weeklyDiscountSchedule } from './weekly-discount-schedule.ts';
export { seedBonuses } from './seed-bonuses.ts';
export {
  definitionsRepository as bonusDefinitions,
  type Definition as BonusDefinition,
} from './definitions.repository.ts';
/** Its registration with the composition (domain.ts): handlers, routes, topics, schedules. */
export { bonusDomain } from './domain.ts';
