/** What the catalogue offers other domains: one-time launch tokens that open a game. */
export { redeemLaunch, type RedeemedLaunch } from './launch-tokens.ts';
