import { expect, test } from '../../support/accounts-test.ts';
import type { Page } from '@playwright/test';
import { slotsFromApi, tablesFromApi, useLanguage } from './lobby.ts';
import type { Lang } from '../../support/languages.ts';

/** Rows further down render as they come near: scroll until the row is there. */
async function scrollTo(page: Page, testId: string): Promise<void> {
  const row = page.getByTestId(testId);
  await expect(async () => {
    if (!(await row.count())) await page.mouse.wheel(0, 600);
    await expect(row).toBeVisible({ timeout: 500 });
  }).toPass();
  await row.scrollIntoViewIfNeeded();
}

const lang = 'tr' as Lang;

test.describe(`home in ${lang}`, () => {
  test.beforeEach(async ({ page }) => useLanguage(page, lang));

  test('quick access and the catalogue rows come from the catalogue', async ({ page, request }) => {
    const [popular, fresh, jackpot, live] = await Promise.all([
      slotsFromApi(request, lang, { categoryID: 94, limit: 50 }),
      slotsFromApi(request, lang, { categoryID: 98, limit: 12 }),
      slotsFromApi(request, lang, { categoryID: 69, limit: 12 }),
      tablesFromApi(request, lang, { limit: 12 }),
    ]);
    await page.goto('/');
    const quick = page.getByTestId('quick-access-game');
    await expect(quick).toHaveCount(50);
    await expect(quick.first()).toHaveText(popular.data[0]?.name ?? '');
    const rows = [
      ['row-popular', popular.data.slice(0, 12).map((g) => g.name)],
      ['row-new', fresh.data.map((g) => g.name)],
      ['row-live', live.data.map((t) => t.name)],
      ['row-jackpot', jackpot.data.map((g) => g.name)],
    ] as const;
    for (const [testId, names] of rows) {
      await scrollTo(page, testId);
      await expect(page.getByTestId(testId).getByTestId('game-name')).toHaveText([...names]);
    }
  });

  test('each row links to its lobby page', async ({ page }) => {
    await page.goto('/');
    const links = [
      ['row-popular', /\/slot\/category\/94$/],
      ['row-live', /\/live$/],
    ] as const;
    for (const [testId, url] of links) {
      await scrollTo(page, testId);
      await page
        .getByTestId(testId)
        .getByRole('link', { name: lang === 'tr' ? 'Tümünü gör' : 'See all' })
        .click();
      await expect(page).toHaveURL(url);
      await page.goBack();
    }
  });
});
