import type { Lang } from '../../support/languages.ts';
import type { Game, LiveTable } from '@lale/contract/methods/casino';
import { expect, test } from '../../support/accounts-test.ts';
import { signInOperator } from '../../support/operator.ts';
import { newPlayer, registerPlayer } from '../../support/players.ts';
import { rpc } from '../../support/rpc.ts';
import { useLanguage } from '../foundation/site.ts';

const REFUSED = {
  tr: 'Oyun bulunamadı veya şu anda oynanamıyor',
  en: 'This game was not found or cannot be played right now',
} as const;

// Each language switches a different game of the lobby's first page off and on again.
const PICK = { tr: 0, en: 1 } as const;

const UNDER_MAINTENANCE = {
  tr: { badge: 'Bakımda', message: 'Bu oyun bakımda; lütfen daha sonra tekrar deneyin' },
  en: {
    badge: 'Under maintenance',
    message: 'This game is under maintenance; please try again later',
  },
} as const;

/** Where the phone screenshots of the live lobby go, when asked for. */
const SHOTS = process.env.CATALOGUE_SHOTS_DIR;

const lang = 'en' as Lang;

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

test(`a live table under maintenance shows so in the live lobby and its launch is refused (${lang})`, async ({
  page,
  request,
}) => {
  const player = newPlayer();
  await registerPlayer(request, player);
  const login = { username: player.username, password: player.password };
  expect((await rpc(request, 'user', 'login', login)).result).toBe(true);
  // A table shut for the night nobody else's journey plays: its card and its refusal are
  // this test's alone (maintenance is told before the opening hours).
  const lobby = await rpc<LiveTable[]>(request, 'livecasino', 'game_table_list', {
    limit: 48,
    Lang: lang,
  });
  const closed = lobby.data.filter((table) => !table.isOpen && !table.maintenance);
  const table = closed[closed.length - 1 - PICK[lang]] ?? lobby.data[lobby.data.length - 1]!;

  await useLanguage(page, lang);
  await page.goto('/backoffice');
  await signInOperator(page);
  await page.getByTestId('bo-nav-catalogue').click();
  await page.getByTestId('bo-catalogue-tab-tables').click();
  const maintenance = page
    .getByTestId('bo-catalogue-tables')
    .getByRole('switch', { name: new RegExp(`^${table.name}: (Bakım|Maintenance)`) });
  await expect(maintenance).not.toBeChecked();
  await maintenance.dispatchEvent('click');
  await expect(maintenance).toBeChecked();

  try {
    await page.goto('/live');
    const card = page.locator(`[data-testid="game-card"][data-id="${table.tableID}"]`);
    await expect(card).toContainText(UNDER_MAINTENANCE[lang].badge);
    if (SHOTS) {
      await page.setViewportSize({ width: 390, height: 844 });
      await card.scrollIntoViewIfNeeded();
      await page.screenshot({ path: `${SHOTS}/live-lobby-maintenance-${lang}.png` });
    }
    const launch = await rpc(request, 'livecasino', 'init_game', {
      tableID: table.tableID,
      Lang: lang,
    });
    expect(launch).toMatchObject({
      result: false,
      debug: 'catalogue_under_maintenance',
      message: UNDER_MAINTENANCE[lang].message,
    });
  } finally {
    // Out of maintenance again, the badge goes at once.
    await page.goto('/backoffice/catalogue');
    await page.getByTestId('bo-catalogue-tab-tables').click();
    await maintenance.dispatchEvent('click');
    await expect(maintenance).not.toBeChecked();
  }
  await page.goto('/live');
  await expect(
    page.locator(`[data-testid="game-card"][data-id="${table.tableID}"]`),
  ).not.toContainText(UNDER_MAINTENANCE[lang].badge);
});
