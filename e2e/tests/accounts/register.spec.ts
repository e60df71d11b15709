import { expectToast } from '../../support/toasts.ts';
import { expect, test } from '../../support/accounts-test.ts';
import { linkPath, outboxMark, waitForOutbox } from '../../support/outbox.ts';
import { newPlayer, registerPlayer } from '../../support/players.ts';
import { readStorage } from '../foundation/site.ts';
import { expectSignedIn, submitLogin } from './account-pages.ts';
import { acceptRules, field, fieldError, fillRegisterForm, inputFor } from './register-form.ts';

// Every test registers and signs in (argon2 hashing) on a machine the other tests share.
test.describe.configure({ timeout: 60_000 });

test('a new player registers through the form, confirms the mailed link and logs in', async ({
  page,
  request,
}) => {
  const player = newPlayer();
  await page.goto('/register');
  await fillRegisterForm(page, inputFor(player));
  await acceptRules(page);
  const mark = await outboxMark(request);
  await page.getByTestId('register-submit').click();
  await expect(page.getByTestId('register-success')).toContainText(
    'Kayıt tamamlandı. Hesabınızı onaylamak için e-postanızdaki bağlantıya tıklayın.',
  );
  await expect(page.getByTestId('register-success')).toContainText(player.email);

  const mail = await waitForOutbox(request, {
    recipient: player.email,
    after: mark,
    channel: 'email',
    body: /register-account-confirm/,
  });
  const confirmPath = linkPath(mail, '/register-account-confirm');
  await page.goto(confirmPath);
  const result = page.getByTestId('confirm-result');
  await expect(result).toHaveAttribute('data-outcome', 'confirmed');
  await expect(result).toContainText('E-posta adresiniz onaylandı');

  await page.getByTestId('confirm-login').click();
  await expect(page.getByTestId('page-login')).toBeVisible();
  const before = Date.now();
  await submitLogin(page, player.username, player.password);
  await expect(page).toHaveURL(/\/$/);
  await expectSignedIn(page, player.username);
  await expectToast(page, 'Giriş yapıldı');
  expect(JSON.parse((await readStorage(page, 'userSession')) ?? '{}')).toMatchObject({
    lang: 'tr',
  });
  expect(await readStorage(page, 'ridValue')).toMatch(/^\d+$/);
  const expiry = Number(await readStorage(page, 'expirationDate'));
  expect(expiry).toBeGreaterThanOrEqual(before + 15_000);
  expect(expiry).toBeLessThanOrEqual(Date.now() + 15_000);

  await page.goto('/profile');
  await expect(page.getByTestId('profile-avatar')).toHaveText('DY');
  await expect(page.getByTestId('profile-name')).toHaveText('Deniz Yıldız');
  await expect(page.getByText('E-posta doğrulandı')).toBeVisible();

  await page.goto(confirmPath);
  await expect(result).toHaveAttribute('data-outcome', 'failed');
  await expect(result).toContainText('Bu bağlantı geçersiz veya süresi dolmuş');
});

test('the server names taken fields under their inputs, in tr and then en', async ({
  page,
  request,
}) => {
  const existing = newPlayer();
  await registerPlayer(request, existing);
  const input = { ...inputFor(newPlayer()), username: existing.username.toUpperCase() };
  await page.goto('/register');
  await fillRegisterForm(page, {
    ...input,
    email: existing.email,
    email_confirm: existing.email,
    identity_number: existing.identity_number,
  });
  await acceptRules(page);
  await page.getByTestId('register-submit').click();
  await expect(fieldError(page, 'username')).toHaveText('Bu kullanıcı adı zaten kullanılıyor');
  await expect(fieldError(page, 'email')).toHaveText('Bu e-posta adresi zaten kayıtlı');
  await expect(fieldError(page, 'identity_number')).toHaveText(
    'Bu kimlik numarası ile açılmış bir hesap zaten var',
  );

  await page.getByTestId('language-switch').getByText('EN', { exact: true }).click();
  await page.getByTestId('register-submit').click();
  await expect(fieldError(page, 'username')).toHaveText('This username is already taken');
  await expect(fieldError(page, 'email')).toHaveText('This email address is already registered');
  await expect(fieldError(page, 'identity_number')).toHaveText(
    'An account with this identity number already exists',
  );
  await field(page, 'username').fill(`${input.username}x`);
  await expect(fieldError(page, 'username')).toHaveCount(0);
  await expect(fieldError(page, 'email')).toHaveText('This email address is already registered');
});
