export interface VerifyParams {
  engine: string;
  model?: string | null;
  serverSeed: string;
  serverSeedHash?: string;
  clientSeed: string;
  nonce: number;
  /** Slot stake or blackjack bet in kuruş: slot wins scale with it. */
  stake?: number;
  lang: string;
}

/** The verify page's address for one round; the web's game history builds the same query. */
export function verifyLink(params: VerifyParams): string {
  const query = new URLSearchParams({
    engine: params.engine,
    serverSeed: params.serverSeed,
    clientSeed: params.clientSeed,
    nonce: String(params.nonce),
    lang: params.lang,
  });
  if (params.model) query.set('model', params.model);
  if (params.serverSeedHash) query.set('hash', params.serverSeedHash);
  if (params.stake) query.set('stake', String(params.stake));
  return `/games/verify/?${query.toString()}`;
}
