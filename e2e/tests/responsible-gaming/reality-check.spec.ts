import { expect, test } from '../../support/accounts-test.ts';
import { newPlayer, registerPlayer } from '../../support/players.ts';
import { expectToast } from '../../support/toasts.ts';
import { seriousViolations } from '../accessibility/axe-check.ts';
import { useLanguage } from '../foundation/site.ts';
import { signIn } from '../lobby/lobby.ts';
import { openResponsibleGaming, TEXTS } from './rg-pages.ts';
import type { Lang } from '../../support/languages.ts';

test.describe.configure({ timeout: 90_000 });

const lang = 'tr' as Lang;

test(`a reality check every 15 minutes shows the session and logs out (${lang})`, async ({
  page,
  request,
}) => {
  const text = TEXTS[lang];
  const player = newPlayer();
  await registerPlayer(request, player);
  await useLanguage(page, lang);
  // The page's clock: fifteen minutes pass in a moment.
  await page.clock.install();
  await signIn(page, lang, player);

  await openResponsibleGaming(page);
  await expect(page.getByTestId('session-clock')).toBeVisible();
  await page.getByTestId('rg-reality-select').click();
  await page.getByRole('option', { name: text.every15 }).click();
  await expectToast(page, text.reminderSaved);

  const check = page.getByRole('dialog');
  await expect(check).toHaveCount(0);
  await page.clock.fastForward('15:30');
  await expect(check).toBeVisible();
  await expect(check.getByTestId('reality-check-time')).toHaveText(/^15:\d{2}$/);
  await expect(check.getByTestId('reality-check-wagered')).toContainText('0');
  await expect(page.getByTestId('session-clock')).toContainText(/1[5-6]:\d{2}/);
  await expect(check.getByTestId('reality-check-continue')).toBeFocused();
  expect(await seriousViolations(page)).toEqual([]);

  await check.getByTestId('reality-check-logout').click();
  await expect(page.getByTestId('header-login')).toBeVisible();
  await expect(check).toHaveCount(0);
  await expect(page.getByTestId('session-clock')).toHaveCount(0);
});
