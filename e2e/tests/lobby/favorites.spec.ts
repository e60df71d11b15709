import { newPlayer, registerPlayer } from '../../support/players.ts';
import { expectToast } from '../../support/toasts.ts';
import { expect, test } from '../../support/accounts-test.ts';
import {
  cardOf,
  cards,
  logInOnForm,
  signIn,
  slotsFromApi,
  tablesFromApi,
  useLanguage,
} from './lobby.ts';
import type { Lang } from '../../support/languages.ts';

const TOAST = {
  tr: { added: 'Favorilere Başarıyla Eklendi', removed: 'Favorilere Başarıyla Kaldırıldı' },
  en: {
    added: 'Successfully added to favourites',
    removed: 'Successfully removed from favourites',
  },
};
const EMPTY = { tr: 'Henüz favori oyununuz yok', en: 'No favourite games yet' };

const lang = 'en' as Lang;

test.describe(`favourites in ${lang}`, () => {
  test.beforeEach(async ({ page }) => useLanguage(page, lang));

  test('hearts add a slot and a live table, /favorites lists them and removes them live', async ({
    page,
    request,
  }) => {
    const player = newPlayer();
    await registerPlayer(request, player);
    await signIn(page, lang, player);
    const [game] = (await slotsFromApi(request, lang, { categoryID: 94 })).data;
    const [table] = (await tablesFromApi(request, lang)).data;
    if (!game || !table) throw new Error('the catalogue is empty');

    await page.goto('/slot/category/94');
    const gameHeart = cardOf(page, game.gameID).getByTestId('favorite-toggle');
    await expect(gameHeart).toHaveAttribute('aria-pressed', 'false');
    await gameHeart.click();
    await expectToast(page, TOAST[lang].added);
    await expect(gameHeart).toHaveAttribute('aria-pressed', 'true');

    await page.goto('/live');
    await cardOf(page, table.tableID).getByTestId('favorite-toggle').click();
    await expectToast(page, TOAST[lang].added);

    await page.goto('/favorites');
    const slots = page.getByTestId('favorites-slots');
    const live = page.getByTestId('favorites-live');
    await expect(slots.getByTestId('game-card')).toHaveCount(1);
    await expect(slots.getByTestId('game-name')).toHaveText(game.name);
    await expect(live.getByTestId('game-name')).toHaveText(table.name);

    await slots.getByTestId('favorite-toggle').click();
    await expectToast(page, TOAST[lang].removed);
    await expect(slots.getByTestId('game-card')).toHaveCount(0);
    await expect(slots).toContainText(EMPTY[lang]);
    await expect(live.getByTestId('game-card')).toHaveCount(1);

    await page.reload();
    await expect(page.getByTestId('favorites-live').getByTestId('game-card')).toHaveCount(1);
    await expect(page.getByTestId('favorites-slots')).toContainText(EMPTY[lang]);
  });

  test('a guest clicking a heart logs in and comes back to the lobby', async ({ page }) => {
    await page.goto('/slot/category/98');
    await cards(page).first().getByTestId('favorite-toggle').click();
    await logInOnForm(page);
    await expect(page).toHaveURL(/\/slot\/category\/98$/);
    await expect(page.getByTestId('header-user')).toBeVisible();
  });
});
