export { diceMachine, DICE_STEP_MS, type DiceRoomDeps } from './room.ts';
export { diceRoutes } from './routes.ts';
export { diceSnapshot } from './snapshot.ts';
export { diceTimingFromEnv, DICE_TIMING, type DiceTiming } from './timing.ts';
