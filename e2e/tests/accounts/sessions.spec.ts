import type { Browser, BrowserContext } from '@playwright/test';
import { expectToast, recordToasts } from '../../support/toasts.ts';
import { expect, newClientIp, test } from '../../support/accounts-test.ts';
import { newPlayer, registerPlayer } from '../../support/players.ts';
import type { Player } from '../../support/players.ts';
import { readStorage } from '../foundation/site.ts';
import { logIn, openProfileTab } from './account-pages.ts';
import { waitForAppAfterLoads } from '../../support/site-test.ts';

// Every test registers and signs in (argon2 hashing) on a machine the other tests share.
test.describe.configure({ timeout: 60_000 });

const OTHER_AGENT =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:130.0) Gecko/20100101 Firefox/130.0';

/** The same player on a second device: its own browser, address and user agent. */
async function secondDevice(browser: Browser, baseURL: string, player: Player) {
  const ip = newClientIp();
  const context: BrowserContext = await browser.newContext({
    baseURL,
    locale: 'tr-TR',
    userAgent: OTHER_AGENT,
    extraHTTPHeaders: { 'X-Forwarded-For': ip },
  });
  const page = await context.newPage();
  waitForAppAfterLoads(page);
  await recordToasts(page);
  await logIn(page, player.username, player.password);
  return { context, page, ip };
}

test('the sessions tab lists both devices and ends the other one', async ({
  page,
  request,
  browser,
  baseURL,
  clientIp,
}) => {
  const player = newPlayer();
  await registerPlayer(request, player);
  await logIn(page, player.username, player.password);
  const other = await secondDevice(browser, baseURL!, player);

  await openProfileTab(page, 'sessions');
  const rows = page.getByTestId('session-row');
  await expect(rows).toHaveCount(2);
  const mine = rows.filter({ has: page.getByTestId('session-this-device') });
  const theirs = rows.filter({ hasNot: page.getByTestId('session-this-device') });
  await expect(mine).toContainText('Bu cihaz');
  await expect(mine).toContainText('Chrome · ');
  await expect(mine.getByTestId('session-ip')).toHaveText(clientIp);
  await expect(mine.getByTestId('session-end')).toHaveCount(0);
  await expect(theirs).toContainText('Firefox · Windows');
  await expect(theirs.getByTestId('session-ip')).toHaveText(other.ip);

  await theirs.getByTestId('session-end').click();
  await expectToast(page, 'Oturum sonlandırıldı');
  await expect(rows).toHaveCount(1);

  // The ended device learns it at its next call: back to login, nothing stored.
  await other.page.goto('/profile');
  await expect(other.page).toHaveURL(/\/login$/);
  await expectToast(other.page, 'Oturum süresi doldu');
  await expect(other.page.getByTestId('header-login')).toBeVisible();
  expect(await readStorage(other.page, 'userAuth')).toBeNull();
  await other.context.close();

  await page.reload();
  await expect(rows).toHaveCount(1);
});

test("a password change can end the player's other sessions", async ({
  page,
  request,
  browser,
  baseURL,
}) => {
  const player = newPlayer();
  await registerPlayer(request, player);
  await logIn(page, player.username, player.password);
  const other = await secondDevice(browser, baseURL!, player);

  await openProfileTab(page, 'credentials');
  const form = page.getByTestId('change-password');
  const newPassword = `${player.password}E5`;
  await form.getByTestId('change-password-current').fill(player.password);
  await form.getByTestId('change-password-new').fill(newPassword);
  await form.getByTestId('change-password-confirm').fill(newPassword);
  await form.getByTestId('change-password-end-others').check();
  await form.getByTestId('change-password-submit').click();
  await expectToast(page, 'Şifreniz değiştirildi');

  await openProfileTab(page, 'sessions');
  await expect(page.getByTestId('session-row')).toHaveCount(1);
  await other.page.goto('/profile?tab=sessions');
  await expect(other.page).toHaveURL(/\/login$/);
  await other.context.close();
});
