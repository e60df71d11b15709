/**
 * The bets a player can pick: 1-2-5 steps of every power of ten between the game's minimum
 * and maximum (kuruş), plus the limits themselves, ascending and without repeats.
 */
export function betSteps(minBet: number, maxBet: number): number[] {
  const min = Math.max(1, Math.floor(minBet));
  const max = Math.max(min, Math.floor(maxBet));
  const steps = new Set<number>([min, max]);
  for (let power = 1; power <= max; power *= 10) {
    for (const factor of [1, 2, 5]) {
      const value = factor * power;
      if (value > min && value < max) steps.add(value);
    }
  }
  return [...steps].sort((a, b) => a - b);
}

/** The step nearest to `bet` from below (or the smallest), so a bet is always a listed step. */
export function snapBet(bet: number, steps: readonly number[]): number {
  let chosen = steps[0] ?? bet;
  for (const step of steps) if (step <= bet) chosen = step;
  return chosen;
}

export function stepBet(bet: number, steps: readonly number[], direction: 1 | -1): number {
  const index = steps.indexOf(snapBet(bet, steps));
  const next = Math.min(steps.length - 1, Math.max(0, index + direction));
  return steps[next] ?? bet;
}
