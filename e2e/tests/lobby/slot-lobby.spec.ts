import { expect, test } from '../../support/accounts-test.ts';
import {
  cardNames,
  cards,
  categoryTab,
  expectGrid,
  signIn,
  slotsFromApi,
  useLanguage,
} from './lobby.ts';
import type { Lang } from '../../support/languages.ts';

const TITLE = { tr: 'Slot Oyunları', en: 'Slot Games' };
const TABLE_GAMES = { tr: 'Masa oyunları', en: 'Table games' };
const SEARCH = { tr: { typed: 'ŞEKER', shown: 'Şeker' }, en: { typed: 'seker', shown: 'Sugar' } };

const lang = 'tr' as Lang;

test.describe(`slot lobby in ${lang}`, () => {
  test.beforeEach(async ({ page }) => useLanguage(page, lang));

  test('a category tab filters the grid and becomes the URL', async ({ page, request }) => {
    const jackpot = await slotsFromApi(request, lang, { categoryID: 69 });
    await page.goto('/slot');
    await expect(cards(page)).toHaveCount(48);
    await categoryTab(page, 69).click();
    await expect(page).toHaveURL(/\/slot\/category\/69$/);
    await expectGrid(
      page,
      jackpot.data.map((g) => g.name),
      jackpot.pagination.total,
    );
    // The jackpot category shows the live pools above its games; other categories do not.
    await expect(page.getByTestId('jackpot-pool')).toHaveCount(3);
    await categoryTab(page, 98).click();
    await expect(page.getByTestId('jackpot-pools')).toHaveCount(0);
  });

  test('the category, type and provider pages filter from the URL', async ({ page, request }) => {
    const fresh = await slotsFromApi(request, lang, { categoryID: 98 });
    await page.goto('/slot/category/98');
    await expect(categoryTab(page, 98)).toHaveAttribute('aria-current', 'page');
    await expectGrid(
      page,
      fresh.data.map((g) => g.name),
      fresh.pagination.total,
    );

    const tables = await slotsFromApi(request, lang, { type: 'table' });
    await page.goto('/slot/type/table');
    await expect(page.getByTestId('page-slot').locator('h1')).toHaveText(
      `${TITLE[lang]}: ${TABLE_GAMES[lang]}`,
    );
    await expectGrid(
      page,
      tables.data.map((g) => g.name),
      tables.pagination.total,
    );

    const byProvider = await slotsFromApi(request, lang, { providerID: 2 });
    await page.goto('/slot/provider/2');
    await expectGrid(
      page,
      byProvider.data.map((g) => g.name),
      byProvider.pagination.total,
    );
  });

  test('a guest landing on a category page gets it rendered and asks for nothing again', async ({
    page,
    request,
  }) => {
    // The server renders the page with its tabs and first cards; the app takes it over with
    // the data the page carries instead of asking again.
    const sent: string[] = [];
    page.on('request', (r) => {
      const body = r.url().endsWith('/endpoint/v1') ? r.postDataJSON() : null;
      if (body) sent.push(`${body.api.class}.${body.api.method}`);
    });
    const fresh = await slotsFromApi(request, lang, { categoryID: 98 });
    const response = await page.goto('/slot/category/98');
    const html = (await response?.text()) ?? '';
    expect(html).toContain(`data-id="${fresh.data[0]!.gameID}"`);
    expect(html).toContain(`<html lang="${lang}"`);
    await expectGrid(
      page,
      fresh.data.map((g) => g.name),
      fresh.pagination.total,
    );
    expect(sent.filter((call) => call === 'casino.games_list')).toHaveLength(0);
    expect(sent.filter((call) => call === 'casino.category_list')).toHaveLength(0);
    // The app has taken the page over: "load more" asks for the next 48.
    await page.getByTestId('load-more').click();
    await expect(cards(page)).toHaveCount(Math.min(96, fresh.pagination.total));
    expect(sent.filter((call) => call === 'casino.games_list')).toHaveLength(1);
  });

  test('the type filter goes to the type page', async ({ page, request }) => {
    const tables = await slotsFromApi(request, lang, { type: 'table' });
    await page.goto('/slot');
    await page.getByTestId('type-filter').selectOption('table');
    await expect(page).toHaveURL(/\/slot\/type\/table$/);
    await expectGrid(
      page,
      tables.data.map((g) => g.name),
      tables.pagination.total,
    );
  });

  test('guests see the provider filter off, with a way to log in', async ({ page }) => {
    await page.goto('/slot');
    await expect(page.getByTestId('provider-filter')).toBeDisabled();
    await page.getByTestId('provider-login').click();
    await expect(page).toHaveURL(/\/login$/);
  });

  test('a signed-in player filters by provider', async ({ page, request }) => {
    await signIn(page, lang);
    await page.goto('/slot');
    const filter = page.getByTestId('provider-filter');
    await expect(filter).toBeEnabled();
    const option = filter.locator('option').nth(2);
    const [providerID, name] = [await option.getAttribute('value'), await option.textContent()];
    await filter.selectOption(providerID ?? '');
    await expect(page).toHaveURL(new RegExp(`/slot/provider/${providerID}$`));
    const expected = await slotsFromApi(request, lang, { providerID: Number(providerID) });
    await expectGrid(
      page,
      expected.data.map((g) => g.name),
      expected.pagination.total,
    );
    await expect(cards(page).first()).toContainText(name ?? '');
  });

  test('search needs 3 characters and ignores Turkish case', async ({ page, request }) => {
    const expected = await slotsFromApi(request, lang, { searchGameName: SEARCH[lang].typed });
    await page.goto('/slot');
    const search = page.getByTestId('lobby-search');
    await search.fill('ŞE');
    await expect(page.getByTestId('page-slot')).toContainText(
      lang === 'tr' ? 'en az 3 karakter' : 'at least 3 characters',
    );
    await search.fill(SEARCH[lang].typed);
    await expectGrid(
      page,
      expected.data.map((g) => g.name),
      expected.pagination.total,
    );
    expect(expected.pagination.total).toBeGreaterThan(3);
    for (const name of await cardNames(cards(page)).allTextContents())
      expect(name).toContain(SEARCH[lang].shown);
  });

  test('"load more" appends the next 48, keeping the first', async ({ page, request }) => {
    const [first, second] = await Promise.all([
      slotsFromApi(request, lang),
      slotsFromApi(request, lang, { offset: 48 }),
    ]);
    await page.goto('/slot');
    await expectGrid(
      page,
      first.data.map((g) => g.name),
      first.pagination.total,
    );
    await page.getByTestId('load-more').click();
    await expect(cards(page)).toHaveCount(96);
    await expect(cardNames(cards(page))).toHaveText(
      [...first.data, ...second.data].map((g) => g.name),
    );
  });

  test('switching category keeps the scroll position', async ({ page }) => {
    await page.goto('/slot/category/94');
    await expect(cards(page)).toHaveCount(48);
    await page.evaluate(() => window.scrollTo(0, 120));
    await categoryTab(page, 69).click();
    await expect(page).toHaveURL(/\/slot\/category\/69$/);
    expect(await page.evaluate(() => window.scrollY)).toBe(120);
  });
});
