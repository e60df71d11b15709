// @vitest-environment happy-dom
import type { CrashOwnBet, CrashRules } from '@lale/contract/crash-api';
import type { StakeRulesReply } from '@lale/contract/studio/stake-rules';
import { cashoutPayout, multiplierAt } from '@lale/games/crash';
import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { crashText } from '../i18n/crash.ts';
import { formatMoney } from '../shared/money.ts';
import type { PanelSettings } from './bet-panel.tsx';
import { Panels } from './bet-panels.tsx';
import { CrashScene } from './crash-scene.tsx';
import { multiplierText } from './format.ts';
import type { RoundView } from './round-state.ts';
import { ShownMultiplier } from './shown-multiplier.ts';

/**
 * The flight as the page shows it, on a fake clock: the scene's number is the server's
 * multiplier of the same instant (one frame behind at most) whatever the offset between the
 * player's clock and the server's, and the bet panel's payout is the stake at that very number
 * while other players' bets and cash-outs change the round many times a second.
 */
const TAKE_OFF = 1_700_000_000_000;
const STAKE = 1_000;
const FRAME_MS = 16;
const text = crashText.en;

const rules: CrashRules = {
  room: 'crash-1',
  topic: 'game:crash-1',
  model: 'zeplin',
  rtpBasisPoints: 9650,
  maxMultiplierHundredths: 500_000,
  bettingPhaseMs: 5_000,
  betsPerRound: 2,
  halfCashout: false,
  minBet: 100,
  maxBet: 250_000,
  maxRoundPayout: 100_000_000,
  salt: 'salt',
  commitment: 'c'.repeat(64),
};
const settings: PanelSettings = {
  stake: STAKE,
  auto: false,
  autoTarget: 200,
  queued: false,
  pending: false,
};
const ownBet: CrashOwnBet = {
  betId: 'own',
  roundId: 'r7',
  roundNumber: 7,
  slot: 0,
  stake: STAKE,
  autoCashoutHundredths: null,
  riding: STAKE,
  cashouts: [],
  payout: 0,
  status: 'open',
  crashPointHundredths: null,
  gameHash: null,
  previousHash: null,
  createdAt: '2026-01-01T00:00:00Z',
};

/** The round in flight, with `others` bets of other players (each event makes a new view). */
const flying = (others: number): RoundView => ({
  phase: 'flying',
  roundId: 'r7',
  roundNumber: 7,
  previousHash: 'p'.repeat(64),
  bettingEndsAt: TAKE_OFF,
  startedAt: TAKE_OFF,
  crashPointHundredths: null,
  gameHash: null,
  bets: Array.from({ length: others }, (_, i) => ({
    betId: `other-${i}`,
    player: 'a***b',
    amount: 500,
    slot: 0 as const,
    cashedOutAtHundredths: null,
    payout: 0,
    counted: [],
  })),
  history: [],
});

function Page(props: {
  view: RoundView;
  serverNow: () => number;
  shown: ShownMultiplier;
  stakeRules?: StakeRulesReply;
}) {
  const noop = () => {};
  return (
    <>
      <CrashScene
        model="zeplin"
        view={props.view}
        serverNow={props.serverNow}
        shown={props.shown}
        bettingPhaseMs={rules.bettingPhaseMs}
        reducedMotion={false}
        lang="en"
        text={text}
        name="Zeplin"
      />
      <Panels
        view={props.view}
        ownBets={[ownBet]}
        panels={[settings, settings]}
        serverNow={props.serverNow}
        shown={props.shown}
        rules={rules}
        stakeRules={props.stakeRules ?? null}
        lang="en"
        text={text}
        onChange={noop}
        onMain={noop}
        onHalf={noop}
      />
    </>
  );
}

afterEach(() => vi.useRealTimers());

describe('the flight shown on a fake clock', () => {
  for (const offset of [0, -2_500, 37_000]) {
    it(`shows the server's multiplier of the instant, and pays that, with the clocks ${offset} ms apart`, () => {
      // The player's clock reads `offset` less than the server's; the live channel measured it.
      vi.useFakeTimers({ now: TAKE_OFF - offset - 200 });
      const serverNow = () => Date.now() + offset;
      const shown = new ShownMultiplier();
      const view = render(<Page view={flying(0)} serverNow={serverNow} shown={shown} />);
      let worstLagMs = 0;
      for (let step = 1; step <= 150; step++) {
        act(() => vi.advanceTimersByTime(FRAME_MS));
        // Another player's bet or cash-out every 48 ms: a new view each time.
        if (step % 3 === 0)
          view.rerender(<Page view={flying(step % 12)} serverNow={serverNow} shown={shown} />);
        const big = screen.getByTestId('multiplier').textContent;
        const elapsed = serverNow() - TAKE_OFF;
        const truth = multiplierAt(elapsed);
        const shownNow = shown.of('r7');
        if (elapsed >= FRAME_MS) {
          expect(shownNow).not.toBeNull();
          expect(big).toBe(multiplierText(shownNow!, 'en'));
          // At most one frame behind the server's own multiplier of this instant.
          expect(shownNow!).toBeLessThanOrEqual(truth);
          expect(shownNow!).toBeGreaterThanOrEqual(multiplierAt(elapsed - FRAME_MS));
          let behind = 0;
          while (multiplierAt(elapsed - behind) > shownNow!) behind++;
          worstLagMs = Math.max(worstLagMs, behind);
          // The button offers the stake at the number shown, in the same frame.
          const payout = cashoutPayout(STAKE, Math.max(101, shownNow!));
          expect(screen.getByTestId('main-0').textContent).toContain(formatMoney(payout, 'en'));
        }
      }
      expect(worstLagMs).toBeLessThanOrEqual(FRAME_MS);
      expect(shown.of('r7')).toBe(multiplierAt(serverNow() - TAKE_OFF));
      view.unmount();
    });
  }

  it('shows no flight of a round before take-off or after the crash', () => {
    vi.useFakeTimers({ now: TAKE_OFF + 3_000 });
    const shown = new ShownMultiplier();
    const serverNow = () => Date.now();
    const view = render(<Page view={flying(0)} serverNow={serverNow} shown={shown} />);
    act(() => vi.advanceTimersByTime(FRAME_MS));
    expect(shown.of('r7')).toBe(multiplierAt(serverNow() - TAKE_OFF));
    expect(shown.of('r8')).toBeNull();
    view.rerender(
      <Page
        view={{
          ...flying(0),
          phase: 'crashed',
          crashPointHundredths: 150,
          gameHash: 'g'.repeat(64),
        }}
        serverNow={serverNow}
        shown={shown}
      />,
    );
    act(() => vi.advanceTimersByTime(FRAME_MS));
    expect(shown.get()).toBeNull();
    expect(screen.getByTestId('multiplier').textContent).toBe('1.50x');
    view.unmount();
  });

  it('tells each panel, before the bet, a stake below a joined tournament’s minimum', () => {
    vi.useFakeTimers({ now: TAKE_OFF - 3_000 });
    const stakeRules: StakeRulesReply = {
      tournaments: [{ id: 1, title: 'Zeppelin Cup', minStake: settings.stake + 100 }],
      bonus: null,
    };
    const view = render(
      <Page
        view={flying(0)}
        serverNow={() => Date.now()}
        shown={new ShownMultiplier()}
        stakeRules={stakeRules}
      />,
    );
    const notes = screen.getAllByTestId('stake-notes');
    expect(notes).toHaveLength(2);
    for (const note of notes) expect(note.textContent).toContain('Zeppelin Cup');
    view.unmount();
  });
});
