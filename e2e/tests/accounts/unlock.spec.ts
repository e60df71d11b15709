import { expect, test } from '../../support/accounts-test.ts';
import { linkPath, outboxMark, waitForOutbox } from '../../support/outbox.ts';
import { newPlayer, registerPlayer } from '../../support/players.ts';
import { logIn, submitLogin } from './account-pages.ts';

test.describe.configure({ timeout: 90_000 });

const FAILED = 'Giriş Başarısız';
const SLOWED = 'Çok fazla istek gönderdiniz, lütfen biraz bekleyin';
const UNLOCKED = 'Hesabınızdaki giriş yavaşlatması kaldırıldı, şimdi giriş yapabilirsiniz';
const USED = 'Bu bağlantı zaten kullanıldı';

test('wrong passwords slow sign-in down, and the mailed link lifts it once', async ({
  page,
  request,
}) => {
  const player = newPlayer();
  await registerPlayer(request, player);
  const mark = await outboxMark(request);

  // A few wrong passwords are free; then the account is slowed, never locked for good.
  let slowed = false;
  for (let attempt = 0; attempt < 10 && !slowed; attempt++) {
    await submitLogin(page, player.username, `${player.password}x`);
    const toast = page.getByText(new RegExp(`${FAILED}|${SLOWED}`)).last();
    await expect(toast).toBeVisible();
    slowed = (await toast.textContent())?.includes(SLOWED) ?? false;
  }
  expect(slowed).toBe(true);

  const mail = await waitForOutbox(request, {
    recipient: player.email,
    after: mark,
    channel: 'email',
    body: /account-unlock/,
  });
  const unlockPath = linkPath(mail, '/account-unlock');

  // Opening the link spends nothing (a mail scanner may open it); the click does.
  await page.goto(unlockPath);
  await page.getByTestId('unlock-submit').click();
  const result = page.getByTestId('unlock-result');
  await expect(result).toHaveAttribute('data-outcome', 'unlocked');
  await expect(result).toContainText(UNLOCKED);
  await logIn(page, player.username, player.password);

  await page.goto(unlockPath);
  await page.getByTestId('unlock-submit').click();
  await expect(result).toHaveAttribute('data-outcome', 'failed');
  await expect(result).toContainText(USED);
});

test('the unlock page says so when its link has no token', async ({ page }) => {
  await page.goto('/account-unlock');
  await expect(page.getByTestId('unlock-result')).toContainText('Bağlantı eksik ya da hatalı');
});
