import type { HandReply, StudioRound as RoundRecord } from '@lale/contract/studio/replies';
import type { StudioAction } from '@lale/contract/studio/requests';
import { useEffect, useMemo, useRef, useState } from 'react';
import { blackjackText } from '../i18n/blackjack.ts';
import { liveText } from '../i18n/live.ts';
import { newRequestId } from '../shared/api.ts';
import { formatMoney, formatPercent } from '../shared/money.ts';
import { playSound } from '../shared/sound/index.ts';
import { chipValues } from '../shared/table/chip-book.ts';
import { ChipRack } from '../shared/table/chip-rack.tsx';
import { ResultsStrip } from '../shared/table/results-strip.tsx';
import { useTableChips } from '../shared/table/use-chips.ts';
import { useGameArt } from '../shared/table/use-game-art.ts';
import { useReducedMotion } from '../shared/table/use-reduced-motion.ts';
import { useSpaceKey } from '../shared/table/use-space-key.ts';
import { FairnessPanel } from '../shared/ui/fairness-panel.tsx';
import { GameLayout } from '../shared/ui/game-layout.tsx';
import { RecentRounds, roundsFromReply } from '../shared/ui/recent-rounds.tsx';
import { seededGame } from '../shared/session/seeded-game.ts';
import { useGameSession } from '../shared/session/use-game-session.ts';
import { stakeNotes } from '../shared/stake-notes.ts';
import { StakeNotes } from '../shared/ui/stake-notes.tsx';
import { useStakeRules } from '../shared/session/use-stake-rules.ts';
import { BlackjackFelt } from './blackjack-felt.tsx';
import { planDeal, type DealPlan } from './deal-timing.ts';
import { handResult } from './hand-result.ts';
import { lastSettledBet, settledView } from './last-bet.ts';
import { handInPlay, playerActions, type HandView } from './wire.ts';

/** House edge 0.40% with basic strategy (packages/games README, 4·10⁵ simulated hands). */
const BLACKJACK_RTP = 0.996;
const HISTORY = 14;
const SPOT = 'circle';

/** The keys that play a hand, by the action's wire name. */
const ACTION_KEYS: Partial<Record<StudioAction, string>> = {
  hit: 'h',
  stand: 's',
  double: 'd',
  split: 'p',
  insurance: 'i',
  'decline-insurance': 'n',
};

export function BlackjackApp() {
  const session = useGameSession('blackjack', seededGame);
  const { lang, t, game, status, call, fail } = session;
  const stakeRules = useStakeRules(session);
  const text = blackjackText[lang];
  const live = liveText[lang];
  const reduced = useReducedMotion();
  useGameArt(game?.id, lang);
  const limits = useMemo(
    () => ({ minBet: game?.minBet ?? 100, maxBet: game?.maxBet ?? 100_000 }),
    [game?.minBet, game?.maxBet],
  );
  const rack = useMemo(() => chipValues(limits), [limits]);
  const [chip, setChip] = useState<number | null>(null);
  const chipValue = chip !== null && rack.includes(chip) ? chip : (rack[0] ?? limits.minBet);
  const table = useTableChips(limits);
  const [lastStake, setLastStake] = useState<number | null>(null);
  const [view, setView] = useState<HandView | null>(null);
  const [plan, setPlan] = useState<DealPlan | null>(null);
  /** The cards of the last reply have all landed: results and the new balance may be told. */
  const [landed, setLanded] = useState(true);
  const [resumed, setResumed] = useState(false);
  const [busy, setBusy] = useState(false);
  const [lastWin, setLastWin] = useState<number | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [history, setHistory] = useState<HandView[]>([]);
  const [roundsVersion, setRoundsVersion] = useState(0);
  const timers = useRef<number[]>([]);

  useEffect(() => {
    if (status !== 'ready') return;
    call('/blackjack/current')
      .then((reply) => {
        setView(reply.hand);
        setResumed(handInPlay(reply.hand));
      })
      .catch(fail);
  }, [status, call, fail]);

  useEffect(() => {
    if (status !== 'ready') return;
    let cancelled = false;
    call('/rounds', { query: { limit: HISTORY } })
      .then((reply) => {
        if (cancelled) return;
        const rounds = roundsFromReply(reply);
        setHistory(rounds.flatMap((round) => settledView(round) ?? []));
        // After a reload the page has no bet of its own yet: Repeat offers the last one settled.
        setLastStake((stake) => stake ?? lastSettledBet(rounds));
      })
      .catch(() => undefined);
    return () => {
      cancelled = true;
    };
  }, [status, call, roundsVersion]);

  useEffect(() => () => timers.current.forEach((id) => window.clearTimeout(id)), []);

  const later = (seconds: number, step: () => void) => {
    if (seconds <= 0) step();
    else timers.current.push(window.setTimeout(step, seconds * 1000));
  };

  /** Plays one deal or action (a fresh request id each) and shows the hand it answers. */
  async function send(dealing: boolean, play: (requestId: string) => Promise<HandReply>) {
    setBusy(true);
    session.clearError();
    try {
      const reply = await play(newRequestId());
      const next = reply.hand;
      const dealt = next ? planDeal(dealing ? null : view, next, reduced) : null;
      setView(next);
      setPlan(dealt);
      setResumed(false);
      for (const delay of dealt?.delays.values() ?? []) later(delay, () => playSound('cardDeal'));
      if (dealing && session.fairness) {
        session.setFairness({ ...session.fairness, nonce: session.fairness.nonce + 1 });
      }
      const settled = next?.phase === 'settled';
      const win = settled && reply.round ? Number(reply.round.win) : null;
      setLanded(!settled);
      setLastWin(null);
      // The server has settled the hand; the page tells it once the last card lies still.
      later(settled ? (dealt?.settlesAfter ?? 0) : 0, () => {
        session.setBalance(Number(reply.balance));
        setBusy(false);
        if (!settled) return;
        setLanded(true);
        setLastWin(win);
        setRoundsVersion((version) => version + 1);
        if (win !== null && win > 0) playSound('win');
      });
    } catch (error) {
      fail(error);
      setBusy(false);
    }
  }

  const inPlay = handInPlay(view);
  const actions = playerActions(view);
  /** What Deal stakes: the chips placed, else the last hand's bet again. */
  const nextStake = table.total > 0 ? table.total : (lastStake ?? limits.minBet);
  const deal = () => {
    if (busy || inPlay) return;
    setLastStake(nextStake);
    table.settle();
    void send(true, (requestId) =>
      call('/blackjack/deal', { body: { bet: nextStake, requestId } }),
    );
  };
  const act = (action: StudioAction) => {
    if (busy) return;
    void send(false, (requestId) => call('/blackjack/action', { body: { action, requestId } }));
  };
  useSpaceKey(deal);
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.ctrlKey || event.metaKey || event.altKey || event.repeat) return;
      if (event.target instanceof Element && event.target.closest('input, select, textarea'))
        return;
      const action = actions.find((a) => ACTION_KEYS[a] === event.key.toLowerCase());
      if (!action || busy) return;
      event.preventDefault();
      void send(false, (requestId) => call('/blackjack/action', { body: { action, requestId } }));
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  });

  const placeChip = () => {
    const refused = table.place(SPOT, chipValue);
    if (refused === 'above-table-maximum')
      setNotice(live.chips.overLimit(formatMoney(limits.maxBet, lang)));
    else setNotice(live.chips.placed(text.circle, formatMoney(chipValue, lang)));
  };
  const rackActions = {
    ...table.actions,
    canRepeat: table.actions.canRepeat || (table.chips.length === 0 && lastStake !== null),
    repeat: () => {
      if (table.actions.canRepeat) table.actions.repeat?.();
      else if (lastStake !== null && table.place(SPOT, lastStake) !== null) setNotice(null);
    },
  };

  const results =
    view && landed && view.phase === 'settled'
      ? view.hands.map((hand) => handResult(hand, view))
      : null;
  const summary =
    view && results
      ? view.hands
          .map((hand, index) =>
            text.handSummary(
              text.hand(index + 1, view.hands.length),
              text.outcome[results[index] ?? ''] ?? '',
              hand.total,
              view.dealerTotal ?? 0,
            ),
          )
          .join('. ') + '.'
      : '';
  const strip = history.map((past, index) => {
    const hand = past.hands[0];
    const result = hand ? handResult(hand, past) : null;
    return {
      key: String(history.length - index),
      token: String(hand?.total ?? '–'),
      tone: result ?? 'push',
      label: hand
        ? text.handSummary(
            text.hand(1, 1),
            text.outcome[result ?? ''] ?? '',
            hand.total,
            past.dealerTotal ?? 0,
          )
        : text.title,
    };
  });
  const describeRound = (record: RoundRecord) =>
    Number(record.win) > 0 ? (text.outcome.win ?? text.title) : text.title;

  return (
    <GameLayout
      session={session}
      sound
      title={text.title}
      aside={
        <>
          <section className="panel">
            <details open>
              <summary>{t.rules}</summary>
              <p data-testid="rtp">
                {t.rtp(formatPercent(BLACKJACK_RTP, lang))} ({text.rtpNote})
              </p>
              <ul>
                {text.rules.map((rule) => (
                  <li key={rule}>{rule}</li>
                ))}
              </ul>
            </details>
            <details>
              <summary>{t.paytable}</summary>
              <table className="data">
                <tbody>
                  {text.paytable.map(([name, pays]) => (
                    <tr key={name}>
                      <th scope="row">{name}</th>
                      <td>{pays}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </details>
          </section>
          {session.fairness && game && (
            <FairnessPanel
              fairness={session.fairness}
              game={game}
              call={call}
              onChange={session.setFairness}
              onError={fail}
              busy={inPlay}
              lang={lang}
              t={t}
            />
          )}
          <RecentRounds
            call={call}
            version={roundsVersion}
            describe={describeRound}
            lang={lang}
            t={t}
          />
        </>
      }
    >
      <ResultsStrip results={strip} title={text.lastResults} empty={text.noResults} />
      {resumed && (
        <p role="status" className="muted">
          {text.resumed}
        </p>
      )}
      <BlackjackFelt
        view={view}
        plan={plan}
        results={results}
        inPlay={inPlay}
        circle={{ amount: table.total, rack, onPlace: placeChip, disabled: busy }}
        lang={lang}
        text={text}
      />
      <div className="result" aria-live="polite" data-testid="result">
        {view?.phase === 'insurance' && text.insuranceOffer}
        {view?.phase === 'settled' && landed && (
          <>
            {text.handOver} {summary}
            {lastWin !== null && ` ${text.returned(formatMoney(lastWin, lang))}`}
          </>
        )}
      </div>
      <p className="visually-hidden" aria-live="polite">
        {notice}
      </p>
      <div className="controls bj-controls" data-testid="controls" aria-busy={busy}>
        {inPlay ? (
          actions.map((action) => (
            <button
              key={action}
              type="button"
              className={action === 'hit' || action === 'stand' ? 'primary' : undefined}
              disabled={busy}
              aria-keyshortcuts={ACTION_KEYS[action]?.toUpperCase()}
              onClick={() => act(action)}
            >
              {text.actions[action] ?? action}
              {ACTION_KEYS[action] && (
                <kbd aria-hidden="true">{ACTION_KEYS[action]?.toUpperCase()}</kbd>
              )}
            </button>
          ))
        ) : (
          <>
            <ChipRack
              rack={rack}
              chip={chipValue}
              onChip={setChip}
              actions={rackActions}
              disabled={busy}
              total={table.total}
              lang={lang}
              text={live}
            />
            {game && <StakeNotes notes={stakeNotes(stakeRules, nextStake, lang)} />}
            <button
              type="button"
              className="primary bj-deal"
              disabled={busy || !game}
              onClick={deal}
              aria-keyshortcuts="Space"
            >
              {busy ? text.dealing : text.deal}
            </button>
          </>
        )}
      </div>
      <p className="muted bj-keys">{inPlay || !game ? text.keys : text.placeBet}</p>
    </GameLayout>
  );
}
