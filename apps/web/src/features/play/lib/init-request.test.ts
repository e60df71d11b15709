import { describe, expect, it } from 'vitest';
import { initRequestOf } from './init-request.ts';
import { parsePlayParams } from './launch-target.ts';

const requestFor = (params: Parameters<typeof parsePlayParams>[0]) => {
  const target = parsePlayParams(params);
  if (!target) throw new Error('not a play route');
  return initRequestOf(target);
};

describe('play route → init_game (SPEC §2/§7)', () => {
  it('launches slots by game id, under either type name', () => {
    expect(requestFor({ type: 'casino', id: '12', third: 'Lale Studio' })).toEqual({
      className: 'casino',
      payload: { gameID: 12 },
    });
    expect(requestFor({ type: 'slot', id: '5' })).toEqual({
      className: 'casino',
      payload: { gameID: 5 },
    });
  });

  it('names the tournament a slot was opened from, so it starts at a stake that counts', () => {
    const target = parsePlayParams({ type: 'casino', id: '12' })!;
    expect(initRequestOf(target, 4)).toEqual({
      className: 'casino',
      payload: { gameID: 12, tournamentId: 4 },
    });
  });

  it('launches live tables by table id as mobile', () => {
    expect(
      requestFor({ type: 'live', id: '7', gamingType: 'roulette', providerName: 'Lale Live' }),
    ).toEqual({ className: 'livecasino', payload: { tableID: 7, isMobile: true } });
  });

  it('launches virtual games by provider, with the type when the route has one', () => {
    expect(requestFor({ type: 'virtual', id: '3', third: 'football' })).toEqual({
      className: 'virtualgames',
      payload: { providerID: 3, type: 'football' },
    });
    expect(requestFor({ type: 'virtualgames', id: '3' })).toEqual({
      className: 'virtualgames',
      payload: { providerID: 3 },
    });
  });
});
