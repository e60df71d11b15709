import { SLOT_GAMES } from '@lale/games/slots';
import { describe, expect, it } from 'vitest';
import { launchUrl, SLOT_MODELS } from './engines.ts';

describe('catalogue wiring to the studio', () => {
  it("shows each slot model's own volatility and exact RTP, rounded down", () => {
    for (const [model, shown] of Object.entries(SLOT_MODELS)) {
      const engine = SLOT_GAMES.find((game) => game.id === model);
      expect(engine, model).toBeDefined();
      expect(shown.volatility).toBe(engine!.volatility);
      expect(shown.rtpBp).toBe(Math.floor(engine!.rtp * 10_000));
    }
  });

  it('builds the launch URL of SPEC §7 init_game', () => {
    expect(launchUrl('slot', 'abc_-1', 'en')).toBe('/games/slot/?token=abc_-1&lang=en');
  });
});
