import { listMethods } from '@lale/contract/registry';
import * as casino from '@lale/contract/methods/casino';
import { GAME_TYPES, LIVE_TABLE_TYPES, METHOD_AUTH } from 'virtual:lale/contract-facts';
import { describe, expect, it } from 'vitest';

describe('contract facts built into the client', () => {
  it('carry every method with its auth level', () => {
    const expected = Object.fromEntries(
      listMethods().map((m) => [`${m.className}.${m.methodName}`, m.spec.auth]),
    );
    expect(METHOD_AUTH).toEqual(expected);
    expect(METHOD_AUTH['casino.games_list']).toBe('optional');
    expect(METHOD_AUTH['user.favorites']).toBe('required');
  });

  it('carry the game and table types', () => {
    expect(GAME_TYPES).toEqual(casino.GAME_TYPES);
    expect(LIVE_TABLE_TYPES).toEqual(casino.LIVE_TABLE_TYPES);
  });
});
