import { CRASH_GAMES, verifyCrashRound, type VerifiedCrashRound } from '@lale/games/crash';

export interface CrashVerifyForm {
  model: string;
  gameHash: string;
  salt: string;
  previousHash: string;
}

const HASH = /^[0-9a-f]{64}$/;

/** The crash form as a round's link fills it (`engine=crash&model=&gameHash=&salt=&previousHash=`). */
export function crashFormFromQuery(search: string): CrashVerifyForm {
  const query = new URLSearchParams(search);
  const model = query.get('model') ?? '';
  return {
    model: CRASH_GAMES.some((game) => game.id === model) ? model : 'zeplin',
    gameHash: query.get('gameHash') ?? '',
    salt: query.get('salt') ?? '',
    previousHash: query.get('previousHash') ?? '',
  };
}

/** The crash point and chain check of a round, or null when the inputs cannot name one. */
export function verifyCrashForm(form: CrashVerifyForm): VerifiedCrashRound | null {
  const game = CRASH_GAMES.find((candidate) => candidate.id === form.model);
  const gameHash = form.gameHash.trim().toLowerCase();
  const previous = form.previousHash.trim().toLowerCase();
  if (!game || !HASH.test(gameHash) || !form.salt) return null;
  if (previous && !HASH.test(previous)) return null;
  return verifyCrashRound({
    gameHash,
    salt: form.salt,
    edgeBasisPoints: game.edgeBasisPoints,
    maxMultiplierHundredths: game.maxMultiplierHundredths,
    ...(previous ? { previousGameHash: previous } : {}),
  });
}
