import { expectToast } from '../../support/toasts.ts';
import { expect, test } from '../../support/accounts-test.ts';
import { newPlayer, registerPlayer } from '../../support/players.ts';
import { rpc } from '../../support/rpc.ts';
import { readStorage } from '../foundation/site.ts';
import { logIn } from './account-pages.ts';

// Every test registers and signs in (argon2 hashing) on a machine the other tests share.
test.describe.configure({ timeout: 60_000 });

test('a signed-in page pings the server every few minutes and renews the stored expiry', async ({
  page,
  request,
}) => {
  const player = newPlayer();
  await registerPlayer(request, player);
  await page.clock.install();
  await logIn(page, player.username, player.password);

  const ping = page.waitForRequest((r) => r.postData()?.includes('"method":"ping"') ?? false);
  await page.clock.fastForward('04:01');
  const reply = await (await (await ping).response())!.json();
  expect(reply).toMatchObject({ result: true, data: { pong: true } });
  const pageNow = await page.evaluate(() => Date.now());
  await expect
    .poll(async () => Number(await readStorage(page, 'expirationDate')))
    .toBeGreaterThan(pageNow);
  expect(Number(await readStorage(page, 'expirationDate'))).toBeLessThanOrEqual(pageNow + 15_000);
});

test('an hour without activity logs out on the server too and lands home', async ({
  page,
  request,
  context,
}) => {
  const player = newPlayer();
  await registerPlayer(request, player);
  await page.clock.install();
  await logIn(page, player.username, player.password);
  await page.goto('/favorites');
  await expect(page.getByTestId('header-user')).toBeVisible();
  const cookie = (await context.cookies()).find((c) => c.name === 'lale_sid');
  expect(cookie).toBeDefined();

  await page.clock.fastForward('59:00');
  await expect(page.getByTestId('header-user')).toBeVisible();
  await page.clock.fastForward('01:05');
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByTestId('header-login')).toBeVisible();
  await expectToast(page, 'Çıkış yapıldı');
  for (const key of ['userSession', 'userAuth', 'userProfile', 'expirationDate', 'ridValue'])
    expect(await readStorage(page, key), key).toBeNull();

  // The old session secret no longer opens anything: the logout reached the server.
  const replay = await rpc(
    request,
    'user',
    'get_user_profile',
    {},
    {
      cookie: `lale_sid=${cookie!.value}`,
    },
  );
  expect(replay).toMatchObject({ result: false, debug: 'session_expired' });
});
