export interface CrashVerifyParams {
  model: string;
  gameHash: string;
  salt: string;
  /** The previous round's hash (or the commitment for round 0), when known. */
  previousHash?: string | undefined;
  lang: string;
}

/** The verify page's address for one crash round, its inputs filled in. */
export function crashVerifyLink(params: CrashVerifyParams): string {
  const query = new URLSearchParams({
    engine: 'crash',
    model: params.model,
    gameHash: params.gameHash,
    salt: params.salt,
  });
  if (params.previousHash) query.set('previousHash', params.previousHash);
  query.set('lang', params.lang);
  return `/games/verify/?${query.toString()}`;
}
