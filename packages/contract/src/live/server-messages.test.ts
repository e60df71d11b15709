import { describe, expect, expectTypeOf, it } from 'vitest';
import { decodeServerMessage, type EventMessage, type ServerMessage } from './server-messages.ts';

describe('server messages', () => {
  it('decodes known messages and nothing else', () => {
    const event: ServerMessage = {
      type: 'event',
      topic: 'game:zeplin',
      seq: 7,
      at: 1_700_000_000_000,
      payload: { type: 'crash.flying', roundId: 'r1', startedAt: 1_700_000_000_000 },
    };
    expect(decodeServerMessage(JSON.stringify(event))).toEqual(event);
    expect(decodeServerMessage('{"type":"publish"}')).toBeNull();
    expect(decodeServerMessage('[]')).toBeNull();
    expect(decodeServerMessage('nope')).toBeNull();
  });

  it('ties each topic kind to its payloads', () => {
    type PlayerEvent = Extract<EventMessage, { topic: 'player' }>['payload'];
    expectTypeOf<PlayerEvent['type']>().toEqualTypeOf<'balance' | 'notice'>();
    type FeedEvent = Extract<EventMessage, { topic: 'feed:big-wins' }>['payload'];
    expectTypeOf<FeedEvent['type']>().toEqualTypeOf<'bigwin'>();
  });
});
