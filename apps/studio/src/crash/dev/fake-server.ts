// Dev only: a simulated crash room (rounds, other players, the API replies) for the harness page.
// Nothing here is reachable from the built pages.
import type { CrashOwnBet, CrashRules, CrashStateReply } from '@lale/contract/crash-api';
import type { CrashEvent, CrashResult, CrashSnapshot } from '@lale/contract/live/crash-payloads';
import type { LiveStatus } from '@lale/contract/live/live-client';
import {
  cashoutPayout,
  CRASH_GAMES,
  elapsedForMultiplier,
  manualCashoutAt,
  multiplierAt,
} from '@lale/games/crash';
import type { CrashLive, CrashLiveMessage, CrashTopic } from '../live.ts';
import { applyCrashEvent, roundFromSnapshot, type RoundView } from '../round-state.ts';

const NAMES = [
  'a***k',
  'm***e',
  'Z***a',
  'k***5',
  'e***n',
  'B***y',
  's***1',
  'o***r',
  'D***z',
  'y***7',
];
const hex = (n: number) =>
  Array.from({ length: 64 }, (_, i) => ((n * 7 + i * 13) % 16).toString(16)).join('');

export interface FakeOptions {
  model: 'zeplin' | 'spaceman';
  /** 'live' runs rounds; the others freeze the room in that phase for screenshots. */
  scenario: 'live' | 'betting' | 'flying' | 'crashed';
  /** Multiplier shown in the frozen flying scenario. */
  at: number;
}

export class FakeServer implements CrashLive {
  readonly rules: CrashRules;
  balance = 250_000;
  ownBets: CrashOwnBet[] = [];
  settled: CrashOwnBet[] = [];
  #view: RoundView;
  #handlers = new Set<(message: CrashLiveMessage) => void>();
  #seq = 0;
  #crashAt = 0;
  #frozenNow: number | null = null;

  constructor(readonly options: FakeOptions) {
    const game = CRASH_GAMES.find((g) => g.id === options.model)!;
    this.rules = {
      room: options.model,
      topic: `game:${options.model}`,
      model: options.model,
      rtpBasisPoints: 10_000 - game.edgeBasisPoints,
      maxMultiplierHundredths: game.maxMultiplierHundredths,
      bettingPhaseMs: game.bettingPhaseMs,
      betsPerRound: game.betsPerRound,
      halfCashout: game.halfCashout,
      minBet: game.minBet,
      maxBet: game.maxBet,
      maxRoundPayout: game.maxRoundPayout,
      salt: 'lale-crash-salt-2025',
      commitment: hex(999),
    };
    const history: CrashResult[] = [
      1045, 132, 287, 100, 1563, 211, 118, 4420, 176, 305, 990, 142,
    ].map((crash, index) => ({
      roundId: `r${1000 - index - 1}`,
      roundNumber: 1000 - index - 1,
      crashPointHundredths: crash,
      gameHash: hex(1000 - index - 1),
    }));
    const now = Date.now();
    this.#view = roundFromSnapshot({
      type: 'crash.snapshot',
      phase: 'betting',
      round: {
        roundId: 'r1000',
        roundNumber: 1000,
        previousHash: hex(999),
        bettingEndsAt: now + game.bettingPhaseMs,
        startedAt: null,
        crashPointHundredths: null,
        gameHash: null,
      },
      bets: [],
      history,
    });
    this.#crashAt = 100 + Math.floor(Math.random() * 400);
    this.#setUp(now);
  }

  #setUp(now: number) {
    const { scenario, at } = this.options;
    for (let i = 0; i < 9; i += 1) this.#botBet(i);
    if (scenario === 'live') {
      this.#schedule(this.#view.bettingEndsAt - now, () => this.#takeOff());
      return;
    }
    this.#view = { ...this.#view, bettingEndsAt: now + 4200 };
    if (scenario === 'betting') {
      this.#frozenNow = now;
      return;
    }
    const startedAt = now - elapsedForMultiplier(at);
    this.#own(0, 2000, 'open', null);
    this.#own(1, 1000, 'open', 300);
    this.#emit({ type: 'crash.flying', roundId: this.#view.roundId, startedAt });
    for (const [index, bet] of this.#view.bets.entries()) {
      const m = 110 + index * 19;
      if (index % 2 === 0 && m < at) this.#botCashout(bet.betId, bet.player, bet.amount, m);
    }
    if (scenario === 'flying') {
      this.#frozenNow = now;
      return;
    }
    this.#emit({
      type: 'crash.crashed',
      roundId: this.#view.roundId,
      roundNumber: this.#view.roundNumber,
      crashPointHundredths: at,
      gameHash: hex(1000),
    });
    this.#frozenNow = now;
  }

  #own(slot: 0 | 1, stake: number, status: CrashOwnBet['status'], auto: number | null) {
    const bet: CrashOwnBet = {
      betId: `own-${this.#view.roundId}-${slot}`,
      roundId: this.#view.roundId,
      roundNumber: this.#view.roundNumber,
      slot,
      stake,
      autoCashoutHundredths: auto,
      riding: stake,
      cashouts: [],
      payout: 0,
      status,
      crashPointHundredths: null,
      gameHash: null,
      previousHash: null,
      createdAt: new Date().toISOString(),
    };
    this.ownBets.push(bet);
    this.balance -= stake;
    this.#emit({
      type: 'crash.bet',
      roundId: bet.roundId,
      betId: bet.betId,
      player: 'y***u',
      amount: stake,
      slot,
    });
    return bet;
  }

  #botBet(index: number) {
    const amount = [500, 1000, 2500, 10_000, 200, 5000, 15_000, 750, 3000][index % 9]!;
    this.#emit({
      type: 'crash.bet',
      roundId: this.#view.roundId,
      betId: `bot-${this.#view.roundId}-${index}`,
      player: NAMES[index % NAMES.length]!,
      amount,
      slot: 0,
    });
  }

  #botCashout(betId: string, player: string, amount: number, at: number) {
    this.#emit({
      type: 'crash.cashout',
      roundId: this.#view.roundId,
      betId,
      player,
      slot: 0,
      atHundredths: at,
      payout: cashoutPayout(amount, at),
    });
  }

  #schedule(ms: number, run: () => void) {
    window.setTimeout(run, Math.max(0, ms));
  }

  #takeOff() {
    const startedAt = Date.now();
    this.#emit({ type: 'crash.flying', roundId: this.#view.roundId, startedAt });
    const crashMs = elapsedForMultiplier(this.#crashAt);
    const bots = this.#view.bets.filter((bet) => bet.betId.startsWith('bot'));
    bots.forEach((bet, index) => {
      const at = 115 + index * 37;
      if (at < this.#crashAt && index % 3 !== 2) {
        this.#schedule(elapsedForMultiplier(at), () =>
          this.#botCashout(bet.betId, bet.player, bet.amount, at),
        );
      }
    });
    for (const bet of this.ownBets) {
      const auto = bet.autoCashoutHundredths;
      if (auto !== null && auto <= this.#crashAt) {
        this.#schedule(elapsedForMultiplier(auto), () => {
          if (bet.riding === 0) return;
          const payout = cashoutPayout(bet.riding, auto);
          Object.assign(bet, {
            cashouts: [...bet.cashouts, { portion: bet.riding, atHundredths: auto, payout }],
            riding: 0,
            payout: bet.payout + payout,
            status: 'cashed_out',
          });
          this.balance += payout;
          this.#emit({
            type: 'crash.cashout',
            roundId: bet.roundId,
            betId: bet.betId,
            player: 'y***u',
            slot: bet.slot,
            atHundredths: auto,
            payout,
          });
        });
      }
    }
    this.#schedule(crashMs, () => this.#crash());
  }

  #crash() {
    const crash = this.#crashAt;
    this.#emit({
      type: 'crash.crashed',
      roundId: this.#view.roundId,
      roundNumber: this.#view.roundNumber,
      crashPointHundredths: crash,
      gameHash: hex(this.#view.roundNumber),
    });
    for (const bet of this.ownBets) {
      if (bet.riding > 0)
        Object.assign(bet, {
          riding: 0,
          status: bet.cashouts.length ? 'partly_cashed_out' : 'lost',
        });
      bet.crashPointHundredths = crash;
      this.settled.unshift(bet);
    }
    this.ownBets = [];
    this.#schedule(3000, () => {
      const number = this.#view.roundNumber + 1;
      this.#crashAt = Math.random() < 0.1 ? 100 : 101 + Math.floor(Math.random() * 600);
      this.#emit({
        type: 'crash.betting',
        roundId: `r${number}`,
        roundNumber: number,
        previousHash: hex(number - 1),
        bettingEndsAt: Date.now() + this.rules.bettingPhaseMs,
      });
      for (let i = 0; i < 7; i += 1) this.#schedule(300 + i * 600, () => this.#botBet(i));
      this.#schedule(this.rules.bettingPhaseMs, () => this.#takeOff());
    });
  }

  #emit(event: CrashEvent) {
    this.#view = applyCrashEvent(this.#view, event)!;
    this.#seq += 1;
    const message = {
      type: 'event',
      topic: this.rules.topic as CrashTopic,
      seq: this.#seq,
      at: Date.now(),
      payload: event,
    } as CrashLiveMessage;
    for (const handler of this.#handlers) handler(message);
  }

  snapshot(): CrashSnapshot {
    const view = this.#view;
    return {
      type: 'crash.snapshot',
      phase: view.phase,
      round: {
        roundId: view.roundId,
        roundNumber: view.roundNumber,
        previousHash: view.previousHash,
        bettingEndsAt: view.bettingEndsAt,
        startedAt: view.startedAt,
        crashPointHundredths: view.crashPointHundredths,
        gameHash: view.gameHash,
      },
      bets: view.bets.map(({ counted: _counted, ...bet }) => bet),
      history: view.history,
    };
  }

  state(): CrashStateReply {
    return {
      rules: this.rules,
      snapshot: this.snapshot(),
      serverTime: this.serverNow(),
      ownBets: this.ownBets,
      balance: this.balance,
    };
  }

  subscribe(_topic: CrashTopic, handler: (message: CrashLiveMessage) => void): () => void {
    this.#handlers.add(handler);
    window.setTimeout(() =>
      handler({
        type: 'snapshot',
        topic: this.rules.topic as CrashTopic,
        seq: this.#seq,
        at: Date.now(),
        payload: this.snapshot(),
      } as CrashLiveMessage),
    );
    return () => this.#handlers.delete(handler);
  }

  serverNow(): number {
    return this.#frozenNow ?? Date.now();
  }

  status(): LiveStatus {
    return 'open';
  }

  /** The API routes the page calls, answered from this room. */
  route(method: string, path: string, body: Record<string, unknown> | null): [number, unknown] {
    const refuse = (status: number, code: string, tr: string, en: string) =>
      [
        status,
        {
          error: {
            code,
            message: new URLSearchParams(window.location.search).get('lang') === 'en' ? en : tr,
          },
        },
      ] as [number, unknown];
    if (path === '/session') {
      const game = CRASH_GAMES.find((g) => g.id === this.options.model)!;
      return [
        200,
        {
          sessionToken: 'dev',
          game: {
            kind: 'crash',
            id: 1,
            engine: 'crash',
            model: game.id,
            name: game.name,
            provider: 'Lale',
            minBet: game.minBet,
            maxBet: game.maxBet,
          },
          lang: 'tr',
          balance: this.balance,
        },
      ];
    }
    if (path === '/crash/state') return [200, this.state()];
    if (path === '/balance') return [200, { balance: this.balance }];
    if (path.startsWith('/crash/history')) return [200, { bets: this.settled.slice(0, 20) }];
    if (method === 'POST' && path === '/crash/bet') {
      if (this.#view.phase !== 'betting')
        return refuse(409, 'betting_closed', 'Bahisler kapandı.', 'Betting is closed.');
      const slot = body?.slot as 0 | 1;
      if (this.ownBets.some((bet) => bet.slot === slot))
        return refuse(409, 'bet_exists', 'Bu bahis zaten var.', 'That bet exists.');
      const stake = Number(body?.stake);
      if (stake > this.balance)
        return refuse(402, 'insufficient_funds', 'Bakiyeniz yetersiz.', 'Insufficient balance.');
      const bet = this.#own(
        slot,
        stake,
        'open',
        (body?.autoCashoutHundredths as number | null) ?? null,
      );
      return [200, { bet, balance: this.balance }];
    }
    if (method === 'POST' && path === '/crash/cashout') {
      const bet = this.ownBets.find((b) => b.slot === body?.slot);
      if (this.#view.phase !== 'flying')
        return refuse(
          409,
          'not_flying',
          'Tur bitti; çekim kabul edilmedi.',
          'The round is over; the cash-out was refused.',
        );
      if (!bet || bet.riding === 0)
        return refuse(409, 'no_bet', 'Çekilecek bahis yok.', 'No bet to cash out.');
      const at = manualCashoutAt({
        reached: multiplierAt(this.serverNow() - (this.#view.startedAt ?? 0)),
        forcedCashout: null,
        shown: (body?.shownHundredths as number | null | undefined) ?? null,
        previous: bet.cashouts.at(-1)?.atHundredths ?? null,
      });
      const portion = body?.portion === 'half' ? Math.floor(bet.stake / 2) : bet.riding;
      const payout = cashoutPayout(portion, at);
      bet.cashouts.push({ portion, atHundredths: at, payout });
      bet.riding -= portion;
      bet.payout += payout;
      bet.status = bet.riding > 0 ? 'partly_cashed_out' : 'cashed_out';
      this.balance += payout;
      this.#emit({
        type: 'crash.cashout',
        roundId: bet.roundId,
        betId: bet.betId,
        player: 'y***u',
        slot: bet.slot,
        atHundredths: at,
        payout,
      });
      return [200, { bet: { ...bet, cashouts: [...bet.cashouts] }, balance: this.balance }];
    }
    return refuse(404, 'not_found', 'Bulunamadı', 'Not found');
  }
}
