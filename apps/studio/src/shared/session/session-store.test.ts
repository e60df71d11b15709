import { describe, expect, it } from 'vitest';
import { reusableSession, type StoredSession } from './session-store.ts';

const stored: StoredSession = {
  launchToken: 'launch-1',
  sessionToken: 'session-1',
  game: {
    kind: 'casino',
    id: 1,
    engine: 'slot',
    model: 'low',
    name: 'Lale Garden',
    provider: 'Lale',
    minBet: 100,
    maxBet: 10_000,
  },
};

describe('resuming a game session', () => {
  it('keeps the session when the page reloads with its spent launch token', () => {
    expect(reusableSession(stored, 'launch-1')).toBe(stored);
  });

  it('keeps the session when the page is opened without a token', () => {
    expect(reusableSession(stored, null)).toBe(stored);
  });

  it('starts afresh for a new launch token or when nothing is stored', () => {
    expect(reusableSession(stored, 'launch-2')).toBeNull();
    expect(reusableSession(null, 'launch-1')).toBeNull();
  });
});
