import type { RandomSource } from '../../fair/random-source.ts';
import { drawRaceOrder } from './seeded-result.ts';
import type { RacingModel } from './model.ts';

const TWO_POW_32 = 2 ** 32;

/** Strengths spread evenly over ±1.2: in a field of 12 a favourite near 4.00 and outsiders near 40.00. */
export const STRENGTH_SPREAD = 1.2;

/** A field's strengths, one word each: s = spread · (2 · w / 2³² − 1). */
export function drawStrengths(runners: number, source: RandomSource): number[] {
  return Array.from(
    { length: runners },
    () => STRENGTH_SPREAD * ((2 * source.nextUint32()) / TWO_POW_32 - 1),
  );
}

/**
 * Each runner's last `races` finishing positions (oldest first), from races of this very field
 * drawn with its model, so the form a player reads agrees with the odds in distribution.
 */
export function drawForm(model: RacingModel, source: RandomSource, races = 5): number[][] {
  const form = model.win.map((): number[] => []);
  for (let race = 0; race < races; race++) {
    drawRaceOrder(model, source).order.forEach((runner, place) => {
      form[runner - 1]!.push(place + 1);
    });
  }
  return form;
}
