import { expect, test } from '../../support/accounts-test.ts';
import { newPlayer, registerPlayer } from '../../support/players.ts';
import { expectToast } from '../../support/toasts.ts';
import { seriousViolations } from '../accessibility/axe-check.ts';
import { SENDER_IDENTITY } from '../cashier/cashier-pages.ts';
import { useLanguage } from '../foundation/site.ts';
import { signIn } from '../lobby/lobby.ts';
import { limitRow, openResponsibleGaming, setLimit, TEXTS } from './rg-pages.ts';
import type { Lang } from '../../support/languages.ts';

test.describe.configure({ timeout: 90_000 });

const lang = 'en' as Lang;

test(`a daily deposit limit refuses a larger deposit, and raising it waits 24 hours (${lang})`, async ({
  page,
  request,
}) => {
  const text = TEXTS[lang];
  const player = newPlayer();
  await registerPlayer(request, player);
  await useLanguage(page, lang);
  await signIn(page, lang, player);

  await openResponsibleGaming(page);
  expect(await seriousViolations(page)).toEqual([]);
  const daily = limitRow(page, 'deposit', 'day');
  await setLimit(daily, '500');
  await expectToast(page, text.limitSaved);
  await expect(daily.getByTestId('rg-limit-amount')).toContainText('500');
  const resets = (await daily.getByTestId('rg-limit-resets').textContent()) ?? '';
  const resetsAt = text.resets.exec(resets)?.[1];
  expect(resetsAt, resets).toBeTruthy();

  // The cashier refuses 750 with the message naming the limit and when it resets.
  await page.goto('/deposit');
  await page.getByTestId('cash-method-101').click();
  await page.getByTestId('deposit-amount').fill('750');
  await page.getByTestId('deposit-field-account').fill('TR12 0001');
  await page.getByTestId('deposit-field-sender_identity_number').fill(SENDER_IDENTITY);
  await page.getByTestId('deposit-submit').click();
  await expect(page.getByTestId('deposit-form').getByTestId('form-refusal')).toHaveText(
    text.depositRefused(resetsAt!),
  );
  await expect(page.getByTestId('header-balance')).toBeVisible();

  // Raising it waits out 24 hours: the 500 stays, the 1000 is pending, not yet confirmable.
  await openResponsibleGaming(page);
  await setLimit(daily, '1000');
  await expectToast(page, text.raisePending);
  const pending = daily.getByTestId('rg-limit-pending');
  await expect(pending).toContainText('1');
  await expect(daily.getByTestId('rg-limit-pending-when')).toContainText(text.wait);
  await expect(daily.getByTestId('rg-limit-amount')).toContainText('500');
  await expect(daily.getByTestId('rg-limit-confirm')).toHaveCount(0);
  await expect(daily.getByTestId('rg-limit-cancel')).toBeVisible();
});
