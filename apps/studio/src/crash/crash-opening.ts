import type { CrashStateReply } from '@lale/contract/crash-api';
import type { GameOpening } from '../shared/session/opening.ts';
import type { GameSession } from '../shared/session/use-game-session.ts';

export type CrashSession = GameSession<CrashStateReply>;

/** The crash page opens on the room's rules, its round as the live topic shows it, the own bets. */
export const crashOpening: GameOpening<CrashStateReply> = {
  open: (call) => call('/crash/state'),
};
