import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { checkLedger } from '../../wallet/check-ledger.ts';
import { HOUR, TestClock } from '../../../../test/support/accounts.ts';
import { signedInPlayer, type SignedInPlayer } from '../../../../test/support/players.ts';
import { createTestApp, type TestApp } from '../../../../test/support/test-app.ts';
import { findGame, fund, ledgerBalance, openGame } from '../../../../test/support/studio.ts';

// The sweep of abandoned hands is one of the site's schedules: whichever process leads it runs
// it, not every process on a timer of its own.
const clock = new TestClock();
let app: TestApp;
let player: SignedInPlayer;

beforeAll(async () => {
  app = await createTestApp({ now: clock.now });
  player = await signedInPlayer(app.database, { now: clock.now() });
  await fund(app.database, player.uid, 10_000_000);
});
afterAll(() => app.close());

it('the leader of the idle-hand schedule refunds a hand left open for more than a day', async () => {
  const table = await findGame(app.database, 'blackjack');
  const game = await openGame(app, player, table.id);
  let open = null;
  for (let i = 0; i < 50 && !open; i++) {
    const dealt = await game.post('/blackjack/deal', {
      bet: table.minBet,
      requestId: randomUUID(),
    });
    if (dealt.body.hand.phase !== 'settled') open = dealt.body;
  }
  if (!open) throw new Error('every hand settled at once');
  const before: number = open.round.balanceBefore;

  await app.scheduler.tick('blackjack:idle-hands');
  expect(await ledgerBalance(app.database, player.uid)).toBe(before - table.minBet);

  clock.advance(25 * HOUR);
  await app.scheduler.tick('blackjack:idle-hands');
  expect(await ledgerBalance(app.database, player.uid)).toBe(before);
  // Another process's scheduler finds the schedule led and sweeps nothing.
  const other = app.anotherScheduler();
  await other.tick('blackjack:idle-hands');
  expect(app.scheduler.leads('blackjack:idle-hands')).toBe(true);
  expect(other.leads('blackjack:idle-hands')).toBe(false);
  expect((await checkLedger(app.database.db)).violations).toEqual([]);
});
