/**
 * What the catalogue offers: its registration for the composition (domain.ts: the lobbies'
 * methods, favourites, card art), one-time launch tokens that open a game, and the engines.
 */
export { redeemLaunch, type RedeemedLaunch } from './launch-tokens.ts';
export { searchNameOf } from './search.ts';
export { ENGINE, liveTableKind, SLOT_MODELS, type SlotModel } from './engines.ts';
export { containsPattern } from './search.ts';
/** The back office spends the launch tokens of what it takes out of play (its transaction). */
export { spendLaunchTokens, type PlayTarget } from './launch-tokens.ts';
export { catalogueDomain } from './domain.ts';
