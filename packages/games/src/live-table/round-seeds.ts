import { hmacStream, type HmacStream } from '../fair/hmac-stream.ts';

/**
 * The seeds of one shared round. A live table's round is one draw for every player, so the
 * room picks the client seed (for example the table's published seed) and uses the round
 * number as the nonce; the server seed's SHA-256 is shown before the round and the seed
 * revealed on rotation, exactly as for single-player games.
 */
export interface LiveRoundSeeds {
  serverSeed: string;
  clientSeed: string;
  nonce: number;
}

/** The round's provably fair stream: HMAC-SHA256(serverSeed, `${clientSeed}:${nonce}:${cursor}`). */
export function liveRoundSource(seeds: LiveRoundSeeds): HmacStream {
  return hmacStream(seeds.serverSeed, seeds.clientSeed, seeds.nonce);
}
