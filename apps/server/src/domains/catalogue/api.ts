/** What the catalogue offers other domains: one-time launch tokens that open a game. */
export { redeemLaunch, type RedeemedLaunch } from './launch-tokens.ts';
export { casinoHandlers } from './rpc/casino.handlers.ts';
export { livecasinoHandlers, type LiveRoomsLink } from './rpc/livecasino.handlers.ts';
export { virtualgamesHandlers } from './rpc/virtualgames.handlers.ts';
export { favoritesHandlers } from './rpc/favorites.handlers.ts';
export { registerArt } from './http/art.routes.ts';
export { registerThumbnails } from './http/thumbnails.routes.ts';
export { searchNameOf } from './search.ts';
export { ENGINE, liveTableKind, SLOT_MODELS, type SlotModel } from './engines.ts';
export { containsPattern } from './search.ts';
/** The back office spends the launch tokens of what it takes out of play (its transaction). */
export { spendLaunchTokens, type PlayTarget } from './launch-tokens.ts';
