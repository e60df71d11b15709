import { isMarketType, marketTypeInfo, type LineKind, type MarketType } from './market-types.ts';

/**
 * One market of an event: its type and, for handicaps and totals, the line. A handicap's line
 * is the home side's (−1.5: home gives 1.5); the away selection takes the opposite.
 */
export interface MarketSpec {
  type: MarketType;
  line?: number;
}

const MAX_ABS_LINE = 1_000;

function fitsLineKind(line: number, kind: LineKind): boolean {
  switch (kind) {
    case 'none':
      return false;
    case 'half':
      return Number.isInteger(line - 0.5);
    case 'whole':
      return Number.isInteger(line);
    case 'halfStep':
      return Number.isInteger(line * 2);
    case 'quarter':
      return Number.isInteger(line * 4);
  }
}

/** Why a spec is malformed, or null when it is a market we can price and settle. */
export function marketSpecError(spec: MarketSpec): string | null {
  if (typeof spec !== 'object' || spec === null) return 'invalid-market';
  if (!isMarketType(spec.type)) return 'unknown-market-type';
  const info = marketTypeInfo(spec.type);
  if (info.line === 'none') return spec.line === undefined ? null : 'unexpected-line';
  const line = spec.line;
  if (line === undefined) return 'missing-line';
  if (typeof line !== 'number' || !Number.isFinite(line) || Math.abs(line) > MAX_ABS_LINE) {
    return 'invalid-line';
  }
  if (!fitsLineKind(line, info.line)) return 'invalid-line';
  if (info.positiveLine && line <= 0) return 'invalid-line';
  if (spec.type === 'racing.place' && line !== 2 && line !== 3) return 'invalid-line';
  return null;
}

/** How many selections win in every outcome: a place market's is the places it pays. */
export function marketCoverage(spec: MarketSpec): number {
  return spec.type === 'racing.place' ? lineOf(spec) : marketTypeInfo(spec.type).coverage;
}

export function assertMarketSpec(spec: MarketSpec): void {
  const error = marketSpecError(spec);
  if (error !== null) throw new RangeError(`${error}: ${JSON.stringify(spec)}`);
}

/** The line of a lined market (checked by `assertMarketSpec` first). */
export function lineOf(spec: MarketSpec): number {
  if (spec.line === undefined) throw new RangeError(`${spec.type} needs a line`);
  return spec.line;
}

/** A stable text key per market of an event: `football.total_goals@2.5`, `football.match_result`. */
export function marketKey(spec: MarketSpec): string {
  assertMarketSpec(spec);
  return spec.line === undefined ? spec.type : `${spec.type}@${spec.line}`;
}

/** The spec back from its key, or null when the key is not one `marketKey` writes. */
export function parseMarketKey(key: string): MarketSpec | null {
  const [type, lineText, ...rest] = key.split('@');
  if (type === undefined || rest.length > 0 || !isMarketType(type)) return null;
  const spec: MarketSpec = lineText === undefined ? { type } : { type, line: Number(lineText) };
  if (marketSpecError(spec) !== null) return null;
  return marketKey(spec) === key ? spec : null;
}
