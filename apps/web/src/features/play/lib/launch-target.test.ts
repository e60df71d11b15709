import { describe, expect, it } from 'vitest';
import { failureDestination, launchOutcome } from './launch-outcome.ts';
import { parsePlayParams } from './launch-target.ts';

describe('play routes (SPEC §2)', () => {
  it('reads the colliding 3-segment shape by type', () => {
    expect(parsePlayParams({ type: 'casino', id: '12', third: 'Lale Studio' })).toEqual({
      kind: 'casino',
      id: 12,
      providerName: 'Lale Studio',
      gamingType: null,
    });
    expect(parsePlayParams({ type: 'virtual', id: '4', third: 'football' })).toEqual({
      kind: 'virtual',
      id: 4,
      providerName: null,
      gamingType: 'football',
    });
  });
  it('reads the 4-segment shape and the type aliases', () => {
    expect(
      parsePlayParams({
        type: 'livecasino',
        id: '9',
        gamingType: 'roulette',
        providerName: 'Lale Live',
      }),
    ).toMatchObject({
      kind: 'live',
      gamingType: 'roulette',
      providerName: 'Lale Live',
    });
    expect(parsePlayParams({ type: 'slot', id: '1' })?.kind).toBe('casino');
  });
  it('refuses unknown types and bad ids', () => {
    expect(parsePlayParams({ type: 'poker', id: '1' })).toBeNull();
    expect(parsePlayParams({ type: 'casino', id: '-1' })).toBeNull();
  });
});

describe('launch outcome (SPEC §8)', () => {
  it('plays a returned url', () => {
    expect(launchOutcome({ result: true, data: { url: '/games/x?t=1' }, message: '' })).toEqual({
      ok: true,
      url: '/games/x?t=1',
    });
  });
  it("treats a missing url or 'Internal Server Error' as an unreachable provider", () => {
    expect(launchOutcome({ result: true, data: { url: '' }, message: '' })).toMatchObject({
      key: 'provider_unreachable',
    });
    const ise = {
      result: false,
      data: null,
      message: 'Internal Server Error',
      code: 502,
      debug: 'x',
    } as const;
    expect(launchOutcome(ise)).toMatchObject({ key: 'provider_unreachable' });
  });
  it('shows other messages as given', () => {
    const reply = {
      result: false,
      data: null,
      message: 'Masa kapalı',
      code: 409,
      debug: 'table_closed',
    } as const;
    expect(launchOutcome(reply)).toEqual({ ok: false, key: null, message: 'Masa kapalı' });
  });
  it('sends failed live launches back to the return address or home, virtual ones home', () => {
    expect(failureDestination('live', '/live/category/2')).toBe('/live/category/2');
    expect(failureDestination('live', null)).toBe('/');
    expect(failureDestination('virtual', '/live')).toBe('/');
    expect(failureDestination('casino', '/slot')).toBeNull();
  });
});
