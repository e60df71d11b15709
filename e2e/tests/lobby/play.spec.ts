import { newPlayer, registerPlayer } from '../../support/players.ts';
import { expectToast } from '../../support/toasts.ts';
import { expect, test } from '../../support/accounts-test.ts';
import type { Page } from '@playwright/test';
import { cardOf, logInOnForm, signIn, slotsFromApi, tablesFromApi, useLanguage } from './lobby.ts';
import type { Lang } from '../../support/languages.ts';

const NOT_FOUND = {
  tr: 'Oyun bulunamadı veya şu anda oynanamıyor',
  en: 'This game was not found or cannot be played right now',
};
const ADDED = { tr: 'Favorilere Başarıyla Eklendi', en: 'Successfully added to favourites' };

/** The play screen of SPEC §2: title, provider, the game's frame, favourite, full screen, back. */
async function expectPlayScreen(page: Page, name: string, provider: string): Promise<void> {
  const screen = page.getByTestId('page-play');
  await expect(screen.locator('h1')).toHaveText(name);
  await expect(screen.getByTestId('play-provider')).toHaveText(provider);
  await expect(screen.locator('iframe')).toHaveAttribute('src', /^\/games\//);
  await expect(screen.locator('iframe')).toHaveAttribute('title', name);
  await expect(screen.getByTestId('play-favorite')).toBeVisible();
  await expect(screen.getByTestId('play-fullscreen')).toBeVisible();
  await expect(screen.getByTestId('play-back')).toBeVisible();
}

const lang = 'en' as Lang;

test.describe(`playing in ${lang}`, () => {
  test.beforeEach(async ({ page }) => useLanguage(page, lang));

  test('a guest opening a game logs in and lands on its play page', async ({ page, request }) => {
    const [game] = (await slotsFromApi(request, lang, { categoryID: 27 })).data;
    if (!game) throw new Error('no game in category 27');
    await page.goto('/slot/category/27');
    await cardOf(page, game.gameID).getByRole('link').click();
    await logInOnForm(page);
    await expect(page).toHaveURL(new RegExp(`/play/casino/${game.gameID}/`));
    await expectPlayScreen(page, game.name, game.providerName);
  });

  test('a player opens a slot, goes full screen and back', async ({ page, request }) => {
    const [game] = (await slotsFromApi(request, lang, { categoryID: 98 })).data;
    if (!game) throw new Error('no game in category 98');
    await signIn(page, lang);
    await page.goto('/slot/category/98');
    await cardOf(page, game.gameID).getByRole('link').click();
    await expectPlayScreen(page, game.name, game.providerName);
    await page.getByTestId('play-fullscreen').click();
    await expect(page.getByTestId('play-fullscreen')).toHaveAttribute('aria-pressed', 'true');
    await page.getByTestId('play-exit-fullscreen').click();
    await expect(page.getByTestId('play-fullscreen')).toHaveAttribute('aria-pressed', 'false');
    await expect(page.getByTestId('play-exit-fullscreen')).toHaveCount(0);
    await page.getByTestId('play-back').click();
    await expect(page).toHaveURL(/\/slot\/category\/98$/);
  });

  test('a player opens a live table and adds it to favourites there', async ({ page, request }) => {
    const player = newPlayer();
    await registerPlayer(request, player);
    const table = (await tablesFromApi(request, lang)).data.find((t) => t.isOpen);
    if (!table) throw new Error('no open live table');
    await signIn(page, lang, player);
    await page.goto('/live');
    await cardOf(page, table.tableID).getByRole('link').click();
    await expect(page).toHaveURL(new RegExp(`/play/live/${table.tableID}/`));
    await expectPlayScreen(page, table.name, table.providerName);
    const heart = page.getByTestId('play-favorite');
    await expect(heart).toHaveAttribute('aria-pressed', 'false');
    await heart.click();
    await expectToast(page, ADDED[lang]);
    await expect(heart).toHaveAttribute('aria-pressed', 'true');
  });

  test('the 4-part live route launches the table too', async ({ page, request }) => {
    const table = (await tablesFromApi(request, lang, { type: 'roulette' })).data.find(
      (t) => t.isOpen,
    );
    if (!table) throw new Error('no open roulette table');
    await signIn(page, lang);
    await page.goto(
      `/play/live/${table.tableID}/roulette/${encodeURIComponent(table.providerName)}`,
    );
    await expect(page.getByTestId('page-play').locator('iframe')).toHaveAttribute(
      'src',
      /^\/games\//,
    );
    await expect(page.getByTestId('play-provider')).toHaveText(table.providerName);
  });

  test('a play page opened from a bare link names its game', async ({ page, request }) => {
    const [game] = (await slotsFromApi(request, lang, { categoryID: 69 })).data;
    if (!game) throw new Error('no game in category 69');
    await signIn(page, lang);
    await page.goto(`/play/casino/${game.gameID}`);
    await expectPlayScreen(page, game.name, game.providerName);
  });

  test('a game that cannot be launched says why; failed live and virtual launches go home', async ({
    page,
  }) => {
    await signIn(page, lang);
    await page.goto('/play/casino/999999');
    await expect(page.getByTestId('play-stage').getByRole('alert')).toContainText(NOT_FOUND[lang]);
    await expectToast(page, NOT_FOUND[lang]);
    await page.goto('/play/live/999999');
    await expectToast(page, NOT_FOUND[lang]);
    await expect(page).toHaveURL(/\/$/);
    await page.goto('/play/virtual/999999/football');
    await expectToast(page, NOT_FOUND[lang]);
    await expect(page).toHaveURL(/\/$/);
  });
});
