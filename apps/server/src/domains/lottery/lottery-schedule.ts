import type { NoticePayload } from '@lale/contract/live/player-payloads';
import type { Schedule } from '../../platform/scheduler/scheduler.ts';
import { lotteryRepository as repo } from './lottery.repository.ts';
import { runDraw } from './run-draw.ts';

export const LOTTERY_SCHEDULE = 'lottery';

/**
 * The leader draws every lottery whose draw time has come (run-draw.ts) and tells each winner
 * on their own live channel: a confirmed notice of the prize, paid like a bonus.
 */
export function lotterySchedule(deps: {
  publish: (topic: string, payload: unknown) => Promise<unknown>;
  everyMs?: number;
}): Schedule {
  return {
    name: LOTTERY_SCHEDULE,
    everyMs: deps.everyMs ?? 1_000,
    async step({ db, now }) {
      for (const lotteryId of await repo.due(db, now)) {
        const paid = await runDraw(db, lotteryId, now);
        for (const prize of paid ?? []) {
          const notice: NoticePayload = {
            type: 'notice',
            id: `lottery:${lotteryId}:${prize.place}`,
            kind: 'bonus',
            amount: prize.amount,
            status: 'confirmed',
          };
          await deps.publish(`player:${prize.userId}`, notice).catch(() => undefined);
        }
      }
    },
  };
}
