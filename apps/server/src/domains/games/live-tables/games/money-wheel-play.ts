import { settleMoneyWheelBets, spinMoneyWheel, type WheelNumber } from '@lale/games/money-wheel';
import type { LiveTableResult } from '@lale/contract/live-tables/results';
import { noDecisions, type TablePlay } from './table-play.ts';

/** The game shows' wheel: multipliers respin and stack, a number ends the round. */
export const moneyWheelPlay: TablePlay = {
  game: 'money-wheel',
  deal(source) {
    const result: LiveTableResult = { game: 'money-wheel', wheel: spinMoneyWheel(source) };
    return { state: result, result, turn: null };
  },
  drawMs: (result, timing) =>
    timing.drawMs * (result.game === 'money-wheel' ? result.wheel.stops.length : 1),
  timeout: noDecisions,
  finish(state, stakes) {
    const result = state as Extract<LiveTableResult, { game: 'money-wheel' }>;
    const returns = new Map<string, number>();
    for (const stake of stakes) {
      if (stake.bets.game !== 'money-wheel') continue;
      const bets = stake.bets.bets.map((bet) => ({
        number: bet.number as WheelNumber,
        amount: bet.amount,
      }));
      returns.set(stake.id, settleMoneyWheelBets(bets, result.wheel).totalReturn);
    }
    return { result, returns };
  },
};
