import { beforeEach, describe, expect, it } from 'vitest';
import { beginLaunch, setCurrentGame, useCurrentGame } from './current-game.ts';

beforeEach(() => useCurrentGame.setState({ game: null }));

describe('the game in play (SPEC §3/§4)', () => {
  it('clears when a different game id is initialised', () => {
    setCurrentGame({ kind: 'casino', id: 1, name: 'Şeker', providerName: 'Lale' });
    beginLaunch('casino', 2);
    expect(useCurrentGame.getState().game).toBeNull();
  });

  it('stays when the same game is initialised again', () => {
    setCurrentGame({ kind: 'live', id: 4, name: 'Rulet', providerName: null });
    beginLaunch('live', 4);
    expect(useCurrentGame.getState().game?.name).toBe('Rulet');
    beginLaunch('casino', 4);
    expect(useCurrentGame.getState().game).toBeNull();
  });
});
