import fs from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import type { SessionReply } from '@lale/contract/studio/replies';
import { hashServerSeed, hmacStream } from '@lale/games/fair';
import { slotGame, spinSlot, type SlotModel, type SlotRound } from '@lale/games/slots';
import { expect, test } from '../../support/accounts-test.ts';
import { fundedPlayer } from '../../support/funded-player.ts';
import { newPlayer } from '../../support/players.ts';
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

interface SpinReply {
  round: { nonce: number; outcome: SlotRound };
}

const { serverSeed } = JSON.parse(
  fs.readFileSync(path.join(import.meta.dirname, '../../support/fixed-server-seed.json'), 'utf8'),
) as { serverSeed: string };

const awardsFreeSpins = (model: SlotModel, clientSeed: string, nonce: number) =>
  spinSlot(model, 100, hmacStream(serverSeed, clientSeed, nonce)).base.freeSpinsAwarded > 0;

/**
 * A client seed with which, from `nonce` on, the server's third spin awards free spins, the two
 * before it do not, and one of the ten after it does again: found with the game's own maths on
 * the test server's fixed server seed (support/server.mjs), so every outcome is the server's.
 */
function seedWithFreeSpinsOnThirdSpin(model: SlotModel, nonce: number): string {
  for (let attempt = 0; ; attempt++) {
    const clientSeed = `autoplay-${attempt}`;
    const awards = (offset: number) => awardsFreeSpins(model, clientSeed, nonce + offset);
    if (!awards(2) || awards(0) || awards(1)) continue;
    if ([3, 4, 5, 6, 7, 8, 9, 10, 11, 12].some(awards)) return clientSeed;
  }
}

/** A new player whose seed pairs the test server makes on its fixed server seed. */
const fixedSeedPlayer = () => {
  const player = newPlayer();
  return { ...player, username: `fx${player.username}` };
};

/** Opens the slot and makes its next rounds those of `seedWithFreeSpinsOnThirdSpin`. */
async function openSlotWithFreeSpinsOnThirdSpin(page: Page): Promise<Page> {
  const sessionReply = page.waitForResponse('**/games/api/v1/session');
  const frame = await openSlot(page, 'tr');
  const session = (await (await sessionReply).json()) as SessionReply;
  expect(session.fairness.serverSeedHash, 'the server plays the fixed test seed').toBe(
    hashServerSeed(serverSeed),
  );
  const model = slotGame(session.game.model)!.model;
  const clientSeed = seedWithFreeSpinsOnThirdSpin(model, session.fairness.nonce);
  await frame.getByLabel('İstemci tohumu').fill(clientSeed);
  await frame.getByRole('button', { name: 'Kaydet' }).click();
  await expect(frame.getByText('İstemci tohumu kaydedildi.')).toBeVisible();
  return frame;
}

/** Every spin reply the server sends from now on, as it sent it. */
function recordSpins(page: Page): SpinReply[] {
  const replies: SpinReply[] = [];
  page.on('response', (response) => {
    if (response.url().endsWith('/games/api/v1/slot/spin') && response.ok())
      void response.json().then((reply: SpinReply) => replies.push(reply));
  });
  return replies;
}

const wonFreeSpins = (reply: SpinReply) => reply.round.outcome.freeSpins.length > 0;
const byNonce = (replies: SpinReply[]) =>
  [...replies].sort((a, b) => a.round.nonce - b.round.nonce);

// Reduced motion (the suite's default) shows each result at once, so autoplay's rounds follow one
// another quickly.
test.describe('slot autoplay', () => {
  test.beforeEach(async ({ page }) => {
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

  test('stops when the server awards free spins, and plays on through them when told not to', async ({
    page,
  }) => {
    test.setTimeout(150_000);
    await fundedPlayer(page, 'tr', 100, fixedSeedPlayer());
    const frame = await openSlotWithFreeSpinsOnThirdSpin(page);
    const spins = recordSpins(page);
    await startAutoplay(frame, { spins: '25', stopOnFreeSpins: true });
    await expect(note(frame)).toHaveAttribute('data-reason', 'freeSpins', { timeout: 100_000 });
    await expect(note(frame)).toHaveText('Otomatik oyun durdu: bedava çevirme kazanıldı.');
    await expect.poll(() => spins.length).toBe(3);
    expect(byNonce(spins).map(wonFreeSpins)).toEqual([false, false, true]);
    const awarded = byNonce(spins)[2]!.round.outcome.freeSpins.length;
    await expect(frame.getByTestId('result')).toContainText(
      `${awarded} bedava çevirme kazandınız!`,
    );
    await expect(frame.getByTestId('autoplay-stop')).toHaveCount(0);

    spins.length = 0;
    await startAutoplay(frame, { spins: '10', stopOnFreeSpins: false });
    await expect(note(frame)).toHaveAttribute('data-reason', 'spins', { timeout: 100_000 });
    await expect.poll(() => spins.length).toBe(10);
    expect(spins.some(wonFreeSpins), 'a round on the way awarded free spins').toBe(true);
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
