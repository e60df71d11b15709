import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { memoryStorage } from '../testing/memory-storage.ts';

describe('the mute switch', () => {
  let storage: Storage;
  beforeEach(() => {
    vi.resetModules();
    storage = memoryStorage();
    vi.stubGlobal('localStorage', storage);
  });
  afterEach(() => vi.unstubAllGlobals());

  it('is off (muted) on a first visit', async () => {
    const { isMuted } = await import('./mute-store.ts');
    expect(isMuted()).toBe(true);
  });

  it('remembers sound turned on for the next page load', async () => {
    (await import('./mute-store.ts')).setMuted(false);
    vi.resetModules();
    const { isMuted } = await import('./mute-store.ts');
    expect(isMuted()).toBe(false);
  });

  it('holds a choice made on one game page on every other game page', async () => {
    // Each studio page (slot, roulette, blackjack, video poker) loads its own copy of the store.
    const slotPage = await import('./mute-store.ts');
    slotPage.setMuted(false);
    vi.resetModules();
    const roulettePage = await import('./mute-store.ts');
    expect(roulettePage.isMuted()).toBe(false);
    roulettePage.setMuted(true);
    vi.resetModules();
    const blackjackPage = await import('./mute-store.ts');
    expect(blackjackPage.isMuted()).toBe(true);
    expect(storage.getItem('lale.sound')).toBe('off');
  });

  it('follows the signed-in player’s saved choice and saves theirs, not the browser’s', async () => {
    const { followPlayerSound, isMuted, setMuted } = await import('./mute-store.ts');
    setMuted(false);
    const saved: boolean[] = [];
    followPlayerSound({ muted: true, save: (muted) => saved.push(muted) });
    expect(isMuted()).toBe(true);
    setMuted(false);
    expect(isMuted()).toBe(false);
    setMuted(true);
    expect(saved).toEqual([false, true]);
    expect(storage.getItem('lale.sound')).toBe('on');
    followPlayerSound(null);
    expect(isMuted()).toBe(false);
  });

  it('keeps another player’s choice apart on the same browser', async () => {
    const { followPlayerSound, isMuted, setMuted } = await import('./mute-store.ts');
    followPlayerSound({ muted: true, save: () => undefined });
    setMuted(false);
    vi.resetModules();
    const nextPage = await import('./mute-store.ts');
    expect(nextPage.isMuted()).toBe(true);
    nextPage.followPlayerSound({ muted: true, save: () => undefined });
    expect(nextPage.isMuted()).toBe(true);
    expect(isMuted()).toBe(false);
  });

  it('tells listeners when the switch flips', async () => {
    const { setMuted, subscribeMuted } = await import('./mute-store.ts');
    const heard = vi.fn();
    const stop = subscribeMuted(heard);
    setMuted(false);
    stop();
    setMuted(true);
    expect(heard).toHaveBeenCalledTimes(1);
  });
});
