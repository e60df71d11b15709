import { expect, test } from '../../support/site-test.ts';
import { signIn, useLanguage } from '../lobby/lobby.ts';
import { headerBalance } from './games.ts';

test('the header balance hides and shows, remembered under showBalance', async ({ page }) => {
  await useLanguage(page, 'tr');
  await signIn(page, 'tr');
  await page.goto('/');
  await expect(headerBalance(page)).toHaveText(/₺/);
  await page.getByTestId('header-balance-toggle').click();
  await expect(headerBalance(page)).toHaveText('••••');
  expect(await page.evaluate(() => localStorage.getItem('showBalance'))).toBe('0');
  await page.reload();
  await expect(headerBalance(page)).toHaveText('••••');
  await page.getByTestId('header-balance-toggle').click();
  await expect(headerBalance(page)).toHaveText(/₺/);
  expect(await page.evaluate(() => localStorage.getItem('showBalance'))).toBe('1');
});

{
  const [lang, title] = ['en', 'Jackpot pools'] as const;
  test(`the home page shows the jackpot pools (${lang})`, async ({ page }) => {
    await useLanguage(page, lang);
    await page.goto('/');
    const pools = page.getByTestId('jackpot-pools');
    await expect(pools.getByRole('heading')).toHaveText(title);
    await expect(pools.getByTestId('jackpot-pool')).toHaveCount(3);
    await expect(pools.getByTestId('jackpot-amount').first()).toHaveText(/₺|TRY/);
  });
}
