export { exactRtp, type RtpBreakdown } from './slots/exact-rtp.ts';
export type {
  AnywhereModel,
  FreeSpinsRule,
  LinesModel,
  PayTiers,
  SlotModel,
  SlotSymbol,
  SymbolKind,
  Volatility,
} from './slots/model-types.ts';
export { SLOT_GAMES, slotGame, type PaytableEntry, type SlotGame } from './slots/models.ts';
export type { SlotRound, SlotSpinOutcome, SlotWin } from './slots/outcome-types.ts';
export { TWENTY_LINES } from './slots/paylines.ts';
export { toFractionString, toNumber, type Rational } from './slots/rational.ts';
export { spinSlot } from './slots/spin.ts';
export { MAX_SLOT_STAKE } from './slots/validate-model.ts';
export { drawJackpot, JACKPOT_DRAW_RANGE, type JackpotTier } from './slots/jackpot-draw.ts';
