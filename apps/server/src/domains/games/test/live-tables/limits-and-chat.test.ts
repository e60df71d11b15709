import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LIVE_CHAT_RULE } from '../../live-tables/live-chat.service.ts';
import {
  liveTablesWorld,
  openWindow,
  request,
  seatedPlayer,
  tableOf,
  type LiveTablesWorld,
  type TablePlayer,
  type TableRow,
} from '../../../../../test/support/live-table-helpers.ts';

describe('a table’s limits and its chat', () => {
  let world: LiveTablesWorld;
  let table: TableRow;
  let alice: TablePlayer;
  let bob: TablePlayer;

  beforeAll(async () => {
    world = await liveTablesWorld();
    table = await tableOf(world.app, 'money-wheel');
    alice = await seatedPlayer(world, table, { funds: table.maxBet * 3 });
    bob = await seatedPlayer(world, table, { Lang: 'tr' });
    await openWindow(world, table.id);
  });
  afterAll(async () => {
    await alice?.socket.close();
    await bob?.socket.close();
    await world?.close();
  });

  const wheel = (player: TablePlayer, ...amounts: number[]) =>
    player.game.post('/live/bets', {
      game: 'money-wheel',
      bets: amounts.map((amount) => ({ number: 2, amount })),
      requestId: request(),
    });

  it('shows the table’s limits and refuses a chip below the minimum', async () => {
    const { body } = await alice.game.get('/live/state');
    expect(body.table.limits).toEqual({ minBet: table.minBet, maxBet: table.maxBet });
    const small = await wheel(alice, table.minBet - 1);
    expect(small.status).toBe(400);
    expect(small.body.error.code).toBe('bet_out_of_range');
  });

  it('refuses what would take a player’s round over the maximum, keeping what was placed', async () => {
    expect((await wheel(alice, table.maxBet - table.minBet)).status).toBe(200);
    const over = await wheel(alice, table.minBet, table.minBet);
    expect(over.status).toBe(400);
    expect(over.body.error.code).toBe('bet_out_of_range');
    const { body } = await alice.game.get('/live/state');
    expect(body.own.staked).toBe(table.maxBet - table.minBet);
  });

  it('refuses another game’s bets at this table', async () => {
    const { status, body } = await alice.game.post('/live/bets', {
      game: 'baccarat',
      bets: [{ type: 'banker', amount: table.minBet }],
      requestId: request(),
    });
    expect(status).toBe(409);
    expect(body.error.code).toBe('wrong_game');
  });

  it('gives a player’s bets back when they clear them in the window', async () => {
    const { body: before } = await bob.game.get('/live/state');
    expect((await wheel(bob, table.minBet)).status).toBe(200);
    const cleared = await bob.game.post('/live/bets/clear', { requestId: request() });
    expect(cleared.status).toBe(200);
    expect(cleared.body.balance).toBe(before.balance);
    expect(cleared.body.own.staked).toBe(0);
  });

  it('brings a chat line to both players, blocked words starred out', async () => {
    const sent = await alice.game.post('/live/chat', { text: '  iyi şanslar, what the FUCK  ' });
    expect(sent.status).toBe(200);
    expect(sent.body.message.text).toBe('iyi şanslar, what the ****');
    for (const player of [alice, bob]) {
      const line = await player.socket.waitFor(
        (m) => m.type === 'event' && m.payload.type === 'table.chat',
      );
      expect(line.payload).toMatchObject({
        text: 'iyi şanslar, what the ****',
        id: sent.body.message.id,
      });
      expect(line.payload.player).toMatch(/\*\*\*$/);
    }
    const turkish = await bob.game.post('/live/chat', { text: 'Siktir git' });
    expect(turkish.body.message.text).toBe('****** git');
  });

  it('strips direction overrides, isolates and invisible format characters before anyone sees the line', async () => {
    const sent = await alice.game.post('/live/chat', {
      text: 'gg \u202eniw\u202c \u2066lol\u2069 zero\u200bwidth\ufeff\u200e ok',
    });
    expect(sent.status).toBe(200);
    expect(sent.body.message.text).toBe('gg niw lol zerowidth ok');
    const line = await bob.socket.waitFor(
      (m) =>
        m.type === 'event' &&
        m.payload.type === 'table.chat' &&
        m.payload.id === sent.body.message.id,
    );
    expect(line.payload.text).toBe('gg niw lol zerowidth ok');
    const invisible = await alice.game.post('/live/chat', { text: '\u202e\u2066\u200b' });
    expect(invisible.status).toBe(400);
    expect(invisible.body.error.code).toBe('invalid_request');
  });

  it('slows a player who writes too fast, in their language, and lets the others talk', async () => {
    for (let i = 1; i < LIVE_CHAT_RULE.limit; i++)
      expect((await bob.game.post('/live/chat', { text: `satır ${i}` })).status).toBe(200);
    const flood = await bob.game.post('/live/chat', { text: 'bir daha' });
    expect(flood.status).toBe(429);
    expect(flood.body.error).toEqual({
      code: 'chat_rate_limited',
      message: 'Çok hızlı yazıyorsunuz. Lütfen biraz bekleyin.',
    });
    expect((await alice.game.post('/live/chat', { text: 'still here' })).status).toBe(200);
  });
});
