/** The server's chance of holding a game, winning each point with chance p (deuce included). */
export function holdProbability(p: number): number {
  const q = 1 - p;
  const deuce = (20 * p ** 3 * q ** 3 * p * p) / (1 - 2 * p * q);
  return p ** 4 * (1 + 4 * q + 10 * q * q) + deuce;
}

/** Tiebreak serve order: the first player serves point 0, then two each (B B A A B B ...). */
export function firstServes(point: number): boolean {
  return Math.floor((point + 1) / 2) % 2 === 0;
}

/**
 * The chance that the player serving first wins a tiebreak to `target` points (7, or 10 for a
 * match tiebreak), ahead by two. `first` and `second` are each player's chance of winning a
 * point on their own serve. From target−1 all, every two points hold one serve each, so the
 * rest is a race won by taking both points of a pair.
 */
export function tiebreakProbability(first: number, second: number, target: number): number {
  const reach = Array.from({ length: target }, () => new Float64Array(target));
  reach[0]![0] = 1;
  let win = 0;
  for (let a = 0; a < target; a++) {
    for (let b = 0; b < target; b++) {
      const p = reach[a]![b]!;
      if (p === 0) continue;
      if (a === target - 1 && b === target - 1) {
        const both = first * (1 - second);
        const neither = (1 - first) * second;
        win += (p * both) / (both + neither);
        continue;
      }
      const point = firstServes(a + b) ? first : 1 - second;
      if (a + 1 === target) win += p * point;
      else reach[a + 1]![b]! += p * point;
      if (b + 1 < target) reach[a]![b + 1]! += p * (1 - point);
    }
  }
  return win;
}
