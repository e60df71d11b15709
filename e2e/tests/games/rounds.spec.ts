import { expect, test } from '../../support/site-test.ts';
import type { FrameLocator, Locator, Page } from '@playwright/test';
import { signIn, useLanguage } from '../lobby/lobby.ts';
import {
  expectHeaderFollows,
  findGame,
  frameBalance,
  gameFrame,
  openGame,
  rotateAndGetVerifyLink,
} from './games.ts';

// These tests rotate the demo player's seed pair, which a blackjack hand in play holds on to:
// they run one after the other, in one worker.
test.describe.configure({ mode: 'serial' });

test('the demo player opens a slot from /slot, spins and sees the header balance follow', async ({
  page,
  request,
}) => {
  await useLanguage(page, 'tr');
  await signIn(page, 'tr');
  const game = await findGame(request, 'slot', 'tr');
  await page.goto('/slot');
  await page
    .getByTestId('game-grid')
    .locator(`[data-testid="game-card"][data-id="${game.gameID}"]`)
    .getByRole('link')
    .first()
    .click()
    .catch(() => page.goto(`/play/casino/${game.gameID}`));
  await expect(page).toHaveURL(new RegExp(`/play/casino/${game.gameID}`));
  const frame = gameFrame(page);
  await expect(frameBalance(frame)).toBeVisible({ timeout: 15_000 });
  await expect(frame.getByTestId('rtp')).toContainText('Oyuncuya dönüş oranı');
  await expect(frame.getByTestId('server-seed-hash')).toHaveText(/^[0-9a-f]{64}$/);
  await expectHeaderFollows(page, frame);

  await frame.getByRole('button', { name: 'Çevir', exact: true }).click();
  await expect(frame.getByTestId('result')).toContainText(/Kazandınız|kazanç yok/);
  await expect(frame.getByTestId('reels').locator('li').first()).toBeVisible();
  await expect(frame.getByTestId('recent-rounds').locator('li')).not.toHaveCount(0);
  // The header shows what the game page posted after the round.
  await expectHeaderFollows(page, frame);
});

test('the demo player bets straight up and on red, then verifies the spin after rotating the seed', async ({
  page,
  request,
}) => {
  test.setTimeout(60_000);
  await useLanguage(page, 'tr');
  await signIn(page, 'tr');
  const game = await findGame(request, 'table', 'tr', /Ruleti/);
  const frame = await openGame(page, game.gameID);
  await expect(frame.getByTestId('rtp')).toContainText('%97,30');

  await frame.getByRole('button', { name: /^17 siyah, tek sayı bahsi/ }).click();
  await frame.getByRole('button', { name: /^Kırmızı/ }).click();
  await expect(frame.getByTestId('bet-slip').locator('li')).toHaveCount(2);
  await frame.getByRole('button', { name: 'Çevir', exact: true }).click();
  const result = frame.getByTestId('result');
  await expect(result).toContainText(/Sonuç: \d+/);
  const pocket = Number(/Sonuç: (\d+)/.exec((await result.textContent()) ?? '')?.[1]);
  await expectHeaderFollows(page, frame);
  await expect(frame.getByTestId('recent-rounds').locator('li').first()).toContainText(
    `Sonuç: ${pocket}`,
  );

  // Rotating reveals the seed the spin was drawn from; the verify page recomputes it.
  const href = await rotateAndGetVerifyLink(frame, 'tr');
  await page.goto(href);
  await expect(page.getByTestId('hash-check')).toHaveText(
    'SHA-256(sunucu tohumu) gösterilen özetle eşleşiyor.',
  );
  await expect(page.getByTestId('verify-pocket')).toContainText(`Kazanan cep: ${pocket} `);
});

test('the demo player finds the rounds in game history and verifies one after rotating the seed', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  await useLanguage(page, 'tr');
  await signIn(page, 'tr');
  const slot = await findGame(request, 'slot', 'tr');
  const frame = await openGame(page, slot.gameID);
  const spin = frame.getByRole('button', { name: 'Çevir', exact: true });
  const stop = frame.getByRole('button', { name: 'Durdur', exact: true });
  for (let round = 0; round < 11; round++) {
    const settled = page.waitForResponse((r) => r.url().includes('/games/api/v1/slot/spin'));
    await spin.click();
    await settled;
    // Free spins won play out before the next spin; the stop button hurries each of them.
    await expect(async () => {
      if (await stop.isVisible()) await stop.click({ timeout: 1_000 }).catch(() => undefined);
      await expect(spin).toBeEnabled({ timeout: 1_000 });
    }).toPass({ timeout: 60_000 });
  }

  await page.goto('/profile?tab=games');
  const rows = page.getByTestId('game-history-row');
  await expect(rows).toHaveCount(10);
  // Other tests play as the demo player too: look for this game's rounds among the rows.
  const ours = rows.filter({ hasText: slot.name }).first();
  await expect(ours).toBeVisible();
  // Dates as Turkish players read them: 21.11.2026 21:05.
  await expect(ours).toContainText(/\d{2}\.\d{2}\.\d{4} \d{2}:\d{2}/);
  await page.getByTestId('game-history-more').click();
  await expect(rows).not.toHaveCount(10);

  await page.getByTestId('game-history-rotate').click();
  await expect(page.getByTestId('game-history-rotated')).toContainText('Sunucu tohumu açıklandı');
  const revealed = rows.filter({ has: page.getByTestId('game-history-verify') }).first();
  const verify = revealed.getByTestId('game-history-verify');
  await expect(verify).toHaveText('Doğrula');
  const href = await verify.getAttribute('href');
  const nonce = await revealed.getByTestId('game-history-nonce').innerText();
  await page.goto(href ?? '');
  await expect(page.locator('#verify-nonce')).toHaveValue(nonce);
  await expect(page.getByTestId('hash-check')).toHaveText(
    'SHA-256(sunucu tohumu) gösterilen özetle eşleşiyor.',
  );
  await expect(page.getByTestId('verify-outcome')).toBeVisible();
});

const ACTIONS = /^(Kart çek|Dur|İkiye katla|Böl|Sigorta al|Sigorta alma)$/;

/** Clicks a blackjack control and waits for the server's answer and the page to settle. */
async function act(page: Page, frame: FrameLocator, button: Locator, path: string): Promise<void> {
  const answered = page.waitForResponse((r) => r.url().includes(`/games/api/v1/blackjack/${path}`));
  await button.click();
  await answered;
  await expect(frame.getByTestId('controls')).toHaveAttribute('aria-busy', 'false');
}

/** Deals until a hand is left to play (a blackjack on either side ends one at once). */
async function dealPlayableHand(page: Page, frame: FrameLocator): Promise<void> {
  for (let attempt = 0; attempt < 8; attempt++) {
    await act(page, frame, frame.getByRole('button', { name: 'Dağıt' }), 'deal');
    // A finished hand may still show its controls, disabled: only an enabled one is a decision.
    const action = frame.getByRole('button', { name: ACTIONS, disabled: false }).first();
    const over = frame.getByTestId('result').getByText('El bitti.');
    await expect(action.or(over).first()).toBeVisible();
    if (await action.isVisible()) return;
  }
  throw new Error('no playable hand in 8 deals');
}

test('the demo player resumes a blackjack hand after a reload and plays it to the end', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  await useLanguage(page, 'tr');
  await signIn(page, 'tr');
  const game = await findGame(request, 'table', 'tr', /Blackjack/);
  let frame = await openGame(page, game.gameID);
  await dealPlayableHand(page, frame);
  const cards = await frame.getByTestId('player-hand').first().locator('li').allTextContents();

  // A reload of the play screen opens a new game session; the unfinished hand comes back.
  await page.reload();
  frame = gameFrame(page);
  await expect(frame.getByText('Yarım kalan eliniz kaldığı yerden sürüyor.')).toBeVisible({
    timeout: 15_000,
  });
  await expect(frame.getByTestId('player-hand').first().locator('li')).toHaveText(cards);

  // A reload of the game page alone keeps its session (the launch token is spent by then).
  // The old page shows the same notice: wait for the new document first, or a click can land
  // on the old one and its answer be lost with it.
  await frame.locator('body').evaluate(() => {
    document.body.dataset.beforeReload = 'true';
    window.location.reload();
  });
  await expect(frame.locator('body[data-before-reload]')).toHaveCount(0, { timeout: 15_000 });
  await expect(frame.getByText('Yarım kalan eliniz kaldığı yerden sürüyor.')).toBeVisible({
    timeout: 15_000,
  });

  // The resumed hand's controls render after the page has loaded: wait for a decision or the
  // end before each move rather than reading visibility at an instant.
  const over = frame.getByTestId('result').getByText('El bitti.');
  const decline = frame.getByRole('button', { name: 'Sigorta alma' });
  const stand = frame.getByRole('button', { name: 'Dur', exact: true });
  for (let move = 0; move < 12; move++) {
    await expect(decline.or(stand).or(over).first()).toBeVisible();
    if (await over.isVisible()) break;
    await act(page, frame, (await decline.isVisible()) ? decline : stand, 'action');
  }
  await expect(frame.getByTestId('result')).toContainText('El bitti.');
  await expect(frame.getByTestId('dealer-cards').locator('li').nth(1)).not.toHaveAttribute(
    'aria-label',
    'Kapalı kart',
  );
  await expect(frame.getByRole('button', { name: 'Dağıt' })).toBeVisible();
  await expectHeaderFollows(page, frame);
});
