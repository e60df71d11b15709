import { expectToast } from '../../support/toasts.ts';
import { expect, test } from '../../support/accounts-test.ts';
import { newPlayer, registerPlayer } from '../../support/players.ts';
import { signIn } from '../lobby/lobby.ts';

test('a player stars a payment method: a toast, and it moves to the top and stays there', async ({
  page,
  request,
}) => {
  const player = newPlayer();
  await registerPlayer(request, player);
  await signIn(page, 'tr', player);
  await page.goto('/deposit');

  // The highlighted methods come first; the full list is grouped, bank transfers on top.
  await expect(page.getByTestId('highlighted-methods').getByRole('button')).toHaveText([
    'Havale / EFT',
    'Cepbank',
    'LalePay',
  ]);
  const list = page.getByTestId('cash-methods');
  const firstCard = list.locator('[data-testid^="cash-method-"][data-favorite]').first();
  await expect(firstCard).toHaveAttribute('data-testid', 'cash-method-101');

  const star = page.getByTestId('cash-method-favorite-105');
  await expect(star).toHaveAttribute('aria-pressed', 'false');
  await star.click();
  await expectToast(page, 'Favorilere Başarıyla Eklendi');
  await expect(star).toHaveAttribute('aria-pressed', 'true');
  await expect(firstCard).toHaveAttribute('data-testid', 'cash-method-105');
  await expect(list.getByTestId('cash-method-group').first()).toContainText('Ön Ödemeli');

  await page.reload();
  await expect(firstCard).toHaveAttribute('data-testid', 'cash-method-105');
  await expect(page.getByTestId('cash-method-favorite-105')).toHaveAttribute(
    'aria-pressed',
    'true',
  );

  // Unstarred, it goes back to its place.
  await page.getByTestId('cash-method-favorite-105').click();
  await expectToast(page, 'Favorilere Başarıyla Kaldırıldı');
  await expect(firstCard).toHaveAttribute('data-testid', 'cash-method-101');
});
