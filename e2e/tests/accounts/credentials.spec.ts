import { expectToast } from '../../support/toasts.ts';
import { expect, test } from '../../support/accounts-test.ts';
import { linkPath, outboxMark, waitForOutbox } from '../../support/outbox.ts';
import { newPlayer, registerPlayer } from '../../support/players.ts';
import { logIn, logOut, openProfileTab, submitLogin } from './account-pages.ts';

// Every test registers and signs in (argon2 hashing) on a machine the other tests share.
test.describe.configure({ timeout: 60_000 });

test('changing the password needs the current one; the old one stops working', async ({
  page,
  request,
}) => {
  const player = newPlayer();
  await registerPlayer(request, player);
  await logIn(page, player.username, player.password);
  await openProfileTab(page, 'credentials');
  const form = page.getByTestId('change-password');
  const newPassword = `${player.password}N4`;

  await form.getByTestId('change-password-current').fill(`${player.password}x`);
  await form.getByTestId('change-password-new').fill(newPassword);
  await form.getByTestId('change-password-confirm').fill(`${newPassword}x`);
  await form.getByTestId('change-password-submit').click();
  await expect(form).toContainText('Şifreler eşleşmiyor');
  await form.getByTestId('change-password-confirm').fill(newPassword);
  await form.getByTestId('change-password-submit').click();
  await expect(form).toContainText('Mevcut şifreniz hatalı');

  await form.getByTestId('change-password-current').fill(player.password);
  await form.getByTestId('change-password-submit').click();
  await expectToast(page, 'Şifreniz değiştirildi');
  await expect(form.getByTestId('change-password-current')).toHaveValue('');

  await logOut(page);
  await submitLogin(page, player.username, player.password);
  await expect(page.getByTestId('form-refusal')).toContainText('Giriş Başarısız');
  await logIn(page, player.username, newPassword);
});

test('changing the username needs the password; the header and login follow', async ({
  page,
  request,
}) => {
  const player = newPlayer();
  const other = newPlayer();
  await registerPlayer(request, player);
  await registerPlayer(request, other);
  await logIn(page, player.username, player.password);
  await openProfileTab(page, 'credentials');
  const form = page.getByTestId('change-username');

  await form.getByTestId('change-username-new').fill(other.username);
  await form.getByTestId('change-username-password').fill(player.password);
  await form.getByTestId('change-username-submit').click();
  await expect(form).toContainText('Bu kullanıcı adı zaten kullanılıyor');

  const renamed = `${player.username}_2`;
  await form.getByTestId('change-username-new').fill(renamed);
  await form.getByTestId('change-username-submit').click();
  await expectToast(page, 'Kullanıcı adınız değiştirildi');
  await expect(page.getByTestId('header-user')).toContainText(renamed);

  await logOut(page);
  await submitLogin(page, player.username, player.password);
  await expect(page.getByTestId('form-refusal')).toContainText('Giriş Başarısız');
  await logIn(page, renamed, player.password);
});

test('a new email address takes over once its mailed link is followed', async ({
  page,
  request,
}) => {
  const player = newPlayer();
  await registerPlayer(request, player);
  await logIn(page, player.username, player.password);
  await openProfileTab(page, 'credentials');
  const form = page.getByTestId('change-email');
  const newEmail = `new.${player.email}`;

  await form.getByTestId('change-email-new').fill(newEmail);
  await form.getByTestId('change-email-confirm').fill(newEmail);
  await form.getByTestId('change-email-password').fill(`${player.password}x`);
  await form.getByTestId('change-email-submit').click();
  await expect(form).toContainText('Mevcut şifreniz hatalı');

  const mark = await outboxMark(request);
  await form.getByTestId('change-email-password').fill(player.password);
  await form.getByTestId('change-email-submit').click();
  await expectToast(page, 'Yeni e-posta adresinize bir onay bağlantısı gönderdik');
  await openProfileTab(page, 'account');
  await expect(page.getByTestId('page-profile')).toContainText(player.email);

  const mail = await waitForOutbox(request, {
    recipient: newEmail,
    after: mark,
    channel: 'email',
    body: /register-account-confirm/,
  });
  await page.goto(linkPath(mail, '/register-account-confirm'));
  await expect(page.getByTestId('confirm-result')).toContainText('E-posta adresiniz onaylandı');
  await openProfileTab(page, 'account');
  await expect(page.getByTestId('page-profile')).toContainText(newEmail);

  await logOut(page);
  await logIn(page, newEmail, player.password, player.username);
});
