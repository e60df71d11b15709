import { expect, test } from '../../support/accounts-test.ts';
import { newPlayer, registerPlayer } from '../../support/players.ts';
import { rpc } from '../../support/rpc.ts';
import { signIn, useLanguage } from '../lobby/lobby.ts';
import { newIban } from './cashier-pages.ts';
import type { Lang } from '../../support/languages.ts';

test.describe.configure({ timeout: 90_000 });

/** SPEC §5's cashier messages, as the contract catalogue words them. */
const MESSAGES = {
  tr: {
    undefinedMethod: 'Ödeme yöntemi tanımlı değil',
    chooseMethod: 'Lütfen ödemeyi alacağınız yöntemi seçiniz',
    enterAmount: 'Lütfen bir tutar giriniz',
    required: 'Zorunlu alan',
    range: 'Girdiğiniz tutar minimum ve maksimum aralığında değil',
    identity: 'Kimlik numarası hatalı',
    selectAccount: 'Lütfen bir hesap seçiniz',
    validity: 'Lütfen kimlik son geçerlilik tarihini giriniz',
    validAccount: 'Lütfen geçerli bir hesap seçiniz',
  },
  en: {
    undefinedMethod: 'Payment method not defined',
    chooseMethod: 'Please select the method to receive payment',
    enterAmount: 'Please enter an amount',
    required: 'Required field',
    range: 'The amount you entered is not within the minimum and maximum range',
    identity: 'Identity number incorrect',
    selectAccount: 'Please select an account',
    validity: 'Please enter the last identity validity date',
    validAccount: 'Please select a valid account',
  },
};

const lang = 'en' as Lang;

test(`every cashier validation message of SPEC §5, in ${lang}`, async ({ page, request }) => {
  const words = MESSAGES[lang];
  const player = newPlayer();
  await registerPlayer(request, player);
  await useLanguage(page, lang);
  await signIn(page, lang, player);

  await page.goto('/deposit?method=999');
  await expect(page.getByTestId('cash-method-unknown')).toHaveText(words.undefinedMethod);

  await page.goto('/deposit?method=101');
  await page.getByTestId('deposit-submit').click();
  const deposit = page.getByTestId('deposit-form');
  await expect(deposit.getByText(words.enterAmount)).toBeVisible();
  await expect(deposit.getByText(words.required).first()).toBeVisible();
  await page.getByTestId('deposit-amount').fill('50');
  await page.getByTestId('deposit-field-sender_identity_number').fill('12345678901');
  await page.getByTestId('deposit-submit').click();
  await expect(deposit.getByText(words.range)).toBeVisible();
  await expect(deposit.getByText(words.identity)).toBeVisible();

  await page.goto('/withdraw');
  await expect(page.getByTestId('cash-method-prompt')).toHaveText(words.chooseMethod);
  await page.getByTestId('cash-method-201').click();
  await page.getByTestId('withdraw-submit').click();
  const withdraw = page.getByTestId('withdraw-form');
  await expect(withdraw.getByText(words.enterAmount)).toBeVisible();
  await expect(withdraw.getByText(words.selectAccount)).toBeVisible();
  await expect(withdraw.getByText(words.validity)).toBeVisible();

  // An account chosen on the form and deleted meanwhile (another tab): the server refuses it.
  const saved = await rpc<{ bankAccountID: number }>(page.request, 'finance', 'save_bank_account', {
    bankID: 1,
    accountHolder: `${player.firstname} ${player.lastname}`,
    branchCode: '1234',
    accountNumber: '987654',
    iban: newIban(),
  });
  expect(saved.result).toBe(true);
  await page.reload();
  await page.getByTestId('withdraw-amount').fill('100');
  await page.getByTestId('withdraw-validity').fill('2031-06-30');
  await page.getByTestId('withdraw-account').click();
  await page.getByRole('option').first().click();
  const removed = await rpc(page.request, 'finance', 'delete_bank_account', {
    bankAccountID: saved.data.bankAccountID,
  });
  expect(removed.result).toBe(true);
  await page.getByTestId('withdraw-submit').click();
  await expect(withdraw.getByText(words.validAccount)).toBeVisible();
});

test('a prepaid deposit is confirmed by the provider’s signed callback', async ({
  page,
  request,
}) => {
  const player = newPlayer();
  await registerPlayer(request, player);
  await useLanguage(page, 'tr');
  await signIn(page, 'tr', player);
  await page.goto('/deposit?method=104');
  await page.getByTestId('deposit-amount').fill('100');
  await page.getByTestId('deposit-submit').click();
  // The simulated provider's own page, where the player pays.
  await expect(page.getByRole('heading', { name: 'Simulated payment provider' })).toBeVisible();
  await page.getByRole('button', { name: 'Öde / Pay' }).click();
  await expect(page).toHaveURL(/\/profile/);
  await expect(page.getByTestId('header-balance')).toHaveText(/100,00/);
  await page.goto('/profile?tab=history');
  await page.getByTestId('history-kinds').getByText('Finans geçmişi').click();
  const row = page.getByTestId('history-row');
  await expect(row).toHaveCount(1);
  await expect(row).toContainText('LalePay');
  await expect(row).toContainText('Onaylandı');
});
