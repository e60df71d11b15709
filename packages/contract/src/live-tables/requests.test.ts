import { describe, expect, it } from 'vitest';
import { studioErrorBody } from '../studio/errors.ts';
import { studioRoutes } from '../studio/routes.ts';
import { liveBetsRequest, liveChatRequest } from './requests.ts';
import { liveTableLaunchUrl } from './routes.ts';

const requestId = '5b0c7c3e-2f7a-4d7e-9a54-0b1f3c1d2e4f';

describe('live table requests', () => {
  it('takes each game its own bets and nothing else', () => {
    expect(
      liveBetsRequest.safeParse({
        game: 'roulette',
        bets: [{ type: 'straight', selection: [17], amount: 100 }],
        requestId,
      }).success,
    ).toBe(true);
    expect(
      liveBetsRequest.safeParse({
        game: 'baccarat',
        bets: [{ type: 'banker', amount: 100 }],
        requestId,
      }).success,
    ).toBe(true);
    expect(
      liveBetsRequest.safeParse({
        game: 'money-wheel',
        bets: [{ number: 3, amount: 100 }],
        requestId,
      }).success,
    ).toBe(false);
    expect(
      liveBetsRequest.safeParse({ game: 'baccarat', bets: [{ type: 'red', amount: 1 }], requestId })
        .success,
    ).toBe(false);
    expect(
      liveBetsRequest.safeParse({ game: 'casino-holdem', bet: { ante: 100, bonus: 0 }, requestId })
        .success,
    ).toBe(true);
  });

  it('trims chat lines and refuses empty or overlong ones', () => {
    expect(liveChatRequest.parse({ text: '  merhaba  ' }).text).toBe('merhaba');
    expect(liveChatRequest.safeParse({ text: '   ' }).success).toBe(false);
    expect(liveChatRequest.safeParse({ text: 'x'.repeat(201) }).success).toBe(false);
  });
});

describe('live table routes and refusals', () => {
  it('are part of the game API with tr and en messages', () => {
    expect(studioRoutes['/live/bets'].method).toBe('POST');
    expect(studioErrorBody('seat_taken', 'en').error.message).toBe(
      'This seat is taken for this round.',
    );
    expect(studioErrorBody('betting_closed', 'tr').error.message).toMatch(/^Bahisler kapandı/);
  });

  it('launch the live page with the token, language and table', () => {
    expect(liveTableLaunchUrl(42, 'abc_-', 'en')).toBe('/games/live/?token=abc_-&lang=en&table=42');
  });
});
