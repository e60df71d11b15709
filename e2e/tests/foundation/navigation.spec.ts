import { expect, test } from '../../support/site-test.ts';
import { expectPage, expectSiteChrome, PRIVATE_PATHS, readStorage } from './site.ts';

test('/home lands on /', async ({ page }) => {
  await page.goto('/home');
  await expect(page).toHaveURL(/\/$/);
  await expectPage(page, 'page-home', "Lale'ye hoş geldiniz");
});

test('an unknown path shows the not-found page inside the layout', async ({ page }) => {
  await page.goto('/bu-sayfa-yok/gercekten');
  await expect(page.getByTestId('not-found-page')).toBeVisible();
  await expect(page.getByTestId('not-found-page').locator('h1')).toHaveText('Sayfa bulunamadı');
  await expectSiteChrome(page, 'tr');
});

test('the no-access page is titled as SPEC §2 says', async ({ page }) => {
  await page.goto('/no-access');
  await expectPage(page, 'page-no-access', 'Sayfa görüntülenemiyor');
});

test('/maintenance-control routes home while the site is up', async ({ page }) => {
  await page.goto('/maintenance-control');
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByTestId('page-home')).toBeVisible();
  expect(await readStorage(page, 'siteUnderMaintenance')).not.toBe('true');
});

test('a guest asking for any private page goes to /login with the path saved as returnUrl', async ({
  page,
}) => {
  // One page walks the list: the time of a one-page test for each entry.
  test.setTimeout(PRIVATE_PATHS.length * 10_000);
  for (const path of PRIVATE_PATHS) {
    await test.step(path, async () => {
      await page.goto(path);
      await expect(page).toHaveURL(/\/login$/);
      await expect(page.getByTestId('page-login')).toBeVisible();
      expect(await readStorage(page, 'returnUrl')).toBe(path);
    });
  }
});

test('the header offers log in and sign up to guests', async ({ page }) => {
  await page.goto('/');
  await page.getByTestId('header-login').click();
  await expect(page).toHaveURL(/\/login$/);
  await page.getByTestId('header-register').click();
  await expectPage(page, 'page-register', 'Kayıt Ol');
});
