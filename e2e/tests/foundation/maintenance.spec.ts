import { expect, test } from '../../support/site-test.ts';
import { setMaintenance } from '../../support/maintenance.ts';
import { readStorage } from './site.ts';

test.afterEach(async () => setMaintenance(false));

test('maintenance sends public pages to /maintenance with one error toast, and back home when over', async ({
  page,
}) => {
  test.setTimeout(60_000);
  await setMaintenance(true);

  await page.goto('/promotions');
  await expect(page).toHaveURL(/\/maintenance$/);
  await expect(page.getByTestId('page-maintenance')).toBeVisible();
  await expect(page.getByTestId('page-maintenance').locator('h1')).toHaveText('Bakım çalışması');
  await expect(page.getByTestId('site-header')).toHaveCount(0);

  const toasts = page.getByTestId('toast');
  await expect(toasts).toHaveCount(1);
  await expect(toasts.first()).toHaveAttribute('data-tone', 'negative');
  await expect(toasts.first()).toContainText('Site Bakima Alindi');
  expect(await readStorage(page, 'siteUnderMaintenance')).toBe('true');

  // Other public pages are held back while the flag is on.
  await page.goto('/slot');
  await expect(page).toHaveURL(/\/maintenance$/);

  await setMaintenance(false);
  // The maintenance page checks every 10 s, then clears the flag and goes home.
  await expect(page).toHaveURL(/\/$/, { timeout: 25_000 });
  await expect(page.getByTestId('page-home')).toBeVisible();
  expect(await readStorage(page, 'siteUnderMaintenance')).toBe('false');
});
