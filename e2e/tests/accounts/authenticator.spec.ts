import { Authenticator } from '../../support/authenticator.ts';
import { expectToast } from '../../support/toasts.ts';
import { expect, test } from '../../support/accounts-test.ts';
import { newPlayer, registerPlayer } from '../../support/players.ts';
import { readStorage } from '../foundation/site.ts';
import {
  expectSignedIn,
  fillCode,
  logIn,
  logOut,
  openProfileTab,
  submitLogin,
  submitLoginCode,
} from './account-pages.ts';

const WRONG_CODE = 'Girdiğiniz kod hatalı';

// Codes come one 30-second step at a time, and the server takes each step once in a window of one
// step either side: three codes need no wait (support/authenticator.ts). A replayed code's refusal
// reads as a wrong one's, and is proven by the server's ga.test.ts.

test('Google Authenticator: enrol, log in with a code, refuse wrong codes, remove', async ({
  page,
  request,
}) => {
  const player = newPlayer();
  await registerPlayer(request, player);
  await logIn(page, player.username, player.password);
  await openProfileTab(page, 'security');
  await expect(page.getByTestId('otp-status')).toHaveAttribute('data-on', 'false');

  await page.getByTestId('ga-generate').click();
  await expect(page.getByTestId('ga-qr')).toHaveAttribute('src', /^data:image\/png;base64,/);
  const secret = (await page.getByTestId('ga-secret').textContent())?.trim() ?? '';
  expect(secret).toMatch(/^[A-Z2-7]{32}$/);
  const app = new Authenticator(secret);

  await fillCode(page.getByTestId('ga-confirm-code'), '12345');
  await page.getByTestId('ga-confirm').click();
  await expect(page.getByTestId('ga-confirm-code-error')).toHaveText(
    'Kod 6 haneli bir sayı olmalıdır',
  );
  await fillCode(page.getByTestId('ga-confirm-code'), await app.nextCode());
  await page.getByTestId('ga-confirm').click();
  await expectToast(page, 'Google Authenticator etkinleştirildi');
  await expect(page.getByTestId('ga-status')).toHaveText('Açık');
  await expect(page.getByTestId('otp-status')).toHaveAttribute('data-on', 'true');
  await expect(page.getByTestId('ga-secret')).toHaveCount(0);
  await page.reload();
  await expect(page.getByTestId('ga-removal')).toBeVisible();
  await expect(page.getByTestId('ga-secret')).toHaveCount(0);

  await logOut(page);
  await submitLogin(page, player.username, player.password);
  await expect(page.getByTestId('second-factor-step')).toBeVisible();
  expect(await readStorage(page, 'userSession')).toBeNull();
  await submitLoginCode(page, app.wrongCode());
  await expect(page.getByTestId('login-code-error')).toHaveText(WRONG_CODE);
  expect(await readStorage(page, 'userSession')).toBeNull();
  await submitLoginCode(page, await app.nextCode());
  await expectSignedIn(page, player.username);
  await expectToast(page, 'Giriş yapıldı');

  await openProfileTab(page, 'security');
  await expect(page.getByTestId('otp-status')).toHaveAttribute('data-on', 'true');
  await fillCode(page.getByTestId('ga-remove-code'), app.wrongCode());
  await page.getByTestId('ga-remove').click();
  await expect(page.getByTestId('ga-remove-code-error')).toHaveText(WRONG_CODE);
  await fillCode(page.getByTestId('ga-remove-code'), await app.nextCode());
  await page.getByTestId('ga-remove').click();
  await expectToast(page, 'Google Authenticator kaldırıldı');
  await expect(page.getByTestId('ga-status')).toHaveText('Kapalı');
  await expect(page.getByTestId('otp-status')).toHaveAttribute('data-on', 'false');

  await logOut(page);
  await logIn(page, player.username, player.password);
});
