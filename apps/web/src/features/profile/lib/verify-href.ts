import type { GameRound } from '@lale/contract/methods/games';

/**
 * The studio's verify page for one round, or null while its server seed is still secret.
 * The query is the one the verify page reads (apps/studio verify-form.ts).
 */
export function verifyHref(round: GameRound, lang: string): string | null {
  if (!round.serverSeed) return null;
  const query = new URLSearchParams({
    engine: round.engine,
    serverSeed: round.serverSeed,
    clientSeed: round.clientSeed,
    nonce: String(round.nonce),
    hash: round.serverSeedHash,
    stake: String(round.stake),
    lang,
  });
  if (round.model) query.set('model', round.model);
  return `/games/verify/?${query.toString()}`;
}
