import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { findCachedGame } from './cached-game.ts';

describe('a game name from the cache', () => {
  const client = new QueryClient();
  client.setQueryData(['casino', 'games_list', 'pages', {}], {
    pages: [{ items: [{ gameID: 4, name: 'Şeker Diyarı', providerName: 'Lale' }] }],
    pageParams: [0],
  });
  client.setQueryData(
    ['user', 'favorites', 'livecasino'],
    [{ tableID: 4, name: 'Rulet 1', providerName: 'Lale Live' }],
  );

  it('finds slots in lobby pages and tables in favourites, by kind', () => {
    expect(findCachedGame(client, 'casino', 4)).toEqual({
      name: 'Şeker Diyarı',
      providerName: 'Lale',
    });
    expect(findCachedGame(client, 'live', 4)?.name).toBe('Rulet 1');
  });

  it('knows nothing of games it has not seen, nor of virtual games', () => {
    expect(findCachedGame(client, 'casino', 5)).toBeNull();
    expect(findCachedGame(client, 'virtual', 4)).toBeNull();
  });
});
