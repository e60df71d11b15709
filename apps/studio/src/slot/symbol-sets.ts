/**
 * Each slot's own look for the symbols of its model: the plate every symbol sits on, its colour,
 * and which cut each gem wears (the gems keep their colours, so their names still hold). Chosen
 * from the game's id, so two slots of one model never look alike side by side in the lobby's
 * order, and a game looks the same on every visit.
 */
export type PlateShape = 'none' | 'disc' | 'tile' | 'hexagon' | 'diamond';

export interface SymbolSet {
  plate: PlateShape;
  /** Fill and rim of the plate. */
  plateColours: readonly [fill: string, rim: string];
  /** Turns the five gem cuts among the five gems: 0 is the drawing's own order. */
  cutShift: number;
}

export const PLATES: readonly PlateShape[] = ['none', 'disc', 'tile', 'hexagon', 'diamond'];
export const GEM_CUTS = 5;
const PLATE_COLOURS: readonly (readonly [string, string])[] = [
  ['#1e2a5a', '#f2b84b'],
  ['#3b0f2e', '#ff8fab'],
  ['#0f3b2e', '#8ce99a'],
  ['#3a2410', '#ffc078'],
];

/** How many different looks a model's symbols can take. */
export const SYMBOL_SET_COUNT = PLATES.length * GEM_CUTS * PLATE_COLOURS.length;

/** The set a game plays with; the verify page and unknown games use the drawing as it is. */
export function symbolSetOf(gameId: number | null | undefined): SymbolSet {
  const index = gameId && gameId > 0 ? gameId % SYMBOL_SET_COUNT : 0;
  return {
    plate: PLATES[index % PLATES.length]!,
    cutShift: Math.floor(index / PLATES.length) % GEM_CUTS,
    plateColours: PLATE_COLOURS[Math.floor(index / (PLATES.length * GEM_CUTS))]!,
  };
}
