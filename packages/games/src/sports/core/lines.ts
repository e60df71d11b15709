/** The x.5 line nearest to a value: main handicap and total lines sit on half points. */
export function halfLineNear(value: number): number {
  return Math.floor(value) + 0.5;
}

/** A main line and `count` lines either side of it, `step` apart. */
export function linesAround(main: number, step: number, count: number): number[] {
  return Array.from({ length: 2 * count + 1 }, (_, i) => main + (i - count) * step);
}
