import { randomUUID } from 'node:crypto';
import { expect } from 'vitest';
import { newRegistration } from '../../support/accounts.ts';
import { requestKey, SiteClient, sleep, type Json } from './site-client.ts';
import { operatorCode, TEST_TOTP_SECRET } from '../../support/backoffice-client.ts';

/** Registers through the RPC, confirms the mailed address from the development outbox, logs in. */
export async function registeredPlayer(baseUrl: string): Promise<SiteClient> {
  const player = new SiteClient(baseUrl);
  const form = newRegistration();
  const registered = await player.rpc('user', 'register', form);
  expect(registered, JSON.stringify(registered)).toMatchObject({ result: true });
  let link: string | undefined;
  for (let i = 0; i < 100 && !link; i++) {
    const outbox = (await player.request('GET', '/dev/outbox.json')).body as Json[];
    const mail = outbox.find(
      (item) => item.recipient === form.email && /register-account-confirm/.test(item.body),
    );
    link = mail?.body.match(/\/register-account-confirm\?token=([\w-]+)/)?.[1];
    if (!link) await sleep(100);
  }
  expect(link, 'confirmation mail').toBeTruthy();
  expect(await player.rpc('user', 'confirm_email', { token: link })).toMatchObject({
    result: true,
  });
  const login = await player.rpc('user', 'login', {
    username: form.username,
    password: form.password,
  });
  expect(login, JSON.stringify(login)).toMatchObject({ result: true });
  return player;
}

/** A bank-transfer deposit the back office confirms (the operator signs in through the proxy). */
export async function deposit(player: SiteClient, kurus: number): Promise<void> {
  const asked = await player.rpc('finance', 'save_bank_transfer', {
    methodID: 101,
    amount: kurus,
    account: 'TR12 0001',
    sender_identity_number: '10000000146',
    requestKey: requestKey(),
  });
  expect(asked, JSON.stringify(asked)).toMatchObject({ result: true, data: { status: 'New' } });
  const office = new SiteClient(player.baseUrl, 'backoffice');
  const login = await office.request('POST', '/backoffice/api/v1/login', {
    username: 'admin',
    password: 'Admin1234',
    code: operatorCode(TEST_TOTP_SECRET, new Date()),
  });
  expect(login.body, JSON.stringify(login.body)).toMatchObject({ result: true });
  const decided = await office.request('POST', '/backoffice/api/v1/decide', {
    requestId: asked.data.id,
    decision: 'confirm',
  });
  expect(decided.body, JSON.stringify(decided.body)).toMatchObject({ result: true });
  const balance = await player.rpc('finance', 'check_balance');
  expect(balance.data[0].balance).toBeGreaterThanOrEqual(kurus);
}

export async function spinSlot(player: SiteClient, gameId: number, bet: number): Promise<Json> {
  await player.open(gameId);
  const spun = await player.game('POST', '/slot/spin', { bet, requestId: randomUUID() });
  expect(spun.status, JSON.stringify(spun.body)).toBe(200);
  return spun.body;
}

export async function spinRoulette(player: SiteClient, gameId: number, bet: number) {
  await player.open(gameId);
  const spun = await player.game('POST', '/roulette/spin', {
    bets: [
      { type: 'straight', selection: [17], amount: bet },
      { type: 'red', amount: bet },
    ],
    requestId: randomUUID(),
  });
  expect(spun.status, JSON.stringify(spun.body)).toBe(200);
}

export async function playBlackjack(player: SiteClient, gameId: number, bet: number) {
  await player.open(gameId);
  const dealt = await player.game('POST', '/blackjack/deal', { bet, requestId: randomUUID() });
  expect(dealt.status, JSON.stringify(dealt.body)).toBe(200);
  for (let i = 0; i < 10; i++) {
    const { body } = await player.game('GET', '/blackjack/current');
    if (!body.hand) break;
    const legal: string[] = body.hand.legalActions;
    const action = legal.includes('decline-insurance') ? 'decline-insurance' : 'stand';
    const acted = await player.game('POST', '/blackjack/action', {
      action,
      requestId: randomUUID(),
    });
    expect(acted.status, JSON.stringify(acted.body)).toBe(200);
  }
  expect((await player.game('GET', '/blackjack/current')).body.hand).toBeNull();
}

/**
 * Bets in a crash round and cashes out as soon as it flies; a round that crashes first (at
 * 1.00x) is lost and the next one is tried.
 */
export async function cashOutOfCrash(player: SiteClient, gameId: number, stake: number) {
  await player.open(gameId);
  for (let attempt = 0; attempt < 6; attempt++) {
    let roundId = '';
    for (let i = 0; i < 200 && !roundId; i++) {
      const { body } = await player.game('GET', '/crash/state');
      const { snapshot, serverTime } = body;
      if (snapshot.phase === 'betting' && snapshot.round.bettingEndsAt - serverTime > 500) {
        const placed = await player.game('POST', '/crash/bet', {
          slot: 0,
          stake,
          autoCashoutHundredths: null,
          requestId: randomUUID(),
        });
        if (placed.status === 200) roundId = snapshot.round.roundId;
        else expect(placed.body.error?.code, JSON.stringify(placed.body)).toBe('betting_closed');
      }
      if (!roundId) await sleep(100);
    }
    expect(roundId, 'a betting phase').not.toBe('');
    for (let i = 0; i < 200; i++) {
      const { body } = await player.game('GET', '/crash/state');
      if (body.snapshot.round.roundId !== roundId || body.snapshot.phase === 'crashed') break;
      if (body.snapshot.phase === 'flying') {
        const cashed = await player.game('POST', '/crash/cashout', {
          slot: 0,
          portion: 'all',
          requestId: randomUUID(),
        });
        if (cashed.status === 200) {
          expect(cashed.body.bet.status).toBe('cashed_out');
          expect(cashed.body.bet.payout).toBeGreaterThan(stake);
          return;
        }
        break;
      }
      await sleep(50);
    }
  }
  throw new Error('no crash round could be cashed out of');
}

/** Kick-off closes pre-match markets: a leg is taken from events this far off at least. */
const KICK_OFF_MARGIN_MS = 10 * 60_000;

/**
 * Places a single on the headline market of an upcoming event from the sportsbook's lists, as a
 * player would: an event well before kick-off, and another one if the market was suspended
 * between the list and the slip (the simulated trading suspends markets now and then).
 */
export async function placeCoupon(player: SiteClient, stake: number): Promise<Json> {
  const refused = new Set<number>();
  for (let attempt = 0; attempt < 5; attempt++) {
    const leg = await openLeg(player, refused);
    const placed = await player.rpc('sportsbook', 'place_coupon', {
      requestKey: requestKey(),
      kind: 'single',
      stakePerLine: stake,
      acceptOddsChanges: 'any',
      legs: [leg],
    });
    if (placed.debug === 'coupon_selection_suspended') {
      refused.add(leg.eventId);
      continue;
    }
    expect(placed, JSON.stringify(placed)).toMatchObject({ result: true });
    return placed.data.coupon;
  }
  throw new Error('every event tried was suspended before its coupon was placed');
}

/** An open selection of an upcoming event's headline market, not among `skip`. */
async function openLeg(player: SiteClient, skip: Set<number>): Promise<Json> {
  for (let i = 0; i < 100; i++) {
    const events = await player.rpc('sportsbook', 'list_events', { when: 'upcoming', limit: 200 });
    expect(events.result).toBe(true);
    for (const event of events.data as Json[]) {
      const market = event.mainMarket;
      const selection = market?.state === 'open' && market.selections.find((s: Json) => s.odds);
      const early = Date.parse(event.startsAt) - Date.now() > KICK_OFF_MARGIN_MS;
      if (!event.suspended && selection && early && !skip.has(event.id))
        return {
          eventId: event.id,
          market: market.key,
          selection: selection.key,
          odds: selection.odds,
        };
    }
    await sleep(200);
  }
  throw new Error('no upcoming event with open odds');
}
