import { describe, expect, it } from 'vitest';
import { MAX_TOPIC_LENGTH } from './limits.ts';
import { gameTopic, isPublicTopic, parseTopic, tableTopic } from './topics.ts';

describe('parseTopic', () => {
  it.each([
    ['player', { kind: 'player', topic: 'player' }],
    ['game:zeplin', { kind: 'game', topic: 'game:zeplin', gameId: 'zeplin' }],
    ['game:scatter-pays', { kind: 'game', topic: 'game:scatter-pays', gameId: 'scatter-pays' }],
    ['table:42', { kind: 'table', topic: 'table:42', tableId: '42' }],
    ['event:vf_2025-01', { kind: 'event', topic: 'event:vf_2025-01', eventId: 'vf_2025-01' }],
    ['feed:big-wins', { kind: 'feed', topic: 'feed:big-wins', feed: 'big-wins' }],
    [
      `game:${'a'.repeat(64)}`,
      { kind: 'game', topic: `game:${'a'.repeat(64)}`, gameId: 'a'.repeat(64) },
    ],
  ])('reads %s', (topic, expected) => {
    expect(parseTopic(topic)).toEqual(expected);
  });

  it.each([
    '',
    'Player',
    'player ',
    ' player',
    'player:17',
    'player\n',
    'game:',
    'game:Zeplin',
    'game:-zeplin',
    'game:zeplin:extra',
    'game:zep lin',
    'game:zeplin\u0000',
    'game:\u0000',
    'game:zeplın',
    'game:ｚeplin',
    'game:zeplin\u200b',
    'game:__proto__',
    '__proto__',
    'constructor',
    'toString',
    'feed:',
    'feed:small-wins',
    'user:1',
    `game:${'a'.repeat(65)}`,
    'x'.repeat(MAX_TOPIC_LENGTH + 1),
    'game:' + 'a'.repeat(1_000_000),
  ])('refuses %j', (topic) => {
    expect(parseTopic(topic)).toBeNull();
  });

  it('refuses what is not a string', () => {
    for (const value of [undefined, null, 1, {}, ['player'], Symbol('player')]) {
      expect(parseTopic(value)).toBeNull();
    }
  });

  it('builds topics and refuses bad ids', () => {
    expect(gameTopic('spaceman')).toBe('game:spaceman');
    expect(tableTopic('7')).toBe('table:7');
    expect(() => gameTopic('../player')).toThrow(RangeError);
  });
});

describe('isPublicTopic', () => {
  it('keeps only the player topic private, and unknown strings out', () => {
    expect(isPublicTopic('player')).toBe(false);
    expect(isPublicTopic('game:zeplin')).toBe(true);
    expect(isPublicTopic('table:1')).toBe(true);
    expect(isPublicTopic('event:1')).toBe(true);
    expect(isPublicTopic('feed:big-wins')).toBe(true);
    expect(isPublicTopic(parseTopic('game:zeplin')!)).toBe(true);
    expect(isPublicTopic('game:__proto__')).toBe(false);
    expect(isPublicTopic('nope')).toBe(false);
  });
});
