import type { Page } from '@playwright/test';
import { expectToast } from '../../support/toasts.ts';
import { expect, test } from '../../support/accounts-test.ts';
import { linkPath, outboxMark, waitForOutbox } from '../../support/outbox.ts';
import { newPlayer, registerPlayer } from '../../support/players.ts';
import { logIn, submitLogin } from './account-pages.ts';

// Every test registers and signs in (argon2 hashing) on a machine the other tests share.
test.describe.configure({ timeout: 60_000 });

const SENT =
  'Şifre sıfırlama talimatları e-posta adresinize gönderildi. Lütfen e-postanızı doğrulayın.';

async function askForReset(page: Page, email: string) {
  await page.goto('/forgot-password');
  await page.getByTestId('forgot-email').fill(email);
  await page.getByTestId('forgot-submit').click();
  await expectToast(page, SENT);
  await expect(page).toHaveURL(/\/login$/);
}

test('a forgotten password is reset through the mailed link, once', async ({ page, request }) => {
  const player = newPlayer();
  await registerPlayer(request, player);

  // Same answer for an address nobody has: the form does not tell who is registered.
  await askForReset(page, `nobody-${player.email}`);

  const mark = await outboxMark(request);
  await askForReset(page, player.email);
  const mail = await waitForOutbox(request, {
    recipient: player.email,
    after: mark,
    channel: 'email',
    body: /account_reset/,
  });
  const resetPath = linkPath(mail, '/account_reset');

  await page.goto(resetPath);
  const password = `${player.password}R2`;
  await page.getByTestId('reset-password').fill('short');
  await page.getByTestId('reset-password-confirm').fill('short');
  await page.getByTestId('reset-submit').click();
  await expect(page.getByTestId('page-account-reset')).toContainText(
    'Şifre en az 6 karakter olmalıdır',
  );
  await page.getByTestId('reset-password').fill(password);
  await page.getByTestId('reset-password-confirm').fill(password);
  await page.getByTestId('reset-submit').click();
  await expectToast(page, 'Şifreniz yenilendi, lütfen giriş yapın');
  await expect(page).toHaveURL(/\/login$/);

  await submitLogin(page, player.username, player.password);
  await expect(page.getByTestId('form-refusal')).toContainText('Giriş Başarısız');
  await logIn(page, player.email, password, player.username);

  await page.goto(resetPath);
  await page.getByTestId('reset-password').fill(`${password}3`);
  await page.getByTestId('reset-password-confirm').fill(`${password}3`);
  await page.getByTestId('reset-submit').click();
  // A used link is refused beside the button, and the refusal stays until read.
  await expect(page.getByTestId('form-refusal')).toContainText(
    'Bu bağlantı geçersiz veya süresi dolmuş',
  );
});
