import type { CrashOwnBet, CrashStateReply } from '@lale/contract/crash-api';
import type { CrashEvent } from '@lale/contract/live/crash-payloads';
import { parseTopic } from '@lale/contract/live/topics';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { common } from '../i18n/common.ts';
import { crashText } from '../i18n/crash.ts';
import { GameApiError, newRequestId } from '../shared/api.ts';
import { formatMoney } from '../shared/money.ts';
import { useGameSession } from '../shared/session/use-game-session.ts';
import { useStakeRules } from '../shared/session/use-stake-rules.ts';
import { ErrorBanner } from '../shared/ui/error-banner.tsx';
import { SessionGate } from '../shared/ui/session-gate.tsx';
import type { PanelSettings } from './bet-panel.tsx';
import { Panels, SLOTS } from './bet-panels.tsx';
import { CrashScene } from './crash-scene.tsx';
import { crashOpening, type CrashSession } from './crash-opening.ts';
import { flightAt } from './flight.ts';
import { multiplierText } from './format.ts';
import type { CrashLive } from './live.ts';
import { LiveBadge } from './live-badge.tsx';
import { LiveBets, MyBets, PastRounds, ResultsStrip, RulesPanel } from './lists.tsx';
import {
  mergeOwnBet,
  ownBetAfterCashout,
  ownBetAfterCrash,
  ownBetFor,
  panelAction,
  type Slot,
} from './panel-state.ts';
import { applyCrashEvent, roundFromSnapshot, type RoundView } from './round-state.ts';
import { ShownMultiplier } from './shown-multiplier.ts';
import { clampStake } from './stake.ts';
import { useReducedMotion } from './use-ticker.ts';

type Tab = 'all' | 'mine' | 'rounds' | 'rules';
const TABS: readonly Tab[] = ['all', 'mine', 'rounds', 'rules'];

/** The crash page: Zeplin or Spaceman, whichever the session's game is. */
export function CrashApp({ live }: { live: CrashLive }) {
  const session = useGameSession('crash', crashOpening);
  return (
    <SessionGate session={session} pageClass="crash-page" loadingClass="crash-loading">
      {(initial) => <CrashGame session={session} initial={initial} live={live} />}
    </SessionGate>
  );
}

function CrashGame({
  session,
  initial,
  live,
}: {
  session: CrashSession;
  initial: CrashStateReply;
  live: CrashLive;
}) {
  const { lang, call, fail, setBalance } = session;
  const stakeRules = useStakeRules(session);
  const t = common[lang];
  const text = crashText[lang];
  const rules = initial.rules;
  const model = (rules.model ?? session.game?.model) === 'spaceman' ? 'spaceman' : 'zeplin';
  const name = session.game?.name ?? text.names[model] ?? text.title;
  const reducedMotion = useReducedMotion();

  const [view, setView] = useState<RoundView | null>(() => roundFromSnapshot(initial.snapshot));
  const [ownBets, setOwnBets] = useState<CrashOwnBet[]>(initial.ownBets);
  const [panels, setPanels] = useState<PanelSettings[]>(() =>
    SLOTS.map(() => ({
      stake: clampStake(1000, rules),
      auto: false,
      autoTarget: 200,
      queued: false,
      pending: false,
    })),
  );
  const [tab, setTab] = useState<Tab>('all');
  const [history, setHistory] = useState<CrashOwnBet[] | null>(null);
  const [historyVersion, setHistoryVersion] = useState(0);
  const [announcement, setAnnouncement] = useState('');
  const [shown] = useState(() => new ShownMultiplier());

  const viewRef = useRef(view);
  const ownBetsRef = useRef(ownBets);
  const panelsRef = useRef(panels);
  useEffect(() => {
    viewRef.current = view;
    ownBetsRef.current = ownBets;
    panelsRef.current = panels;
  });

  // The live channel's clock; until it has spoken, the offset GET /crash/state gave.
  const stateOffset = session.clockOffset;
  const serverNow = useCallback(
    () => (live.status() === 'open' ? live.serverNow() : Date.now() + stateOffset),
    [live, stateOffset],
  );

  const setPanel = useCallback((slot: Slot, patch: Partial<PanelSettings>) => {
    setPanels((current) =>
      current.map((panel, index) => (index === slot ? { ...panel, ...patch } : panel)),
    );
  }, []);

  const refreshState = useCallback(async () => {
    try {
      const state = await call('/crash/state');
      setOwnBets(state.ownBets);
      setBalance(Number(state.balance));
    } catch {
      // The next reply or event brings the page back in step.
    }
  }, [call, setBalance]);

  const placeBet = useCallback(
    async (slot: Slot) => {
      const settings = panelsRef.current[slot];
      if (!settings || settings.pending) return;
      setPanel(slot, { pending: true, queued: false });
      session.clearError();
      try {
        const reply = await call('/crash/bet', {
          body: {
            slot,
            stake: settings.stake,
            autoCashoutHundredths: settings.auto ? settings.autoTarget : null,
            requestId: newRequestId(),
          },
        });
        setOwnBets((bets) => mergeOwnBet(bets, reply.bet));
        setBalance(Number(reply.balance));
        setAnnouncement(text.announceBet(formatMoney(reply.bet.stake, lang)));
      } catch (error) {
        fail(error);
        if (error instanceof GameApiError && error.code === 'betting_closed') {
          setPanel(slot, { queued: true });
        } else if (error instanceof GameApiError && error.code === 'bet_exists') {
          void refreshState();
        }
      } finally {
        setPanel(slot, { pending: false });
      }
    },
    [call, fail, lang, refreshState, session, setBalance, setPanel, text],
  );

  const cashOut = useCallback(
    async (slot: Slot, portion: 'all' | 'half') => {
      if (panelsRef.current[slot]?.pending) return;
      // What the screen shows at the click is what the player asks for; the server pays it
      // unless its own clock is behind that (then its own).
      const shownHundredths = shown.of(viewRef.current?.roundId);
      setPanel(slot, { pending: true });
      session.clearError();
      try {
        const reply = await call('/crash/cashout', {
          body: { slot, portion, shownHundredths, requestId: newRequestId() },
        });
        const before = ownBetsRef.current.find((bet) => bet.betId === reply.bet.betId);
        setOwnBets((bets) => mergeOwnBet(bets, reply.bet));
        setBalance(Number(reply.balance));
        const leg = reply.bet.cashouts[reply.bet.cashouts.length - 1];
        if (leg && reply.bet.payout > (before?.payout ?? 0)) {
          setAnnouncement(
            text.announceCashout(
              formatMoney(leg.payout, lang),
              multiplierText(leg.atHundredths, lang),
            ),
          );
        }
      } catch (error) {
        fail(error);
        if (error instanceof GameApiError) void refreshState();
      } finally {
        setPanel(slot, { pending: false });
      }
    },
    [call, fail, lang, refreshState, session, setBalance, setPanel, shown, text],
  );

  const onEvent = useCallback(
    (event: CrashEvent) => {
      setView((current) => applyCrashEvent(current, event));
      if (event.type === 'crash.betting') {
        for (const slot of SLOTS) if (panelsRef.current[slot]?.queued) void placeBet(slot);
      } else if (event.type === 'crash.cashout') {
        const own = ownBetsRef.current.find((bet) => bet.betId === event.betId);
        if (own && !own.cashouts.some((leg) => leg.atHundredths === event.atHundredths)) {
          // The server cashed it out (auto target or the round's payout cap): take its word.
          setOwnBets((bets) =>
            bets.map((bet) =>
              bet.betId === event.betId
                ? ownBetAfterCashout(bet, event.atHundredths, event.payout)
                : bet,
            ),
          );
          setAnnouncement(
            text.announceCashout(
              formatMoney(event.payout, lang),
              multiplierText(event.atHundredths, lang),
            ),
          );
          void refreshState();
        }
      } else if (event.type === 'crash.crashed') {
        setOwnBets((bets) =>
          bets.map((bet) =>
            bet.roundId === event.roundId ? ownBetAfterCrash(bet, event.crashPointHundredths) : bet,
          ),
        );
        setAnnouncement(text.announceCrash(multiplierText(event.crashPointHundredths, lang)));
        setHistoryVersion((version) => version + 1);
      }
    },
    [lang, placeBet, refreshState, text],
  );
  const onEventRef = useRef(onEvent);
  useEffect(() => {
    onEventRef.current = onEvent;
  });

  useEffect(() => {
    const parsed = parseTopic(rules.topic);
    if (!parsed || parsed.kind !== 'game') return;
    return live.subscribe(parsed.topic, (message) => {
      if (message.type === 'snapshot') {
        const next = roundFromSnapshot(message.payload);
        setView(next);
        if (next.phase === 'betting') {
          for (const slot of SLOTS) if (panelsRef.current[slot]?.queued) void placeBet(slot);
        }
      } else {
        onEventRef.current(message.payload);
      }
    });
  }, [live, rules.topic, placeBet]);

  // The own history reloads when its tab opens and after each round (once settled).
  useEffect(() => {
    if (tab !== 'mine') return;
    let cancelled = false;
    const timer = window.setTimeout(
      () => {
        call('/crash/history', { query: { limit: 20 } })
          .then((reply) => !cancelled && setHistory(reply.bets))
          .catch(() => !cancelled && setHistory((current) => current ?? []));
      },
      historyVersion === 0 ? 0 : 800,
    );
    return () => {
      cancelled = true;
      window.clearTimeout(timer);
    };
  }, [call, tab, historyVersion]);

  const mainAction = useCallback(
    (slot: Slot) => {
      const current = viewRef.current;
      if (!current) return;
      const settings = panelsRef.current[slot];
      if (!settings) return;
      const action = panelAction({
        phase: current.phase,
        bet: ownBetFor(ownBetsRef.current, current.roundId, slot),
        queued: settings.queued,
        pending: settings.pending,
        multiplier: flightAt(current, serverNow()).multiplier,
        halfCashout: rules.halfCashout,
      });
      if (action.kind === 'bet') void placeBet(slot);
      else if (action.kind === 'cashout') void cashOut(slot, 'all');
      else if (action.kind === 'bet-next') setPanel(slot, { queued: true });
      else if (action.kind === 'cancel-next') setPanel(slot, { queued: false });
    },
    [cashOut, placeBet, rules.halfCashout, serverNow, setPanel],
  );

  // Space with nothing focused plays the first panel.
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== ' ' || event.repeat || event.target !== document.body) return;
      event.preventDefault();
      mainAction(0);
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [mainAction]);

  const ownBetIds = useMemo(() => new Set(ownBets.map((bet) => bet.betId)), [ownBets]);

  return (
    <div className={`crash-page crash-page--${model}`}>
      <header className="crash-top">
        <h1>{name}</h1>
        <LiveBadge live={live} text={text} />
        {session.balance !== null && (
          <p className="balance">
            <span>{t.balance}</span>{' '}
            <strong data-testid="balance">{formatMoney(session.balance, lang)}</strong>
          </p>
        )}
      </header>
      <ErrorBanner error={session.error} onClose={session.clearError} closeLabel={t.close} />
      <div className="crash-layout">
        <main className="crash-main">
          <ResultsStrip history={view?.history ?? []} lang={lang} text={text} />
          <CrashScene
            model={model}
            view={view}
            serverNow={serverNow}
            shown={shown}
            bettingPhaseMs={rules.bettingPhaseMs}
            reducedMotion={reducedMotion}
            lang={lang}
            text={text}
            name={name}
          />
          <Panels
            view={view}
            ownBets={ownBets}
            panels={panels}
            serverNow={serverNow}
            shown={shown}
            rules={rules}
            stakeRules={stakeRules}
            lang={lang}
            text={text}
            onChange={setPanel}
            onMain={mainAction}
            onHalf={(slot) => void cashOut(slot, 'half')}
          />
          <p className="muted crash-hint">{text.spaceHint}</p>
        </main>
        <aside className="crash-side">
          <div className="tabs" role="tablist" aria-label={text.tabsLabel}>
            {TABS.map((name) => (
              <button
                key={name}
                type="button"
                role="tab"
                id={`tab-${name}`}
                aria-selected={tab === name}
                aria-controls={`tabpanel-${name}`}
                tabIndex={tab === name ? 0 : -1}
                onClick={() => setTab(name)}
                onKeyDown={(event) => {
                  const step = event.key === 'ArrowRight' ? 1 : event.key === 'ArrowLeft' ? -1 : 0;
                  if (!step) return;
                  const next = TABS[(TABS.indexOf(name) + step + TABS.length) % TABS.length]!;
                  setTab(next);
                  document.getElementById(`tab-${next}`)?.focus();
                }}
              >
                {text.tabs[name]}
              </button>
            ))}
          </div>
          <div
            className="tabpanel"
            role="tabpanel"
            id={`tabpanel-${tab}`}
            aria-labelledby={`tab-${tab}`}
          >
            {tab === 'all' && (
              <LiveBets bets={view?.bets ?? []} ownBetIds={ownBetIds} lang={lang} text={text} />
            )}
            {tab === 'mine' && (
              <MyBets
                bets={history}
                history={view?.history ?? []}
                rules={rules}
                lang={lang}
                text={text}
              />
            )}
            {tab === 'rounds' && (
              <PastRounds history={view?.history ?? []} rules={rules} lang={lang} text={text} />
            )}
            {tab === 'rules' && <RulesPanel rules={rules} lang={lang} text={text} />}
          </div>
        </aside>
      </div>
      <p className="visually-hidden" role="status" aria-live="assertive" data-testid="announcer">
        {announcement}
      </p>
    </div>
  );
}
