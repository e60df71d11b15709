import type { Page } from '@playwright/test';
import { expect, test } from '../../support/accounts-test.ts';
import { confirmWaitingDeposit } from '../../support/funded-player.ts';
import { newPlayer, registerPlayer } from '../../support/players.ts';
import { expectToast } from '../../support/toasts.ts';
import { SENDER_IDENTITY } from '../cashier/cashier-pages.ts';
import { useLanguage } from '../foundation/site.ts';
import { signIn } from '../lobby/lobby.ts';
import type { Lang } from '../../support/languages.ts';

test.describe.configure({ timeout: 60_000 });
test.use({ viewport: { width: 390, height: 844 } });

const SHOTS = process.env.BONUS_SHOTS_DIR;

const TEXT = {
  tr: {
    unknownCode: 'Bu promosyon kodu geçerli değil.',
    requested: 'Yatırım talebiniz alındı',
    paid: 'Ödendi',
    money: /₺40,00/,
  },
  en: {
    unknownCode: 'This promotion code is not valid.',
    requested: 'Your deposit request was received',
    paid: 'Paid',
    money: /40\.00/,
  },
};

async function fillBankDeposit(page: Page, lira: number, code: string) {
  await page.getByTestId('deposit-amount').fill(String(lira));
  await page.getByTestId('deposit-field-account').fill('TR12 0001');
  await page.getByTestId('deposit-field-sender_identity_number').fill(SENDER_IDENTITY);
  await page.getByTestId('deposit-promotion-code').fill(code);
  await page.getByTestId('deposit-submit').click();
}

const lang = 'en' as Lang;

test(`a deposit with the 20% bonus code pays the bonus on confirmation; a wrong code is refused under its field (${lang})`, async ({
  page,
  request,
}) => {
  const player = newPlayer();
  await registerPlayer(request, player);
  await useLanguage(page, lang);
  await signIn(page, lang, player);
  await page.goto('/deposit');
  await page.getByTestId('cash-method-101').click();

  await fillBankDeposit(page, 200, 'YANLISKOD');
  await expect(page.getByText(TEXT[lang].unknownCode, { exact: true }).first()).toBeVisible();
  if (SHOTS)
    await page.screenshot({ path: `${SHOTS}/deposit-code-error-${lang}.png`, fullPage: true });

  await fillBankDeposit(page, 200, 'yatirim20');
  await expectToast(page, TEXT[lang].requested);
  await confirmWaitingDeposit(player);

  // 20% of 200 TL without wagering: paid as cash at once.
  await page.goto('/bonuses');
  const card = page.getByTestId('bonus-card');
  await expect(card).toHaveAttribute('data-status', 'paid');
  await expect(card).toContainText(TEXT[lang].paid);
  await expect(card.getByTestId('bonus-amount')).toHaveText(TEXT[lang].money);
});
