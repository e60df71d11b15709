import type { PayTiers, SlotSymbol, SymbolKind } from '../model-types.ts';

const FACES = [
  { id: 'ten', code: 'T', name: '10', kind: 'regular' },
  { id: 'jack', code: 'J', name: 'J', kind: 'regular' },
  { id: 'queen', code: 'Q', name: 'Q', kind: 'regular' },
  { id: 'king', code: 'K', name: 'K', kind: 'regular' },
  { id: 'ace', code: 'A', name: 'A', kind: 'regular' },
  { id: 'lantern', code: 'L', name: 'Lantern', kind: 'regular' },
  { id: 'teapot', code: 'P', name: 'Teapot', kind: 'regular' },
  { id: 'crescent', code: 'C', name: 'Crescent', kind: 'regular' },
  { id: 'tulip', code: 'U', name: 'Tulip', kind: 'regular' },
  { id: 'wild', code: 'W', name: 'Nazar (wild)', kind: 'wild' },
  { id: 'scatter', code: 'S', name: 'Palace (scatter)', kind: 'scatter' },
] as const satisfies readonly { id: string; code: string; name: string; kind: SymbolKind }[];

export type LinesSymbolId = (typeof FACES)[number]['id'];

/**
 * The 5x3 line games share their symbols and differ in pays. Line pays are in line bets
 * (payDivisor 20 = the line count); scatter pays are in the same units, so 40 = 2x stake.
 */
export function linesSymbols(pays: Readonly<Record<LinesSymbolId, PayTiers>>): SlotSymbol[] {
  return FACES.map((face) => ({ ...face, pays: pays[face.id] }));
}
