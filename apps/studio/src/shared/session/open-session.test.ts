import type { SessionReply } from '@lale/contract/studio/replies';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { GameApiError } from '../api.ts';
import { openSession } from './open-session.ts';
import { readStoredSession, writeStoredSession } from './session-store.ts';
import { memoryStorage } from '../testing/memory-storage.ts';

const game: SessionReply['game'] = {
  kind: 'casino',
  id: 7,
  engine: 'crash',
  model: 'zeplin',
  name: 'Zeplin',
  provider: 'Lale',
  minBet: 100,
  maxBet: 10_000,
};
const reply: SessionReply = {
  sessionToken: 'session-1',
  game,
  lang: 'tr',
  balance: 5_000,
  fairness: { serverSeedHash: 'h', clientSeed: 'c', nonce: 0 },
};

function answer(body: unknown, status = 200) {
  const fetch = vi.fn(async () => new Response(JSON.stringify(body), { status }));
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

afterEach(() => vi.unstubAllGlobals());

describe('opening a game session', () => {
  it('spends the launch token once and keeps the session for a reload', async () => {
    const fetch = answer(reply);
    const storage = memoryStorage();
    const opened = await openSession('crash', 'en', '?token=launch-1&lang=en', storage);
    expect(opened).toEqual({ sessionToken: 'session-1', game, launched: reply });
    const [url, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toMatch(/\/session$/);
    expect(init.method).toBe('POST');
    expect(JSON.parse(init.body as string)).toEqual({ token: 'launch-1' });
    expect(readStoredSession('crash', storage)?.sessionToken).toBe('session-1');
  });

  it('resumes the stored session on a reload without calling the server', async () => {
    const fetch = answer(reply);
    const storage = memoryStorage();
    writeStoredSession('live', { launchToken: 'launch-1', sessionToken: 's', game }, storage);
    const opened = await openSession('live', 'tr', '?token=launch-1', storage);
    expect(opened).toEqual({ sessionToken: 's', game, launched: null });
    expect(fetch).not.toHaveBeenCalled();
  });

  it('refuses a page opened with no launch token and nothing stored', async () => {
    answer(reply);
    await expect(openSession('slot', 'tr', '', memoryStorage())).rejects.toMatchObject({
      code: 'missing-token',
    });
  });

  it("passes on the server's refusal of a spent token", async () => {
    answer({ error: { code: 'launch_invalid', message: 'gone' } }, 401);
    const failure = openSession('slot', 'tr', '?token=spent', memoryStorage());
    await expect(failure).rejects.toBeInstanceOf(GameApiError);
    await expect(failure).rejects.toMatchObject({ code: 'launch_invalid', sessionExpired: true });
  });
});
