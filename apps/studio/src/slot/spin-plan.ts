import type { SlotModel } from '@lale/games/slots/model-types';

/** How each reel of one spin moves: how far, for how long, and whether it builds suspense. */
export interface ReelPlan {
  travel: number;
  duration: number;
  anticipation: boolean;
}

export type SpinSpeed = 'normal' | 'turbo';

const PACE = {
  normal: { travel: 10, travelStep: 3, duration: 900, durationStep: 260, suspense: 1100 },
  turbo: { travel: 6, travelStep: 2, duration: 380, durationStep: 90, suspense: 450 },
} as const;

/** Fewest scatters that award free spins in the base game. */
export function scattersToTrigger(model: SlotModel): number {
  return Math.min(...Object.keys(model.freeSpins.awards).map(Number));
}

/**
 * Reels stop one by one, left to right. Once the reels already stopped show one scatter fewer
 * than a trigger needs, every later reel slows down and glows: the next could bring the bonus.
 */
export function spinPlan(model: SlotModel, grid: readonly string[], speed: SpinSpeed): ReelPlan[] {
  const pace = PACE[speed];
  const needed = scattersToTrigger(model) - 1;
  let scatters = 0;
  let extra = 0;
  return Array.from({ length: model.reels }, (_, reel) => {
    const anticipation = scatters >= needed && needed > 0;
    if (anticipation) extra += pace.suspense;
    for (let row = 0; row < model.rows; row++) {
      if (grid[reel * model.rows + row] === 'scatter') scatters++;
    }
    const travelExtra = anticipation
      ? Math.round((pace.suspense / pace.durationStep) * pace.travelStep)
      : 0;
    return {
      travel: pace.travel + reel * pace.travelStep + travelExtra,
      duration: pace.duration + reel * pace.durationStep + extra,
      anticipation,
    };
  });
}
