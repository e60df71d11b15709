import { expectToast } from '../../support/toasts.ts';
import { expect, test } from '../../support/accounts-test.ts';
import { findInOutbox, outboxMark, smsCode, waitForOutbox } from '../../support/outbox.ts';
import { newPlayer, registerPlayer } from '../../support/players.ts';
import {
  expectSignedIn,
  fillCode,
  logIn,
  logOut,
  openProfileTab,
  submitLogin,
  submitLoginCode,
} from './account-pages.ts';

/** The test server texts one account at most every 5 s (support/server.mjs; a minute in production). */
const SMS_GAP_MS = 5_000;

test('SMS as second factor: switch with a texted code, log in with another, resend', async ({
  page,
  request,
}) => {
  const player = newPlayer();
  await registerPlayer(request, player);
  await logIn(page, player.username, player.password);
  await openProfileTab(page, 'security');
  const form = page.getByTestId('two-factor-type');
  await expect(form.getByTestId('two-factor-current')).toHaveAttribute('data-type', 'none');

  await form.getByTestId('two-factor-choice').getByText('SMS', { exact: true }).click();
  let mark = await outboxMark(request);
  await form.getByTestId('two-factor-sms-send').click();
  await expectToast(page, 'Doğrulama kodu telefonunuza gönderildi');
  const first = await waitForOutbox(request, {
    recipient: player.phone,
    after: mark,
    channel: 'sms',
  });
  await fillCode(form.getByTestId('two-factor-code'), smsCode(first));
  await form.getByTestId('two-factor-save').click();
  await expectToast(page, 'İki adımlı doğrulama ayarınız güncellendi');
  await expect(form.getByTestId('two-factor-current')).toHaveAttribute('data-type', 'sms');
  await expect(page.getByTestId('otp-status')).toHaveAttribute('data-on', 'true');

  await logOut(page);
  mark = await outboxMark(request);
  await submitLogin(page, player.username, player.password);
  await expect(page.getByTestId('second-factor-step')).toContainText(
    'Telefonunuza gönderilen 6 haneli kodu girin.',
  );
  // Login texts a code before it answers, unless the gap since the first text forbids it.
  // Either way the player then waits out the gap and asks for another, which replaces it.
  const sent =
    (await findInOutbox(request, { recipient: player.phone, after: mark, channel: 'sms' })) ??
    first;
  await page.waitForTimeout(
    Math.max(0, Date.parse(sent.createdAt) + SMS_GAP_MS + 1_000 - Date.now()),
  );
  mark = await outboxMark(request);
  await page.getByTestId('login-code-resend').click();
  await expectToast(page, 'Doğrulama kodu telefonunuza gönderildi');
  const text = await waitForOutbox(request, {
    recipient: player.phone,
    after: mark,
    channel: 'sms',
  });
  const code = smsCode(text);
  await submitLoginCode(page, code === '000000' ? '111111' : '000000');
  await expect(page.getByTestId('login-code-error')).toHaveText('Girdiğiniz kod hatalı');
  await submitLoginCode(page, code);
  await expectSignedIn(page, player.username);
});
