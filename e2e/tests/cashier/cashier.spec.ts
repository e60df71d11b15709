import type { Page } from '@playwright/test';
import { expectToast, recordToasts } from '../../support/toasts.ts';
import { expect, test } from '../../support/accounts-test.ts';
import { newPlayer, registerPlayer } from '../../support/players.ts';
import { logIn } from '../accounts/account-pages.ts';
import { newIban, SENDER_IDENTITY } from './cashier-pages.ts';
import { signInOperator } from '../../support/operator.ts';

test.describe.configure({ timeout: 90_000 });

async function addAccount(page: Page, iban: string) {
  await page.goto('/bank-accounts');
  await page.getByTestId('bank-account-accountHolder').fill('Deniz Yıldız');
  await page.getByTestId('bank-account-bank').click();
  await page.getByRole('option', { name: 'Boğaziçi Bankası' }).click();
  await page.getByTestId('bank-account-branchCode').fill('1234');
  await page.getByTestId('bank-account-accountNumber').fill('987654');
  await page.getByTestId('bank-account-iban').fill(iban);
  await page.getByTestId('bank-account-save').click();
}

test('a player adds, corrects and deletes a bank account', async ({ page, request }) => {
  const player = newPlayer();
  await registerPlayer(request, player);
  await logIn(page, player.username, player.password);

  await addAccount(page, 'TR000000000000000000000000');
  await expect(page.getByText('IBAN hatalı').first()).toBeVisible();

  const iban = newIban();
  await page.getByTestId('bank-account-iban').fill(iban);
  await page.getByTestId('bank-account-save').click();
  await expectToast(page, 'Banka Hesabı Başarıyla Eklendi');
  const card = page.getByTestId('bank-account-card');
  await expect(card).toHaveCount(1);
  await expect(card.getByTestId('bank-account-iban')).toHaveText(iban);

  await card.getByTestId('bank-account-edit').click();
  await page.getByTestId('bank-account-accountHolder').fill('Deniz Y. Kaya');
  await page.getByTestId('bank-account-save').click();
  await expectToast(page, 'Banka Hesabı Başarıyla Güncellendi');
  await expect(card).toContainText('Deniz Y. Kaya');

  await card.getByTestId('bank-account-remove').click();
  await card.getByTestId('bank-account-remove-confirm').click();
  await expectToast(page, 'Banka Hesabı Başarıyla Silindi');
  await expect(card).toHaveCount(0);
});

test('a deposit waits for the operator, who confirms it in the back office; then a withdrawal is held', async ({
  page,
  request,
  browser,
  baseURL,
}) => {
  const player = newPlayer();
  await registerPlayer(request, player);
  await logIn(page, player.username, player.password);

  await page.goto('/deposit');
  await page.getByTestId('cash-method-101').click();
  await page.getByTestId('deposit-amount').fill('50');
  await page.getByTestId('deposit-submit').click();
  await expect(
    page.getByText('Girdiğiniz tutar minimum ve maksimum aralığında değil'),
  ).toBeVisible();
  await page.getByTestId('deposit-amount').fill('750');
  await page.getByTestId('deposit-field-account').fill('TR12 0001');
  await page.getByTestId('deposit-field-sender_identity_number').fill(SENDER_IDENTITY);
  await page.getByTestId('deposit-submit').click();
  await expectToast(page, 'Yatırım talebiniz alındı');

  // The operator, in a browser of their own, confirms it.
  const office = await browser.newContext({ baseURL, locale: 'tr-TR' });
  const operator = await office.newPage();
  await recordToasts(operator);
  await operator.goto('/backoffice');
  await signInOperator(operator);
  const row = operator.getByTestId('queue-row').filter({ hasText: player.username });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText('750,00');
  await row.getByTestId('queue-confirm').click();
  await expect(row).toHaveCount(0);
  await office.close();

  // With money in, the player withdraws to a saved account; the amount is held at once.
  await addAccount(page, newIban());
  await expectToast(page, 'Banka Hesabı Başarıyla Eklendi');
  await page.goto('/withdraw');
  await expect(page.getByTestId('cash-method-prompt')).toHaveText(
    'Lütfen ödemeyi alacağınız yöntemi seçiniz',
  );
  await page.getByTestId('cash-method-201').click();
  await page.getByTestId('withdraw-amount').fill('1000');
  await page.getByTestId('withdraw-validity').fill('2031-06-30');
  await page.getByTestId('withdraw-account').click();
  await page.getByRole('option').first().click();
  await page.getByTestId('withdraw-submit').click();
  // Beside the amount that caused it, inside the form, until the amount changes.
  await expect(page.getByTestId('withdraw-form')).toContainText('Yetersiz bakiye');
  await page.getByTestId('withdraw-amount').fill('300');
  await page.getByTestId('withdraw-submit').click();
  await expectToast(page, 'Çekim talebiniz alındı');
});
