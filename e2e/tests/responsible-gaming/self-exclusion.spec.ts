import { expect, test } from '../../support/accounts-test.ts';
import { newPlayer, registerPlayer } from '../../support/players.ts';
import { expectToast, recordToasts } from '../../support/toasts.ts';
import { submitLogin } from '../accounts/account-pages.ts';
import { useLanguage } from '../foundation/site.ts';
import { signIn } from '../lobby/lobby.ts';
import { openResponsibleGaming, TEXTS } from './rg-pages.ts';
import type { Lang } from '../../support/languages.ts';

test.describe.configure({ timeout: 90_000 });

const lang = 'en' as Lang;

test(`self-exclusion logs the player out here and on their other device (${lang})`, async ({
  page,
  request,
  browser,
  baseURL,
  clientIp,
}) => {
  const text = TEXTS[lang];
  const player = newPlayer();
  await registerPlayer(request, player);
  await useLanguage(page, lang);
  await signIn(page, lang, player);

  // The same player on a phone: another browser, another session.
  const phone = await browser.newContext({
    baseURL,
    locale: lang === 'tr' ? 'tr-TR' : 'en-GB',
    timezoneId: 'Europe/Istanbul',
    extraHTTPHeaders: { 'X-Forwarded-For': clientIp },
  });
  const other = await phone.newPage();
  await recordToasts(other);
  await useLanguage(other, lang);
  await other.clock.install();
  await signIn(other, lang, player);
  await other.goto('/');
  await expect(other.getByTestId('session-clock')).toBeVisible();

  await openResponsibleGaming(page);
  const form = page.getByTestId('rg-break');
  await form.getByRole('radio', { name: text.selfExclusion }).check();
  await form.getByTestId('rg-break-continue').click();
  await expect(form.getByTestId('rg-break-warning')).toBeVisible();
  await form.getByTestId('rg-break-password').fill(player.password);
  await form.getByTestId('rg-break-understood').check();
  await form.getByTestId('rg-break-submit').click();
  await expectToast(page, text.breakStarted);
  await expect(page.getByTestId('header-login')).toBeVisible();

  // The other device learns at its next call (the session check runs every minute).
  await other.clock.fastForward('01:05');
  await expect(other.getByTestId('header-login')).toBeVisible();
  await expect(other).toHaveURL(/\/login/);
  await phone.close();

  // Signing in again is refused with the reason and its end.
  await submitLogin(page, player.username, player.password);
  await expectToast(page, text.excludedLogin);
});
