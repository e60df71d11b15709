import type { LiveStateReply } from '@lale/contract/live-tables/replies';
import type { GameOpening } from '../shared/session/opening.ts';
import type { GameSession } from '../shared/session/use-game-session.ts';

export type LiveSession = GameSession<LiveStateReply>;

/**
 * A live table opens on its rules, its room and the own stake. The table is the launch's: the
 * session names it, `table=` only labels the URL.
 */
export const tableOpening: GameOpening<LiveStateReply> = {
  open: (call) => call('/live/state'),
};
