import { randomUUID } from 'node:crypto';
import { expect } from '@playwright/test';
import type { APIRequestContext } from '@playwright/test';
import { E2E_BASE_URL } from '../../support/env.ts';
import { rpc } from '../../support/rpc.ts';
import type { Lang } from '../lobby/lobby.ts';

/**
 * Crash rounds are shared and run on the server's clock (e2e: 4 s of bets, flights capped at
 * 4.00x, 1.5 s after the crash; support/server.mjs). One round lasts 6 to 30 s; a step that
 * needs a round waits for one, bounded by this.
 */
export const ROUND_MS = 35_000;

export interface OwnBet {
  betId: string;
  roundId: string;
  roundNumber: number;
  slot: 0 | 1;
  stake: number;
  riding: number;
  cashouts: { portion: number; atHundredths: number; payout: number }[];
  payout: number;
  status: 'open' | 'cashed_out' | 'partly_cashed_out' | 'lost' | 'refunded';
  crashPointHundredths: number | null;
}

export interface CrashState {
  rules: {
    rtpBasisPoints: number;
    halfCashout: boolean;
    salt: string;
    commitment: string;
    bettingPhaseMs: number;
  };
  snapshot: {
    phase: 'betting' | 'flying' | 'crashed';
    round: {
      roundId: string;
      roundNumber: number;
      bettingEndsAt: number;
      startedAt: number | null;
    };
  };
  serverTime: number;
  ownBets: OwnBet[];
  balance: number;
}

interface Answer<T> {
  status: number;
  body: T & { error?: { code: string; message: string } };
}

/** The game API (`/games/api/v1`) with one game session, as the crash page calls it. */
export class CrashApi {
  constructor(
    private readonly request: APIRequestContext,
    readonly token: string,
  ) {}

  /** Launches the game as the site does (init_game) and opens a game session with its token. */
  static async launch(request: APIRequestContext, gameID: number, lang: Lang): Promise<CrashApi> {
    const launch = await rpc<{ url: string }>(request, 'casino', 'init_game', {
      Lang: lang,
      gameID,
    });
    expect(launch, JSON.stringify(launch)).toMatchObject({ result: true });
    const token = new URL(launch.data.url, E2E_BASE_URL).searchParams.get('token');
    const session = await request.post('/games/api/v1/session', { data: { token } });
    expect(session.ok(), await session.text()).toBe(true);
    return new CrashApi(request, ((await session.json()) as { sessionToken: string }).sessionToken);
  }

  private async call<T>(path: string, data?: unknown): Promise<Answer<T>> {
    const headers = { authorization: `Bearer ${this.token}` };
    const response =
      data === undefined
        ? await this.request.get(`/games/api/v1${path}`, { headers })
        : await this.request.post(`/games/api/v1${path}`, { headers, data });
    return { status: response.status(), body: (await response.json()) as Answer<T>['body'] };
  }

  async state(): Promise<CrashState> {
    const answer = await this.call<CrashState>('/crash/state');
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    return answer.body;
  }

  bet(stake: number, autoCashoutHundredths: number | null = null, slot: 0 | 1 = 0) {
    return this.call<{ bet: OwnBet; balance: number }>('/crash/bet', {
      slot,
      stake,
      autoCashoutHundredths,
      requestId: randomUUID(),
    });
  }

  cashout(slot: 0 | 1 = 0, portion: 'all' | 'half' = 'all') {
    return this.call<{ bet: OwnBet; balance: number }>('/crash/cashout', {
      slot,
      portion,
      requestId: randomUUID(),
    });
  }

  async history(): Promise<OwnBet[]> {
    const answer = await this.call<{ bets: OwnBet[] }>('/crash/history?limit=20');
    expect(answer.status).toBe(200);
    return answer.body.bets;
  }

  /**
   * Places a bet in the next betting phase that has time left for it (a phase about to close is
   * skipped); bounded by `timeout`.
   */
  async betWhenOpen(
    stake: number,
    autoCashoutHundredths: number | null = null,
    timeout = ROUND_MS,
  ): Promise<OwnBet> {
    const deadline = Date.now() + timeout;
    while (Date.now() < deadline) {
      const { snapshot, serverTime } = await this.state();
      if (snapshot.phase === 'betting' && snapshot.round.bettingEndsAt - serverTime > 700) {
        const placed = await this.bet(stake, autoCashoutHundredths);
        if (placed.status === 200) return placed.body.bet;
        expect(placed.body.error?.code, JSON.stringify(placed.body)).toBe('betting_closed');
      }
      await sleep(150);
    }
    throw new Error(`no betting phase to bet in within ${timeout} ms`);
  }

  /** Waits for the round to be in `phase` (polling the state); returns that state. */
  async waitForPhase(
    phase: CrashState['snapshot']['phase'],
    roundId?: string,
    timeout = ROUND_MS,
  ): Promise<CrashState> {
    const deadline = Date.now() + timeout;
    while (Date.now() < deadline) {
      const state = await this.state();
      const round = state.snapshot.round;
      if (roundId && round.roundId !== roundId && state.snapshot.phase === 'betting') {
        throw new RoundMissed(`round ${roundId} is over`);
      }
      if (state.snapshot.phase === phase && (!roundId || round.roundId === roundId)) return state;
      await sleep(100);
    }
    throw new Error(`no ${phase} phase within ${timeout} ms`);
  }
}

/** The round the step needed is over already (the machine was slow): try the next one. */
export class RoundMissed extends Error {}

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
