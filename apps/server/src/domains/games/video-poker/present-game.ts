import type { VideoPokerView } from '@lale/contract/studio/video-poker';
import type { RoundRow } from '../rounds/rounds.repository.ts';

/** What a video poker round keeps in its outcome: the view without the round's own columns. */
export type VideoPokerOutcome = Omit<VideoPokerView, 'roundId' | 'stake' | 'win'>;

export function presentGame(round: RoundRow): VideoPokerView {
  const outcome = round.outcome as VideoPokerOutcome;
  return { roundId: round.id, ...outcome, stake: round.stake, win: round.win };
}
