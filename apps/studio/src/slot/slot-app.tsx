import type { StudioRound as RoundRecord, RoundReply } from '@lale/contract/studio/replies';
import { slotGame, type SlotGame } from '@lale/games/slots/models';
import type { SlotRound } from '@lale/games/slots/outcome-types';
import { useEffect, useMemo, useRef, useState } from 'react';
import { slotText } from '../i18n/slot.ts';
import { newRequestId } from '../shared/api.ts';
import { formatMoney } from '../shared/money.ts';
import { playSound } from '../shared/sound/index.ts';
import { stakeNotes } from '../shared/stake-notes.ts';
import { BetSelector } from '../shared/ui/bet-selector.tsx';
import { StakeNotes } from '../shared/ui/stake-notes.tsx';
import { FairnessPanel } from '../shared/ui/fairness-panel.tsx';
import { GameLayout } from '../shared/ui/game-layout.tsx';
import { RecentRounds, roundsFromReply } from '../shared/ui/recent-rounds.tsx';
import { launchMinStake, openingStake } from '../shared/session/launch-stake.ts';
import { seededGame } from '../shared/session/seeded-game.ts';
import { useGameSession } from '../shared/session/use-game-session.ts';
import { useStakeRules } from '../shared/session/use-stake-rules.ts';
import { AutoplayPanel } from './autoplay-panel.tsx';
import {
  autoplayStop,
  recordRound,
  wouldPassLossLimit,
  type AutoplayProgress,
  type AutoplaySettings,
  type AutoplayStop,
} from './autoplay-rules.ts';
import { Celebration } from './celebration.tsx';
import { CountUpAmount } from './count-up-amount.tsx';
import { countUpDuration, winTier, type WinTier } from './count-up.ts';
import { LineMap } from './line-map.tsx';
import { Pacer } from './pacer.ts';
import { ReelGrid, type ReelMotion } from './reel-grid.tsx';
import { symbolSetOf } from './symbol-sets.ts';
import { SlotPaytable } from './slot-paytable.tsx';
import { spinPlan } from './spin-plan.ts';
import { symbolName } from './symbols.ts';
import { winningCells, winningLines } from './winning-cells.ts';

type Overlay =
  | { kind: 'intro'; count: number }
  | { kind: 'total'; amount: number }
  | {
      kind: 'celebration';
      tier: Exclude<WinTier, 'none' | 'win'>;
      amount: number;
      duration: number;
    };

const reducedMotion = () =>
  window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;

export function SlotApp() {
  const session = useGameSession('slot', seededGame);
  const { lang, t, game } = session;
  const text = slotText[lang];
  const slot = useMemo(
    () => slotGame(game?.model ?? 'low') ?? (slotGame('low') as SlotGame),
    [game?.model],
  );
  const symbolSet = useMemo(() => symbolSetOf(game?.id), [game?.id]);
  const [bet, setBet] = useState<number | null>(null);
  const [round, setRound] = useState<SlotRound | null>(null);
  const [shownSpin, setShownSpin] = useState(0);
  const [busy, setBusy] = useState(false);
  const [motion, setMotion] = useState<ReelMotion | null>(null);
  const [quickStop, setQuickStop] = useState(0);
  const [winShown, setWinShown] = useState<{ amount: number; duration: number } | null>(null);
  const [overlay, setOverlay] = useState<Overlay | null>(null);
  const [turbo, setTurbo] = useState(false);
  const [announcement, setAnnouncement] = useState('');
  const [roundsVersion, setRoundsVersion] = useState(0);
  const [autoplay, setAutoplay] = useState<{
    settings: AutoplaySettings;
    progress: AutoplayProgress;
  } | null>(null);
  const [autoplayNote, setAutoplayNote] = useState<AutoplayStop | 'player' | null>(null);
  const pacer = useRef(new Pacer());
  const settle = useRef<() => void>(() => undefined);
  const motionCount = useRef(0);
  const autoplayRef = useRef(autoplay);
  const latest = useRef({
    busy: false,
    play: (): Promise<void> => Promise.resolve(),
    hurry: (): void => undefined,
  });

  const model = slot.model;
  // Opened from a tournament, the first stake is one that counts for it.
  const launchMin = useMemo(() => launchMinStake(window.location.search), []);
  const stake = bet ?? (game ? openingStake(game, launchMin) : 100);
  const stakeRules = useStakeRules(session);

  // A reload (even mid-animation) shows the last settled round as the server recorded it.
  useEffect(() => {
    if (session.status !== 'ready') return;
    let cancelled = false;
    session
      .call('/rounds', { query: { limit: 1 } })
      .then((reply) => {
        const last = roundsFromReply(reply)[0]?.outcome as SlotRound | undefined;
        if (cancelled || !last || last.modelId !== model.id) return;
        setRound((current) => current ?? last);
      })
      .catch(() => undefined);
    return () => {
      cancelled = true;
    };
    // Once per session: later rounds come from the spins themselves.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [session.status, model.id]);

  const spins = round ? [round.base, ...round.freeSpins] : [];
  const spin = spins[shownSpin] ?? null;
  const grid = spin?.grid ?? emptyGrid(model.reels * model.rows, model.id);
  const settled = !busy;
  const highlighted = spin && !motion ? winningCells(model, spin) : new Set<number>();
  const name = (symbol: string) =>
    symbolName(symbol, model.id, text.symbols, text.scatterPaysScatter);

  function hurry() {
    setQuickStop((count) => count + 1);
    pacer.current.hurry();
  }

  async function spinReels(index: number, spunRound: SlotRound, previous: readonly string[]) {
    const shown =
      index === 0 ? spunRound.base : (spunRound.freeSpins[index - 1] as SlotRound['base']);
    setShownSpin(index);
    setWinShown(null);
    const landed = new Promise<void>((resolve) => {
      settle.current = resolve;
    });
    motionCount.current += 1;
    setMotion({
      id: motionCount.current,
      strips: index === 0 ? model.baseStrips : model.freeStrips,
      stops: shown.stops,
      previous,
      plans: spinPlan(model!, shown.grid, turbo ? 'turbo' : 'normal'),
    });
    playSound('spin');
    await landed;
    setMotion(null);
    if (shown.win > 0) {
      const duration = countUpDuration(shown.win, spunRound.stake, turbo);
      playSound('win');
      setWinShown({ amount: shown.win, duration });
      await pacer.current.wait(duration + (turbo ? 300 : 700));
    } else if (index > 0) {
      await pacer.current.wait(turbo ? 150 : 350);
    }
    return shown.grid;
  }

  /** The round is already settled: this only shows it, and the balance follows at the end. */
  async function present(reply: RoundReply) {
    const spunRound = reply.round.outcome as SlotRound;
    const previous = grid;
    setRound(spunRound);
    setOverlay(null);
    if (reducedMotion()) {
      setShownSpin(0);
      setWinShown(spunRound.base.win > 0 ? { amount: spunRound.base.win, duration: 0 } : null);
      return;
    }
    let onScreen = await spinReels(0, spunRound, previous);
    if (spunRound.freeSpins.length > 0) {
      setOverlay({ kind: 'intro', count: spunRound.freeSpins.length });
      playSound('bigWin');
      await pacer.current.wait(turbo ? 1000 : 2200);
      setOverlay(null);
      for (let index = 1; index <= spunRound.freeSpins.length; index++) {
        onScreen = await spinReels(index, spunRound, onScreen);
      }
      const freeTotal = spunRound.freeSpins.reduce((sum, free) => sum + free.win, 0);
      setOverlay({ kind: 'total', amount: freeTotal });
      await pacer.current.wait(turbo ? 1200 : 2600);
    }
    const tier = winTier(spunRound.totalWin, spunRound.stake);
    if (tier === 'big' || tier === 'mega' || tier === 'epic') {
      const duration = countUpDuration(spunRound.totalWin, spunRound.stake, turbo);
      setOverlay({ kind: 'celebration', tier, amount: spunRound.totalWin, duration });
      playSound('bigWin');
      await pacer.current.wait(duration + 1800);
    }
    setOverlay(null);
  }

  async function play() {
    if (latest.current.busy || !game) return;
    setBusy(true);
    latest.current.busy = true;
    session.clearError();
    setAnnouncement('');
    const running = autoplayRef.current;
    if (running && wouldPassLossLimit(running.settings, running.progress, stake)) {
      endAutoplay('lossLimit');
      setBusy(false);
      latest.current.busy = false;
      return;
    }
    let reply: RoundReply | null = null;
    try {
      reply = await session.call('/slot/spin', { body: { bet: stake, requestId: newRequestId() } });
      if (session.fairness)
        session.setFairness({ ...session.fairness, nonce: reply.round.nonce + 1 });
      session.setBalance(Number(reply.round.balanceBefore) - Number(reply.round.stake));
      await present(reply);
      session.setBalance(Number(reply.balance));
      const spunRound = reply.round.outcome as SlotRound;
      setAnnouncement(describeOutcome(spunRound));
      setRoundsVersion((version) => version + 1);
    } catch (error) {
      session.fail(error);
      if (autoplayRef.current) endAutoplay('refused');
    } finally {
      setBusy(false);
      latest.current.busy = false;
    }
    if (reply) continueAutoplay(reply.round.outcome as SlotRound);
  }

  function describeOutcome(spunRound: SlotRound) {
    const won =
      spunRound.totalWin > 0 ? text.youWon(formatMoney(spunRound.totalWin, lang)) : text.noWin;
    const free =
      spunRound.freeSpins.length > 0 ? ` ${text.freeSpinsWon(spunRound.freeSpins.length)}` : '';
    return `${won}${free}`;
  }

  function startAutoplay(settings: AutoplaySettings) {
    setAutoplayNote(null);
    const next = { settings, progress: { played: 0, netLoss: 0 } };
    autoplayRef.current = next;
    setAutoplay(next);
    void play();
  }

  function endAutoplay(reason: AutoplayStop | 'player') {
    autoplayRef.current = null;
    setAutoplay(null);
    setAutoplayNote(reason);
  }

  function continueAutoplay(spunRound: SlotRound) {
    const running = autoplayRef.current;
    if (!running) return;
    const played = {
      stake: spunRound.stake,
      win: spunRound.totalWin,
      freeSpinsAwarded: spunRound.base.freeSpinsAwarded,
    };
    const progress = recordRound(running.progress, played);
    const reason = autoplayStop(running.settings, progress, played);
    if (reason) return endAutoplay(reason);
    const next = { ...running, progress };
    autoplayRef.current = next;
    setAutoplay(next);
    window.setTimeout(() => {
      if (autoplayRef.current) void latest.current.play();
    }, 250);
  }

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.code !== 'Space' || event.repeat) return;
      const target = event.target as HTMLElement | null;
      if (target?.closest('input, select, textarea, button, summary, a')) return;
      event.preventDefault();
      if (latest.current.busy) latest.current.hurry();
      else void latest.current.play();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);

  useEffect(() => {
    latest.current.play = play;
    latest.current.hurry = hurry;
  });

  const describeRound = (record: RoundRecord) => {
    const outcome = record.outcome as SlotRound | null;
    const free = outcome?.freeSpins?.length ?? 0;
    const gameName = game?.name ?? slot.name;
    return free > 0 ? `${gameName} · ${text.freeSpinsWon(free)}` : gameName;
  };

  return (
    <GameLayout
      session={session}
      sound
      title={text.title}
      aside={
        <>
          <SlotPaytable game={slot} lang={lang} t={t} text={text} />
          {session.fairness && game && (
            <FairnessPanel
              fairness={session.fairness}
              game={game}
              call={session.call}
              onChange={session.setFairness}
              onError={session.fail}
              lang={lang}
              t={t}
            />
          )}
          <RecentRounds
            call={session.call}
            version={roundsVersion}
            describe={describeRound}
            lang={lang}
            t={t}
          />
        </>
      }
    >
      <div className={`stage stage--${model.id}`} onClick={() => busy && hurry()}>
        <ReelGrid
          model={model}
          grid={grid}
          highlighted={highlighted}
          lines={spin && !motion ? winningLines(spin).map((line) => line - 1) : []}
          motion={motion}
          quickStop={quickStop}
          onReelStop={() => playSound('reelStop')}
          onSettled={() => settle.current()}
          symbolSet={symbolSet}
          text={text}
        />
        {winShown && !motion && !overlay && (
          <p className="win-banner" aria-hidden="true">
            <CountUpAmount amount={winShown.amount} duration={winShown.duration} lang={lang} />
          </p>
        )}
        {overlay?.kind === 'intro' && (
          <div className="overlay free-spins-intro" data-testid="free-spins-intro">
            <strong>{text.freeSpinsIntro(overlay.count)}</strong>
            <span>{text.freeSpinsMultiplier(slot.freeSpins.multiplier)}</span>
          </div>
        )}
        {overlay?.kind === 'total' && (
          <div className="overlay free-spins-total" data-testid="free-spins-total">
            <span>{text.freeSpinsTotal}</span>
            <strong>{formatMoney(overlay.amount, lang)}</strong>
          </div>
        )}
        {overlay?.kind === 'celebration' && (
          <Celebration
            tier={overlay.tier}
            amount={overlay.amount}
            duration={overlay.duration}
            lang={lang}
            text={text}
            onDone={() => pacer.current.hurry()}
          />
        )}
      </div>
      {settled && spins.length > 1 && (
        <div className="spin-tabs" role="group" aria-label={text.freeSpinsWon(spins.length - 1)}>
          {spins.map((_, index) => (
            <button
              key={index}
              type="button"
              aria-pressed={index === shownSpin}
              onClick={() => setShownSpin(index)}
            >
              {index === 0 ? text.baseSpin : text.freeSpin(index, spins.length - 1)}
            </button>
          ))}
        </div>
      )}
      <div className="result" aria-live="polite" data-testid="result">
        {settled &&
          round &&
          (round.totalWin > 0 ? (
            <span className="positive">{text.youWon(formatMoney(round.totalWin, lang))}</span>
          ) : (
            text.noWin
          ))}
        {settled && round && round.base.freeSpinsAwarded > 0 && (
          <span> · {text.freeSpinsWon(round.freeSpins.length)}</span>
        )}
      </div>
      <p className="visually-hidden" aria-live="assertive" data-testid="announcement">
        {announcement}
      </p>
      {settled && spin && spin.win > 0 && (
        <ul className="win-list">
          {spin.wins.map((win, index) => (
            <li key={index}>
              {win.kind === 'line' ? (
                <>
                  {model.evaluation === 'lines' && (
                    <LineMap model={model} line={win.line} count={win.count} />
                  )}
                  {text.lineWin(
                    win.line + 1,
                    win.count,
                    name(win.symbol),
                    formatMoney(win.win, lang),
                  )}
                </>
              ) : (
                text.anywhereWin(win.count, name(win.symbol), formatMoney(win.win, lang))
              )}
            </li>
          ))}
          {spin.scatterWin > 0 && (
            <li>{text.scatterWin(spin.scatterCount, formatMoney(spin.scatterWin, lang))}</li>
          )}
        </ul>
      )}
      {game && (
        <div className="controls">
          <BetSelector
            bet={stake}
            minBet={game.minBet}
            maxBet={game.maxBet}
            onChange={setBet}
            disabled={busy || autoplay !== null}
            lang={lang}
            t={t}
          />
          <button
            type="button"
            className="primary spin-button"
            onClick={() => (busy ? hurry() : void play())}
            disabled={busy && !motion && !overlay && !winShown}
            data-testid="spin"
          >
            {busy ? text.stop : text.spin}
          </button>
          <label className="turbo">
            <input
              type="checkbox"
              checked={turbo}
              onChange={(event) => setTurbo(event.target.checked)}
            />{' '}
            {text.turbo}
          </label>
        </div>
      )}
      {game && <StakeNotes notes={stakeNotes(stakeRules, stake, lang)} />}
      {game && (
        <AutoplayPanel
          running={autoplay !== null}
          left={autoplay ? autoplay.settings.spins - autoplay.progress.played : 0}
          disabled={busy}
          onStart={startAutoplay}
          onStop={() => endAutoplay('player')}
          text={text}
        />
      )}
      {autoplayNote && (
        <p className="muted" role="status" data-testid="autoplay-note" data-reason={autoplayNote}>
          {text.autoplayStopped[autoplayNote]}
        </p>
      )}
      <p className="muted hint">{text.spaceHint}</p>
    </GameLayout>
  );
}

/** Before the first spin the reels show a calm pattern of the game's own symbols. */
function emptyGrid(cells: number, modelId: string): string[] {
  const symbols =
    modelId === 'scatter-pays'
      ? ['rose', 'lemon', 'mint', 'pistachio', 'tea', 'coffee', 'baklava', 'kunefe']
      : ['ace', 'tulip', 'king', 'lantern', 'queen', 'teapot', 'jack', 'crescent', 'ten', 'wild'];
  return Array.from(
    { length: cells },
    (_, index) => symbols[(index * 7) % symbols.length] as string,
  );
}
