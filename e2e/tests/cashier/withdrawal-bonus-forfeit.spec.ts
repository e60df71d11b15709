import { randomUUID } from 'node:crypto';
import { expect, test } from '../../support/accounts-test.ts';
import { confirmedDeposit, fundedPlayer } from '../../support/funded-player.ts';
import { rpc } from '../../support/rpc.ts';
import { DESKTOP, screenshotsAt } from '../../support/screenshots.ts';
import { useLanguage } from '../foundation/site.ts';
import { expectToast } from '../../support/toasts.ts';

/**
 * Issue 38, item 1: a withdrawal that cancels the wagering welcome bonus says so beside the
 * button and asks once, naming the bonus and the bonus money lost; keeping the bonus sends
 * nothing. The server's rule (refused unless accepted) is in the bonus domain's API tests.
 */
const lang = 'en' as const;
test.use({ viewport: DESKTOP });

test(`a withdrawal that forfeits the welcome bonus names it and its amount, and asks once (${lang})`, async ({
  page,
}) => {
  // Opted in to the welcome bonus, a first deposit of 200 TL earns 100 TL, wagering.
  await useLanguage(page, lang);
  const player = await fundedPlayer(page, lang, 0);
  const optIn = await rpc(page.request, 'bonus', 'claim', {
    code: 'HOSGELDIN',
    requestKey: randomUUID().replaceAll('-', ''),
  });
  expect(optIn, JSON.stringify(optIn)).toMatchObject({ result: true });
  await confirmedDeposit(page.request, player, 200);

  await page.goto('/withdraw?method=203');
  const notice = page.getByTestId('withdraw-forfeit-notice');
  await expect(notice).toContainText('50% Welcome Bonus');
  await expect(notice).toContainText(/100\.00 of bonus money/);
  await page.getByTestId('withdraw-amount').fill('100');
  await page.getByTestId('withdraw-validity').fill('2031-06-30');

  // Keeping the bonus sends nothing.
  await page.getByTestId('withdraw-submit').click();
  const dialog = page.getByRole('dialog', { name: 'This withdrawal cancels your bonus' });
  await expect(dialog.getByTestId('withdraw-forfeit-body')).toHaveText(
    /^If you send this withdrawal request, your bonus “50% Welcome Bonus” is cancelled and the \S+\s?100\.00 of bonus money is lost\. This cannot be undone\.$/,
  );
  await screenshotsAt(page, 'withdraw-forfeit-dialog', lang);
  await dialog.getByTestId('withdraw-forfeit-keep').click();
  await expect(dialog).toBeHidden();
  await expect(page.getByTestId('header-balance')).toHaveText(/200\.00/);

  // Asked again, accepted: the request is held and the bonus is gone.
  await page.getByTestId('withdraw-submit').click();
  await dialog.getByTestId('withdraw-forfeit-confirm').click();
  await expectToast(page, 'Your withdrawal request was received');
  await expect(dialog).toBeHidden();
  await expect(notice).toBeHidden();
  await expect(page.getByTestId('header-balance')).toHaveText(/100\.00/);
});
