import type { FrameLocator, Locator, Page } from '@playwright/test';
import { fundedPlayer } from '../../support/funded-player.ts';
import { expect, test } from '../../support/accounts-test.ts';
import { useLanguage } from '../lobby/lobby.ts';
import { findGame, frameBalance, openGame } from './games.ts';

/** "₺1,234.50" (en) → 123450 kuruş. */
const kurus = (text: string) => Math.round(Number(text.replace(/[^\d.]/g, '')) * 100);
const money = (amount: number) =>
  new Intl.NumberFormat('en-GB', { style: 'currency', currency: 'TRY' }).format(amount / 100);

interface Hand {
  phase: string;
  dealerCards: number[];
  dealerTotal: number | null;
  hands: { cards: number[]; total: number; bet: number }[];
  legalActions: string[];
}
interface HandReply {
  hand: Hand;
  balance: number;
  round?: { stake: number; win: number; balanceAfter: number } | null;
}

const RANKS = ['Ace', '2', '3', '4', '5', '6', '7', '8', '9', '10', 'Jack', 'Queen', 'King'];
const SUITS = ['spades', 'hearts', 'diamonds', 'clubs'];
/** A card as the page names it to screen readers: "Queen hearts". */
const cardName = (card: number) => `${RANKS[card % 13]} ${SUITS[Math.floor(card / 13) % 4]}`;

const drawn = (scope: Locator) => scope.getByRole('img');
const playerHand = (frame: FrameLocator) => frame.getByTestId('player-hand').first();
const dealerCards = (frame: FrameLocator) => frame.getByTestId('dealer-cards');
const circle = (frame: FrameLocator) => frame.getByTestId('betting-circle');

async function openBlackjack(page: Page, request: Parameters<typeof findGame>[0]) {
  await useLanguage(page, 'en');
  await fundedPlayer(page, 'en', 500);
  const game = await findGame(request, 'table', 'en', /Blackjack/);
  return openGame(page, game.gameID);
}

/** Waits for the reply to the next blackjack call `press` makes. */
async function played(page: Page, press: () => Promise<void>): Promise<HandReply> {
  const replied = page.waitForResponse((r) =>
    /\/games\/api\/v1\/blackjack\/(deal|action)/.test(r.url()),
  );
  await press();
  return (await (await replied).json()) as HandReply;
}

test('chips in the betting circle, cards dealt as cards from the shoe, and the hand paid as the reply says', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const frame = await openBlackjack(page, request);
  const smallest = frame.getByRole('radio').first();
  await smallest.click();
  const chip = kurus((await smallest.getAttribute('aria-label')) ?? '');

  await circle(frame).click();
  await expect(circle(frame)).toHaveAttribute('data-amount', String(chip));
  await circle(frame).click();
  await expect(circle(frame)).toHaveAttribute('data-amount', String(2 * chip));
  await frame.getByRole('button', { name: /^Double/ }).click();
  await expect(circle(frame)).toHaveAttribute('data-amount', String(4 * chip));
  await expect(frame.getByTestId('live-total-bet')).toHaveText(`Total bet: ${money(4 * chip)}`);
  await frame.getByRole('button', { name: /^Undo/ }).click();
  await expect(circle(frame)).toHaveAttribute('data-amount', String(2 * chip));
  const before = kurus(await frameBalance(frame).innerText());

  // Space deals from the table, not from a focused button (there it presses the button).
  await frame
    .locator('body')
    .evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
  let reply = await played(page, () => frame.locator('body').press('Space'));
  expect(reply.hand.hands[0]!.bet).toBe(2 * chip);
  // Every card is drawn as a card and named; the dealer's second card lies face down.
  await expect(drawn(playerHand(frame))).toHaveCount(reply.hand.hands[0]!.cards.length);
  for (const [index, card] of reply.hand.hands[0]!.cards.entries()) {
    const face = drawn(playerHand(frame)).nth(index);
    await expect(face).toHaveAccessibleName(cardName(card));
    const rank = card % 13;
    if (rank >= 1 && rank <= 9) await expect(face.locator('.pcard__pip')).toHaveCount(rank + 1);
    else await expect(face.locator('.pcard__figure')).toHaveCount(1);
  }
  if (reply.hand.phase !== 'settled') {
    await expect(drawn(dealerCards(frame))).toHaveCount(2);
    await expect(drawn(dealerCards(frame)).nth(0)).toHaveAccessibleName(
      cardName(reply.hand.dealerCards[0]!),
    );
    await expect(drawn(dealerCards(frame)).nth(1)).toHaveAccessibleName('Face-down card');
  }

  // The keyboard plays the hand: N declines insurance, S stands.
  for (let move = 0; move < 4 && reply.hand.phase !== 'settled'; move++) {
    const key = reply.hand.phase === 'insurance' ? 'n' : 's';
    reply = await played(page, () => frame.locator('body').press(key));
  }
  expect(reply.hand.phase).toBe('settled');
  const { round, hand } = reply;
  if (!round) throw new Error('a settled hand has its round');

  // The hole card turned over: the dealer's row is the reply's cards, named.
  await expect(drawn(dealerCards(frame))).toHaveCount(hand.dealerCards.length);
  for (const [index, card] of hand.dealerCards.entries())
    await expect(drawn(dealerCards(frame)).nth(index)).toHaveAccessibleName(cardName(card));
  await expect(frame.getByTestId('dealer-total')).toHaveText(String(hand.dealerTotal));

  // The outcome shown is the one the server paid.
  const outcome = playerHand(frame).getByTestId('hand-outcome');
  if (round.win > round.stake) await expect(outcome).toHaveText(/You win|Blackjack!/);
  else if (round.win === round.stake) await expect(outcome).toHaveText('Push');
  else await expect(outcome).toHaveText(/You lose|Bust/);
  await expect(frame.getByTestId('result')).toContainText('Hand over.');
  await expect(frame.getByTestId('result')).toContainText(`Returned: ${money(round.win)}`);
  await expect
    .poll(async () => kurus(await frameBalance(frame).innerText()))
    .toBe(round.balanceAfter);
  expect(round.balanceAfter).toBe(before - 2 * chip + round.win);
  await expect(frame.getByTestId('table-history').locator('li')).toHaveCount(1);

  // Repeat puts the last bet back in the circle.
  await expect(circle(frame)).toHaveAttribute('data-amount', '0');
  await frame.getByRole('button', { name: /^Repeat/ }).click();
  await expect(circle(frame)).toHaveAttribute('data-amount', String(2 * chip));

  // After a reload the table is empty, and Repeat still offers the bet of the hand just settled.
  await page.reload();
  await expect(frameBalance(frame)).toBeVisible({ timeout: 15_000 });
  await expect(circle(frame)).toHaveAttribute('data-amount', '0');
  await expect(frame.getByRole('button', { name: /^Repeat/ })).toBeEnabled();
  await frame.getByRole('button', { name: /^Repeat/ }).click();
  await expect(circle(frame)).toHaveAttribute('data-amount', String(2 * chip));
});

test('under reduced motion the dealt cards lie still at once', async ({ page, request }) => {
  test.setTimeout(90_000);
  await page.emulateMedia({ reducedMotion: 'reduce' });
  const frame = await openBlackjack(page, request);
  const reply = await played(page, () =>
    frame.getByRole('button', { name: 'Deal', exact: true }).click(),
  );
  await expect(drawn(playerHand(frame))).toHaveCount(reply.hand.hands[0]!.cards.length, {
    timeout: 1_000,
  });
  const moving = await frame
    .locator('body')
    .evaluate(() => document.getAnimations().filter((a) => a.playState === 'running').length);
  expect(moving).toBe(0);
});
