import type { Game } from '@lale/contract/methods/casino';
import { expect, test } from '../../support/accounts-test.ts';
import { signInOperator } from '../../support/operator.ts';
import { newPlayer, registerPlayer } from '../../support/players.ts';
import { rpc } from '../../support/rpc.ts';
import { useLanguage } from '../foundation/site.ts';
import { journeyLanguages } from '../../support/languages.ts';

const REFUSED = {
  tr: 'Oyun bulunamadı veya şu anda oynanamıyor',
  en: 'This game was not found or cannot be played right now',
} as const;

// Each language switches a different game of the lobby's first page off and on again.
const PICK = { tr: 0, en: 1 } as const;

for (const lang of journeyLanguages('tr')) {
  test(`a game disabled in the catalogue vanishes from the lobby and its launch is refused (${lang})`, async ({
    page,
    request,
  }) => {
    const player = newPlayer();
    await registerPlayer(request, player);
    const login = { username: player.username, password: player.password };
    expect((await rpc(request, 'user', 'login', login)).result).toBe(true);
    const lobby = await rpc<Game[]>(request, 'casino', 'games_list', { limit: 48 });
    const game = lobby.data[PICK[lang]]!;

    await useLanguage(page, lang);
    await page.goto('/slot');
    const card = page.locator(`[data-testid="game-card"][data-id="${game.gameID}"]`);
    await expect(card).toBeVisible();

    await page.goto('/backoffice');
    await signInOperator(page);
    await page.getByTestId('bo-nav-catalogue').click();
    await page.getByTestId('bo-catalogue-search').fill(game.name);
    const row = page.getByTestId(`bo-catalogue-game-${game.gameID}`);
    const enabled = row.getByTestId('bo-catalogue-game-enabled');
    await expect(enabled).toBeChecked();
    await enabled.dispatchEvent('click');
    await expect(enabled).not.toBeChecked();

    await page.goto('/slot');
    await expect(page.getByTestId('game-card').first()).toBeVisible();
    await expect(card).toHaveCount(0);
    const launch = await rpc(request, 'casino', 'init_game', { gameID: game.gameID, Lang: lang });
    expect(launch).toMatchObject({
      result: false,
      debug: 'game_not_found',
      message: REFUSED[lang],
    });

    // Switched on again, it is back at once.
    await page.goto('/backoffice/catalogue');
    await page.getByTestId('bo-catalogue-search').fill(game.name);
    await enabled.dispatchEvent('click');
    await expect(enabled).toBeChecked();
    expect((await rpc(request, 'casino', 'init_game', { gameID: game.gameID })).result).toBe(true);
  });
}
