import { describe, expect, it } from 'vitest';
import { rouletteSpot } from '../../shared/table/roulette-spots.ts';
import { chipsFromOwn, chipsRequest } from './wire-bets.ts';

describe('chips on the wire', () => {
  it('roulette chips become the contract bets, one per spot', () => {
    const request = chipsRequest(
      'roulette',
      [
        { spot: rouletteSpot('straight', [17]), amount: 100 },
        { spot: 'red', amount: 500 },
        { spot: rouletteSpot('dozen', 2), amount: 200 },
        { spot: rouletteSpot('split', [2, 1]), amount: 100 },
        { spot: 'red', amount: 500 },
      ],
      'id',
    );
    expect(request).toEqual({
      game: 'roulette',
      requestId: 'id',
      bets: [
        { type: 'straight', selection: [17], amount: 100 },
        { type: 'red', amount: 1_000 },
        { type: 'dozen', selection: 2, amount: 200 },
        { type: 'split', selection: [1, 2], amount: 100 },
      ],
    });
  });

  it('money-wheel and baccarat chips name their number and side', () => {
    expect(chipsRequest('money-wheel', [{ spot: '10', amount: 100 }], 'id')).toEqual({
      game: 'money-wheel',
      requestId: 'id',
      bets: [{ number: 10, amount: 100 }],
    });
    expect(chipsRequest('baccarat', [{ spot: 'banker', amount: 100 }], 'id')).toEqual({
      game: 'baccarat',
      requestId: 'id',
      bets: [{ type: 'banker', amount: 100 }],
    });
    expect(chipsRequest('baccarat', [], 'id')).toBeNull();
  });

  it('the own-stake reply shows as chips on the same spots', () => {
    expect(
      chipsFromOwn({
        game: 'roulette',
        bets: [
          { type: 'straight', selection: [17], amount: 100 },
          { type: 'column', selection: 3, amount: 100 },
          { type: 'odd', selection: null, amount: 100 },
        ],
      }).map((chip) => chip.spot),
    ).toEqual(['straight:17', 'column:3', 'odd']);
  });
});
