import { expect, test } from '../../support/accounts-test.ts';
import {
  cardNames,
  cardOf,
  cards,
  categoryTab,
  expectGrid,
  signIn,
  tablesFromApi,
  type Table,
  useLanguage,
} from './lobby.ts';
import type { Lang } from '../../support/languages.ts';

const TITLE = { tr: 'Canlı Casino', en: 'Live Casino' };
const ROULETTE = { tr: 'Rulet', en: 'Roulette' };
const PLAYERS = { tr: /Masadaki oyuncu sayısı: \d+/, en: /Players at the table: \d+/ };

/** A limit as the card writes it: the site's money format, without ',00' on whole lira. */
const limit = (kurus: number, lang: 'tr' | 'en') =>
  new Intl.NumberFormat(lang === 'tr' ? 'tr-TR' : 'en-GB', {
    style: 'currency',
    currency: 'TRY',
    ...(kurus % 100 === 0 ? { maximumFractionDigits: 0 } : {}),
  }).format(kurus / 100);

const lang = 'tr' as Lang;

test.describe(`live lobby in ${lang}`, () => {
  test.beforeEach(async ({ page }) => useLanguage(page, lang));

  test('a category tab filters the tables and becomes the URL', async ({ page, request }) => {
    const blackjack = await tablesFromApi(request, lang, { categoryID: 202 });
    await page.goto('/live');
    await expect(cards(page)).toHaveCount(48);
    await categoryTab(page, 202).click();
    await expect(page).toHaveURL(/\/live\/category\/202$/);
    await expectGrid(
      page,
      blackjack.data.map((t) => t.name),
      blackjack.pagination.total,
    );
  });

  test('a table card shows its limits, its players and its last results', async ({
    page,
    request,
  }) => {
    const [table] = (await tablesFromApi(request, lang)).data as (Table & {
      minBet: number;
      maxBet: number;
    })[];
    if (!table) throw new Error('no live table seeded');
    await page.goto('/live');
    const card = cardOf(page, table.tableID);
    await expect(card.getByTestId('table-limits')).toContainText(
      `${limit(table.minBet, lang)} – ${limit(table.maxBet, lang)}`,
    );
    await expect(card.getByTestId('table-players')).toContainText(PLAYERS[lang]);
    await expect(card.getByTestId('table-results')).toBeVisible();
  });

  test('the type filter and the URL pages filter the tables', async ({ page, request }) => {
    const roulette = await tablesFromApi(request, lang, { type: 'roulette' });
    await page.goto('/live');
    await page.getByTestId('type-filter').selectOption('roulette');
    await expect(page).toHaveURL(/\/live\/type\/roulette$/);
    await expect(page.getByTestId('page-live').locator('h1')).toHaveText(
      `${TITLE[lang]}: ${ROULETTE[lang]}`,
    );
    await expectGrid(
      page,
      roulette.data.map((t) => t.name),
      roulette.pagination.total,
    );

    const vip = await tablesFromApi(request, lang, { categoryID: 206 });
    await page.goto('/live/category/206');
    await expectGrid(
      page,
      vip.data.map((t) => t.name),
      vip.pagination.total,
    );
    const byProvider = await tablesFromApi(request, lang, { providerID: 23 });
    await page.goto('/live/provider/23');
    await expectGrid(
      page,
      byProvider.data.map((t) => t.name),
      byProvider.pagination.total,
    );
  });

  test('a signed-in player filters by provider', async ({ page, request }) => {
    await signIn(page, lang);
    await page.goto('/live');
    const filter = page.getByTestId('provider-filter');
    await expect(filter).toBeEnabled();
    const providerID = await filter.locator('option').nth(1).getAttribute('value');
    await filter.selectOption(providerID ?? '');
    await expect(page).toHaveURL(new RegExp(`/live/provider/${providerID}$`));
    const expected = await tablesFromApi(request, lang, { providerID: Number(providerID) });
    await expectGrid(
      page,
      expected.data.map((t) => t.name),
      expected.pagination.total,
    );
  });

  test('search ignores Turkish case', async ({ page, request }) => {
    const expected = await tablesFromApi(request, lang, { searchGameName: 'RULET' });
    expect(expected.pagination.total).toBeGreaterThan(0);
    await page.goto('/live');
    await page.getByTestId('lobby-search').fill('RULET');
    await expectGrid(
      page,
      expected.data.map((t) => t.name),
      expected.pagination.total,
    );
  });

  test('"load more" appends the next 48 tables', async ({ page, request }) => {
    const [first, second] = await Promise.all([
      tablesFromApi(request, lang),
      tablesFromApi(request, lang, { offset: 48 }),
    ]);
    await page.goto('/live');
    await expectGrid(
      page,
      first.data.map((t) => t.name),
      first.pagination.total,
    );
    await page.getByTestId('load-more').click();
    await expect(cards(page)).toHaveCount(96);
    await expect(cardNames(cards(page))).toHaveText(
      [...first.data, ...second.data].map((t) => t.name),
    );
  });
});
