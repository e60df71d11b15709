import { request } from 'playwright-core';

/**
 * Signs the demo player in and launches the first slot as the site's play screen does
 * (casino.init_game): the game page's address, with its single-use launch token.
 */
export async function launchSlot(baseURL: string): Promise<string> {
  const api = await request.newContext({ baseURL });
  const rpc = async <T>(className: string, method: string, data: object) => {
    const response = await api.post('/endpoint/v1', {
      headers: { panel: 'frontend' },
      data: { api: { class: className, method }, data: { Lang: 'tr', ...data } },
    });
    return (await response.json()) as { result: boolean; data: T };
  };
  try {
    const login = await rpc('user', 'login', { username: 'demo', password: 'Demo1234' });
    if (!login.result) throw new Error('demo login failed');
    const games = await rpc<{ gameID: number }[]>('casino', 'games_list', {
      type: 'slot',
      limit: 1,
      offset: 0,
    });
    const launch = await rpc<{ url: string }>('casino', 'init_game', {
      gameID: games.data[0]?.gameID,
    });
    if (!launch.result) throw new Error('init_game failed');
    return launch.data.url;
  } finally {
    await api.dispose();
  }
}
