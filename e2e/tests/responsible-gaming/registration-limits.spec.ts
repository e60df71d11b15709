import { expect, test } from '../../support/accounts-test.ts';
import { linkPath, outboxMark, waitForOutbox } from '../../support/outbox.ts';
import { newPlayer } from '../../support/players.ts';
import { logIn } from '../accounts/account-pages.ts';
import { acceptRules, fillRegisterForm, inputFor } from '../accounts/register-form.ts';
import { limitRow, openResponsibleGaming } from './rg-pages.ts';

test.describe.configure({ timeout: 90_000 });

test('deposit limits chosen on the registration form hold from the account’s first sign-in (tr)', async ({
  page,
  request,
}) => {
  const player = newPlayer();
  await page.goto('/register');
  await fillRegisterForm(page, inputFor(player));
  await expect(page.getByText('Limitlerinizi şimdi belirleyin')).toBeVisible();
  // Not an amount: refused on the form, nothing is sent.
  await page.getByLabel('Günlük yatırım limiti').fill('üç yüz');
  await acceptRules(page);
  await page.getByTestId('register-submit').click();
  await expect(page.getByTestId('register-deposit_limit_day')).toHaveAttribute(
    'aria-invalid',
    'true',
  );
  await page.getByLabel('Günlük yatırım limiti').fill('300');
  await page.getByLabel('Aylık yatırım limiti').fill('2.000');
  const mark = await outboxMark(request);
  await page.getByTestId('register-submit').click();
  await expect(page.getByTestId('register-success')).toBeVisible();

  const mail = await waitForOutbox(request, {
    recipient: player.email,
    after: mark,
    channel: 'email',
    body: /register-account-confirm/,
  });
  await page.goto(linkPath(mail, '/register-account-confirm'));
  await expect(page.getByTestId('confirm-result')).toHaveAttribute('data-outcome', 'confirmed');
  await logIn(page, player.username, player.password);

  await openResponsibleGaming(page);
  await expect(limitRow(page, 'deposit', 'day').getByTestId('rg-limit-amount')).toHaveText(
    '₺300,00',
  );
  await expect(limitRow(page, 'deposit', 'week').getByTestId('rg-limit-amount')).toHaveText(
    'Limit yok',
  );
  await expect(limitRow(page, 'deposit', 'month').getByTestId('rg-limit-amount')).toHaveText(
    '₺2.000,00',
  );
});
