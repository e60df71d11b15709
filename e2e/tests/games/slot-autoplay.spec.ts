import type { Page } from '@playwright/test';
import { expect, test } from '../../support/accounts-test.ts';
import { fundedPlayer } from '../../support/funded-player.ts';
import { useLanguage } from '../lobby/lobby.ts';
import { openSlot } from './slot-page.ts';

interface Limits {
  spins?: string;
  lossLimit?: string;
  singleWin?: string;
  stopOnFreeSpins?: boolean;
}

async function startAutoplay(frame: Page, limits: Limits): Promise<void> {
  await frame.getByText('Otomatik oyun', { exact: true }).click();
  await frame.getByLabel('Çevirme sayısı').selectOption(limits.spins ?? '100');
  await frame.getByLabel(/^Kayıp sınırı/).fill(limits.lossLimit ?? '');
  await frame.getByLabel(/^Tek kazanç/).fill(limits.singleWin ?? '');
  await frame
    .getByLabel('Bedava çevirme kazanılınca dur')
    .setChecked(limits.stopOnFreeSpins ?? false);
  await frame.getByRole('button', { name: 'Otomatiği başlat' }).click();
}

const note = (frame: Page) => frame.getByTestId('autoplay-note');

interface SpinOutcome {
  freeSpinsAwarded: number;
  win: number;
  wins: unknown[];
  scatterWin: number;
  multiplier: number;
}
interface SpinReply {
  round: { outcome: { base: SpinOutcome; freeSpins: SpinOutcome[] } };
}

/**
 * Free spins are too rare to wait for, and the server's seed is secret until played: the reply
 * to the `nth` spin is made to award three (blank) free spins, everything else as the server
 * said, and the page alone decides whether autoplay stops on them. Counts the spins asked for.
 */
async function freeSpinsOnSpin(page: Page, nth: number): Promise<() => number> {
  let spins = 0;
  await page.route('**/games/api/v1/slot/spin', async (route) => {
    const response = await route.fetch();
    const reply = (await response.json()) as SpinReply;
    spins += 1;
    if (spins === nth) {
      const { base } = reply.round.outcome;
      const blank = { ...base, freeSpinsAwarded: 0, win: 0, wins: [], scatterWin: 0 };
      reply.round.outcome.base = { ...base, freeSpinsAwarded: 3 };
      reply.round.outcome.freeSpins = [blank, blank, blank];
    }
    await route.fulfill({ response, json: reply });
  });
  return () => spins;
}

// Reduced motion shows each result at once, so autoplay's rounds follow one another quickly.
test.describe('slot autoplay', () => {
  test.beforeEach(async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await useLanguage(page, 'tr');
  });

  test('plays the number of spins asked for, then stops', async ({ page }) => {
    test.setTimeout(120_000);
    await fundedPlayer(page, 'tr', 100);
    const frame = await openSlot(page, 'tr');
    await startAutoplay(frame, { spins: '10' });
    await expect(frame.getByTestId('autoplay-stop')).toBeVisible();
    await expect(note(frame)).toHaveAttribute('data-reason', 'spins', { timeout: 100_000 });
    await expect(note(frame)).toHaveText('Otomatik oyun bitti: çevirme sayısı tamamlandı.');
    await expect(frame.getByTestId('recent-rounds').locator('li')).toHaveCount(10);
  });

  test('stops at the loss limit', async ({ page }) => {
    test.setTimeout(120_000);
    await fundedPlayer(page, 'tr', 100);
    const frame = await openSlot(page, 'tr');
    await startAutoplay(frame, { lossLimit: '3' });
    await expect(note(frame)).toHaveAttribute('data-reason', 'lossLimit', { timeout: 100_000 });
    // Never more than the limit lost: the balance is at least 100 − 3 TL.
    const balance = await frame.getByTestId('balance').innerText();
    const kurus = Number(balance.replace(/[^\d,]/g, '').replace(',', '.')) * 100;
    expect(kurus).toBeGreaterThanOrEqual(9_700);
  });

  test('stops after a single win above the amount', async ({ page }) => {
    test.setTimeout(120_000);
    await fundedPlayer(page, 'tr', 100);
    const frame = await openSlot(page, 'tr');
    await startAutoplay(frame, { singleWin: '0,01' });
    await expect(note(frame)).toHaveAttribute('data-reason', 'singleWin', { timeout: 100_000 });
    await expect(frame.getByTestId('result')).toContainText('Kazandınız');
  });

  test('stops when free spins are won, and plays on through them when told not to', async ({
    page,
  }) => {
    test.setTimeout(150_000);
    await fundedPlayer(page, 'tr', 100);
    const frame = await openSlot(page, 'tr');
    let spins = await freeSpinsOnSpin(page, 3);
    await startAutoplay(frame, { spins: '25', stopOnFreeSpins: true });
    await expect(note(frame)).toHaveAttribute('data-reason', 'freeSpins', { timeout: 100_000 });
    await expect(note(frame)).toHaveText('Otomatik oyun durdu: bedava çevirme kazanıldı.');
    await expect(frame.getByTestId('result')).toContainText('3 bedava çevirme kazandınız!');
    expect(spins()).toBe(3);
    await expect(frame.getByTestId('autoplay-stop')).toHaveCount(0);

    await page.unrouteAll({ behavior: 'wait' });
    spins = await freeSpinsOnSpin(page, 2);
    await startAutoplay(frame, { spins: '10', stopOnFreeSpins: false });
    await expect(note(frame)).toHaveAttribute('data-reason', 'spins', { timeout: 100_000 });
    expect(spins()).toBe(10);
  });

  test('stops when the server refuses the spin (no balance), and a bad amount starts nothing', async ({
    page,
  }) => {
    test.setTimeout(90_000);
    await fundedPlayer(page, 'tr', 0);
    const frame = await openSlot(page, 'tr');
    await startAutoplay(frame, { lossLimit: 'on lira' });
    await expect(
      frame.getByRole('alert').filter({ hasText: 'Geçerli bir tutar girin' }),
    ).toBeVisible();
    await expect(note(frame)).toHaveCount(0);
    await frame.getByLabel(/^Kayıp sınırı/).fill('');
    await frame.getByRole('button', { name: 'Otomatiği başlat' }).click();
    await expect(note(frame)).toHaveAttribute('data-reason', 'refused');
    await expect(frame.getByRole('alert').first()).toBeVisible();
  });
});
