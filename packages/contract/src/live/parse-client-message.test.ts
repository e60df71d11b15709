import { describe, expect, it } from 'vitest';
import { MAX_CLIENT_MESSAGE_BYTES, MAX_TOPICS_PER_CONNECTION } from './limits.ts';
import { parseClientMessage, utf8Length } from './parse-client-message.ts';

const parse = (value: unknown) => parseClientMessage(JSON.stringify(value));

describe('parseClientMessage', () => {
  it('accepts subscribe with resume, deduplicating topics', () => {
    expect(
      parse({
        type: 'subscribe',
        topics: ['game:zeplin', 'player', 'game:zeplin'],
        resume: { 'game:zeplin': 120 },
      }),
    ).toEqual({
      ok: true,
      message: {
        type: 'subscribe',
        topics: ['game:zeplin', 'player'],
        resume: { 'game:zeplin': 120 },
      },
    });
  });

  it('accepts unsubscribe and ping, dropping unknown fields', () => {
    expect(parse({ type: 'unsubscribe', topics: ['feed:big-wins'] })).toEqual({
      ok: true,
      message: { type: 'unsubscribe', topics: ['feed:big-wins'] },
    });
    expect(parse({ type: 'ping', t: 1234.5, extra: true })).toEqual({
      ok: true,
      message: { type: 'ping', t: 1234.5 },
    });
  });

  it.each([
    ['not JSON', '{type:', 'malformed_request'],
    ['an array', '[]', 'malformed_request'],
    ['a string', '"ping"', 'malformed_request'],
    ['null', 'null', 'malformed_request'],
    ['a __proto__ key', '{"type":"ping","t":1,"__proto__":{"admin":true}}', 'malformed_request'],
    ['an escaped __proto__ key', '{"type":"ping","t":1,"\\u005f_proto__":{}}', 'malformed_request'],
    [
      'a nested constructor key',
      '{"type":"subscribe","topics":["player"],"resume":{"constructor":1}}',
      'malformed_request',
    ],
    ['an unknown type', '{"type":"publish","topic":"player"}', 'unknown_method'],
    ['no type', '{"topics":["player"]}', 'unknown_method'],
    ['a type inherited from Object', '{"type":"toString"}', 'unknown_method'],
    ['a bad topic', '{"type":"subscribe","topics":["player:2"]}', 'invalid_value'],
    ['a long topic', `{"type":"subscribe","topics":["game:${'a'.repeat(100)}"]}`, 'value_too_long'],
    ['no topics', '{"type":"subscribe","topics":[]}', 'invalid_value'],
    ['topics not a list', '{"type":"unsubscribe","topics":"player"}', 'invalid_value'],
    [
      'resume for a topic not subscribed',
      '{"type":"subscribe","topics":["player"],"resume":{"game:zeplin":1}}',
      'invalid_value',
    ],
    [
      'a negative seq',
      '{"type":"subscribe","topics":["player"],"resume":{"player":-1}}',
      'invalid_value',
    ],
    [
      'a fractional seq',
      '{"type":"subscribe","topics":["player"],"resume":{"player":1.5}}',
      'invalid_value',
    ],
    ['a ping without t', '{"type":"ping"}', 'invalid_value'],
    ['a ping with a string t', '{"type":"ping","t":"1"}', 'invalid_value'],
    ['a huge ping t', '{"type":"ping","t":1e300}', 'invalid_value'],
  ])('refuses %s', (_, raw, key) => {
    expect(parseClientMessage(raw)).toEqual({ ok: false, key });
  });

  it('refuses too many topics', () => {
    const topics = Array.from({ length: MAX_TOPICS_PER_CONNECTION + 1 }, (_, i) => `table:${i}`);
    expect(parse({ type: 'subscribe', topics })).toEqual({ ok: false, key: 'invalid_value' });
    expect(parse({ type: 'subscribe', topics: topics.slice(1) }).ok).toBe(true);
  });

  it('refuses oversize frames by their UTF-8 length', () => {
    const padding = (n: number, char: string) => `{"type":"ping","t":1,"pad":"${char.repeat(n)}"}`;
    const base = padding(0, 'a').length;
    expect(parseClientMessage(padding(MAX_CLIENT_MESSAGE_BYTES - base, 'a')).ok).toBe(true);
    expect(parseClientMessage(padding(MAX_CLIENT_MESSAGE_BYTES - base + 1, 'a'))).toEqual({
      ok: false,
      key: 'payload_too_large',
    });
    // Fewer UTF-16 units than the cap, but three bytes each.
    expect(parseClientMessage(padding(MAX_CLIENT_MESSAGE_BYTES / 2, '€'))).toEqual({
      ok: false,
      key: 'payload_too_large',
    });
  });

  it('counts UTF-8 bytes', () => {
    expect(utf8Length('abc')).toBe(3);
    expect(utf8Length('ç')).toBe(2);
    expect(utf8Length('€')).toBe(3);
    expect(utf8Length('😀')).toBe(4);
    expect(utf8Length('\ud800')).toBe(3);
    expect(utf8Length('\ud800a')).toBe(4);
  });
});
