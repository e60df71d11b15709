import { expect, test } from '../../support/accounts-test.ts';
import { newPlayer, registerPlayer } from '../../support/players.ts';
import { expectToast, recordToasts } from '../../support/toasts.ts';
import { PHONE } from '../../support/screenshots.ts';
import { submitLogin } from '../accounts/account-pages.ts';
import { useLanguage } from '../foundation/site.ts';
import { signIn } from '../lobby/lobby.ts';
import { openResponsibleGaming, TEXTS } from './rg-pages.ts';
import type { Lang } from '../../support/languages.ts';

test.describe.configure({ timeout: 90_000 });
test.use({ viewport: PHONE });

const lang = 'en' as Lang;

test(`self-exclusion is told plainly first, logs the player out here and on their other device, and the refused login stays said (${lang})`, async ({
  page,
  request,
  browser,
  baseURL,
  clientIp,
}) => {
  const text = TEXTS[lang];
  const player = newPlayer();
  await registerPlayer(request, player);
  // A clock this test can move: the refused login must outlast a toast without waiting one out.
  await page.clock.install();
  await useLanguage(page, lang);
  await signIn(page, lang, player);

  // The same player on a laptop: another browser, another session.
  const laptop = await browser.newContext({
    baseURL,
    locale: lang === 'tr' ? 'tr-TR' : 'en-GB',
    timezoneId: 'Europe/Istanbul',
    extraHTTPHeaders: { 'X-Forwarded-For': clientIp },
  });
  const other = await laptop.newPage();
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
  // Before anything happens: until when, what stops, the money, and that nothing lifts it.
  const notice = form.getByTestId('rg-break-warning');
  for (const words of text.breakNotice) await expect(notice).toContainText(words);
  await form.getByTestId('rg-break-password').fill(player.password);
  await form.getByRole('button', { name: text.breakConfirm }).click();
  await expectToast(page, text.breakStarted);
  await expect(page.getByTestId('header-login')).toBeVisible();

  // The other device learns at its next call (the session check runs every minute).
  await other.clock.fastForward('01:05');
  await expect(other.getByTestId('header-login')).toBeVisible();
  await expect(other).toHaveURL(/\/login/);
  await laptop.close();

  // Signing in again is refused beside the button, with the reason and its end, and it stays.
  await submitLogin(page, player.username, player.password);
  const refusal = page.getByTestId('form-refusal');
  await expect(refusal).toContainText(text.excludedLogin);
  await page.clock.fastForward(2_000); // longer than a toast lives (SPEC §9: 1.5 s)
  await expect(refusal).toBeInViewport();
  await expect(refusal).toContainText(text.excludedLogin);
  // Live support is offered right there: the player cannot sign in to ask.
  await refusal.getByTestId('login-refusal-support').click();
  await expect(page.getByTestId('support-presence')).toBeVisible();
});
