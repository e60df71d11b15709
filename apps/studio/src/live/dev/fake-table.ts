// Dev only: a live table frozen at a recorded moment, answering the page's API calls and
// live subscription the way the server does. Nothing here is reachable from the built pages.
import type { LiveChatMessage } from '@lale/contract/live-tables/events';
import { liveTableMessages } from '@lale/contract/live-tables/messages';
import type { LiveOwnStake } from '@lale/contract/live-tables/replies';
import type { LiveStatus } from '@lale/contract/live/live-client';
import { studioMessages } from '@lale/contract/studio/errors';
import type { TableLive, TableLiveMessage, TableTopic } from '../live.ts';
import type { Recording } from './recordings/room.ts';
import { PLAYERS, SELF } from './recordings/room.ts';

const CHAT: [string, string][] = [
  [PLAYERS[0]!, 'İyi akşamlar herkese 👋'],
  [PLAYERS[2]!, 'good luck all'],
  [PLAYERS[4]!, 'Kırmızıya devam 🔴'],
];

export class FakeTable implements TableLive {
  balance = 1_254_300;
  #handlers = new Set<(message: TableLiveMessage) => void>();
  #own: LiveOwnStake | null;
  #started = Date.now();

  constructor(
    readonly recorded: Recording,
    readonly lang: 'tr' | 'en',
    /** The clock runs from the recorded moment; otherwise it stays there (for screenshots). */
    readonly running: boolean,
  ) {
    this.#own = recorded.own;
  }

  serverNow(): number {
    const now = this.recorded.snapshot.serverTime;
    return this.running ? now + (Date.now() - this.#started) : now;
  }

  status(): LiveStatus {
    return 'open';
  }

  subscribe(topic: TableTopic, handler: (message: TableLiveMessage) => void): () => void {
    this.#handlers.add(handler);
    const snapshot = { ...this.recorded.snapshot, serverTime: this.serverNow() };
    queueMicrotask(() => {
      handler({ type: 'snapshot', topic, seq: 1, payload: snapshot } as TableLiveMessage);
      CHAT.forEach(([player, text], i) =>
        this.#broadcast({ id: `c${i}`, player, text, at: snapshot.serverTime - 60_000 + i }),
      );
    });
    return () => this.#handlers.delete(handler);
  }

  #broadcast(message: LiveChatMessage): void {
    const payload = { type: 'table.chat' as const, ...message };
    for (const handler of this.#handlers) {
      handler({
        type: 'event',
        topic: this.recorded.table.topic,
        seq: 2,
        payload,
      } as TableLiveMessage);
    }
  }

  #refuse(code: keyof typeof studioMessages): [number, unknown] {
    return [409, { error: { code, message: studioMessages[code][this.lang] } }];
  }

  route(method: string, path: string, body: Record<string, unknown> | null): [number, unknown] {
    const { table, snapshot } = this.recorded;
    if (path === '/session') {
      return [
        200,
        {
          sessionToken: 'dev',
          game: {
            kind: 'livecasino',
            id: table.tableId,
            engine: 'live',
            model: table.kind,
            name: '',
            provider: 'Lale',
            minBet: table.limits.minBet,
            maxBet: table.limits.maxBet,
          },
          lang: this.lang,
          balance: this.balance,
          fairness: { serverSeedHash: '', clientSeed: '', nonce: 0 },
        },
      ];
    }
    if (path === '/live/state') {
      return [
        200,
        {
          table,
          snapshot: { ...snapshot, serverTime: this.serverNow() },
          own: this.#own,
          balance: this.balance,
          serverTime: this.serverNow(),
        },
      ];
    }
    if (path === '/live/chat') {
      const message = {
        id: `own-${Date.now()}`,
        player: SELF,
        text: String(body?.text ?? ''),
        at: this.serverNow(),
      };
      this.#broadcast(message);
      return [200, { message }];
    }
    if (method !== 'POST') return [404, { error: { code: 'not_found', message: '' } }];
    const decisionPaths = [
      '/live/blackjack/action',
      '/live/blackjack/insurance',
      '/live/holdem/decision',
    ];
    if (decisionPaths.includes(path)) {
      if (snapshot.phase !== 'decision') return this.#refuse('decision_closed');
    } else if (snapshot.phase !== 'betting') {
      return this.#refuse('betting_closed');
    }
    if (path === '/live/blackjack/seat' && snapshot.seats.some((s) => s.seat === body?.seat)) {
      return [
        409,
        { error: { code: 'seat_taken', message: liveTableMessages.seat_taken[this.lang] } },
      ];
    }
    return [200, { own: this.#own, balance: this.balance }];
  }
}
