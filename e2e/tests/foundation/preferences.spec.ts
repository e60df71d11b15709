import { expect, test } from '../../support/site-test.ts';
import { expectPage, readStorage } from './site.ts';

test('the language switch changes visible text and persists across reload', async ({ page }) => {
  await page.goto('/promotions');
  await expectPage(page, 'page-promotions', 'Promosyonlar');
  await expect(page.getByTestId('header-login')).toHaveText('Giriş Yap');

  await page.getByTestId('language-switch').getByText('EN', { exact: true }).click();
  await expectPage(page, 'page-promotions', 'Promotions');
  await expect(page.getByTestId('header-login')).toHaveText('Log in');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  expect(await readStorage(page, 'userLanguage')).toBe('en');
  expect(JSON.parse((await readStorage(page, 'language')) ?? '{}')).toMatchObject({
    lang: 'en',
    title: 'EN',
  });

  await page.reload();
  await expectPage(page, 'page-promotions', 'Promotions');
  await expect(page.getByTestId('legal-notice')).toContainText('Northern Cyprus');

  await page.getByTestId('language-switch').getByText('TR', { exact: true }).click();
  await expectPage(page, 'page-promotions', 'Promosyonlar');
});

test('dark mode is the default and the chosen scheme persists across reload', async ({ page }) => {
  await page.goto('/');
  const html = page.locator('html');
  await expect(html).toHaveAttribute('data-mantine-color-scheme', 'dark');

  await page.getByTestId('color-scheme-toggle').click();
  await expect(html).toHaveAttribute('data-mantine-color-scheme', 'light');
  expect(await readStorage(page, 'colorScheme')).toBe('light');
  await page.reload();
  await expect(page.getByTestId('page-home')).toBeVisible();
  await expect(html).toHaveAttribute('data-mantine-color-scheme', 'light');

  await page.getByTestId('color-scheme-toggle').click();
  await page.reload();
  await expect(page.getByTestId('page-home')).toBeVisible();
  await expect(html).toHaveAttribute('data-mantine-color-scheme', 'dark');
});

test('the offline notice shows while the browser is offline and goes when it is back', async ({
  page,
  context,
}) => {
  await page.goto('/');
  await expect(page.getByTestId('page-home')).toBeVisible();
  const notice = page.getByTestId('offline-notice');
  await expect(notice).toHaveCount(0);

  await context.setOffline(true);
  await expect(notice).toBeVisible();
  await expect(notice).toContainText('İnternet bağlantısı yok');

  await context.setOffline(false);
  await expect(notice).toHaveCount(0);
});
