import type { LiveTableTiming } from '@lale/contract/live-tables/room';
import { WHEEL_SEGMENTS } from '@lale/games/money-wheel/segments';
import { holdemCardsAt } from './holdem/revealed-cards.ts';
import { moneyWheelPose } from './money-wheel/wheel-pose.ts';
import type { RoomView } from './room-state.ts';
import { phaseElapsedMs } from './timing.ts';

/** Whether the felt shows the whole result yet: hold'em turns its last cards during the result. */
export function resultShownAt(room: RoomView, timing: LiveTableTiming, now: number): boolean {
  if (room.phase !== 'result' || room.result?.game !== 'casino-holdem') return true;
  return holdemCardsAt(room.result.cards, 'result', phaseElapsedMs(room, timing, now)).showdown;
}

/** The multiplier the money wheel rests on mid-draw (it spins again), or null. */
export function wheelMultiplierAt(
  room: RoomView,
  timing: LiveTableTiming,
  now: number,
): number | null {
  if (room.phase !== 'draw' || room.result?.game !== 'money-wheel') return null;
  const { stops } = room.result.wheel;
  const pose = moneyWheelPose(stops, 0, timing.drawMs, phaseElapsedMs(room, timing, now));
  const segment = pose.settled ? WHEEL_SEGMENTS[stops[pose.spin] ?? -1] : undefined;
  return segment?.kind === 'multiplier' ? segment.factor : null;
}
