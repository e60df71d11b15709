import type { FreeSpinsRule, SlotModel, SymbolKind, Volatility } from './model-types.ts';
import { highVolatilityModel } from './models/high.ts';
import { lokumPaysModel } from './models/lokum-pays.ts';
import { lowVolatilityModel } from './models/low.ts';
import { mediumVolatilityModel } from './models/medium.ts';

export interface PaytableEntry {
  symbol: string;
  name: string;
  kind: SymbolKind;
  /** Win for `count` or more symbols (a line run, or anywhere in view), as a multiple of stake. */
  pays: { count: number; stakeMultiple: number }[];
}

export interface SlotGame {
  id: string;
  name: string;
  volatility: Volatility;
  /** Exact return to player as a fraction "numerator/denominator", and as a number. */
  rtpFraction: string;
  rtp: number;
  reels: number;
  rows: number;
  evaluation: SlotModel['evaluation'];
  lines: number;
  freeSpins: FreeSpinsRule;
  paytable: PaytableEntry[];
  model: SlotModel;
}

function paytable(model: SlotModel): PaytableEntry[] {
  return model.symbols.map((symbol) => ({
    symbol: symbol.id,
    name: symbol.name,
    kind: symbol.kind,
    pays: Object.entries(symbol.pays).map(([count, units]) => ({
      count: Number(count),
      stakeMultiple: units / model.payDivisor,
    })),
  }));
}

/** The RTP fractions are computed by exactRtp(model); a test keeps them in step with the models. */
function game(model: SlotModel, rtpFraction: string): SlotGame {
  const [numerator, denominator] = rtpFraction.split('/').map(Number) as [number, number];
  return {
    id: model.id,
    name: model.name,
    volatility: model.volatility,
    rtpFraction,
    rtp: numerator / denominator,
    reels: model.reels,
    rows: model.rows,
    evaluation: model.evaluation,
    lines: model.evaluation === 'lines' ? model.paylines.length : 0,
    freeSpins: model.freeSpins,
    paytable: paytable(model),
    model,
  };
}

export const SLOT_GAMES: readonly SlotGame[] = [
  game(lowVolatilityModel, '17071252471343/17828415406080'),
  game(mediumVolatilityModel, '631816276406/657951038085'),
  game(highVolatilityModel, '5180188535579689/5404867103612592'),
  game(lokumPaysModel, '8447168806978577121/8793229227056005819'),
];

export function slotGame(id: string): SlotGame | undefined {
  return SLOT_GAMES.find((game) => game.id === id);
}
