import type { TopicMessage } from '@lale/contract/live/live-client';
import type { BigWinPayload } from '@lale/contract/live/feed-payloads';

/** Wins kept for the high-earnings screen; the snapshot brings the last 20. */
export const BIG_WINS_KEPT = 50;

export interface ShownWin extends BigWinPayload {
  key: string;
  /** Arrived while watching (animates in); snapshot wins do not. */
  fresh: boolean;
}

export interface BigWinsState {
  /** Newest first. */
  wins: ShownWin[];
  /** Seq of the last message applied; null until the first snapshot. */
  seq: number | null;
}

export const emptyBigWins: BigWinsState = { wins: [], seq: null };

const keyOf = (win: BigWinPayload) => `${win.at}:${win.gameId}:${win.player}:${win.amount}`;

/** The feed after one message: a snapshot replaces the list, an event goes on top once. */
export function reduceBigWins(
  state: BigWinsState,
  message: TopicMessage<'feed:big-wins'>,
): BigWinsState {
  if (message.type === 'snapshot') {
    const known = new Map(state.wins.map((win) => [win.key, win]));
    const wins = unique(
      message.payload.wins.map(
        (win) => known.get(keyOf(win)) ?? { ...win, key: keyOf(win), fresh: false },
      ),
    );
    return { wins: wins.slice(0, BIG_WINS_KEPT), seq: message.seq };
  }
  if (state.seq !== null && message.seq <= state.seq) return state;
  const win: ShownWin = { ...message.payload, key: keyOf(message.payload), fresh: true };
  const wins = unique([win, ...state.wins]).slice(0, BIG_WINS_KEPT);
  return { wins, seq: message.seq };
}

function unique(wins: ShownWin[]): ShownWin[] {
  const seen = new Set<string>();
  return wins.filter((win) => !seen.has(win.key) && seen.add(win.key));
}
