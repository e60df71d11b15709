// Dev and tests only: the recorded room of any table kind in any phase.
import type { LiveTableKind, LiveTablePhase } from '@lale/contract/live-tables/kinds';
import { baccaratRecording } from './baccarat.ts';
import { blackjackRecording } from './blackjack.ts';
import { holdemRecording } from './holdem.ts';
import { moneyWheelRecording } from './money-wheel.ts';
import type { Recording } from './room.ts';
import { rouletteRecording } from './roulette.ts';

export function recording(
  kind: LiveTableKind,
  phase: LiveTablePhase,
  elapsedMs: number,
  now: number,
): Recording {
  switch (kind) {
    case 'roulette':
    case 'auto-roulette':
      return rouletteRecording(kind, phase, elapsedMs, now);
    case 'baccarat':
    case 'no-commission-baccarat':
      return baccaratRecording(kind, phase, elapsedMs, now);
    case 'money-wheel':
      return moneyWheelRecording(phase, elapsedMs, now);
    case 'casino-holdem':
      return holdemRecording(phase, elapsedMs, now);
    case 'blackjack':
      return blackjackRecording(phase, elapsedMs, now);
  }
}
