import type { StudioRound as RoundRecord } from '@lale/contract/studio/replies';
import type { VideoPokerReply, VideoPokerView } from '@lale/contract/studio/video-poker';
import { VIDEO_POKER_RTP } from '@lale/games/video-poker/paytable';
import { useEffect, useState } from 'react';
import { videoPokerText } from '../i18n/video-poker.ts';
import { newRequestId } from '../shared/api.ts';
import { formatMoney, formatPercent } from '../shared/money.ts';
import { playSound } from '../shared/sound/index.ts';
import { stakeNotes } from '../shared/stake-notes.ts';
import { FairnessPanel } from '../shared/ui/fairness-panel.tsx';
import { GameLayout } from '../shared/ui/game-layout.tsx';
import { RecentRounds } from '../shared/ui/recent-rounds.tsx';
import { StakeNotes } from '../shared/ui/stake-notes.tsx';
import { seededGame } from '../shared/session/seeded-game.ts';
import { useGameSession } from '../shared/session/use-game-session.ts';
import { useStakeRules } from '../shared/session/use-stake-rules.ts';
import { CoinSelector, coinValuesWithin } from './coin-selector.tsx';
import { HoldCard } from './hold-card.tsx';
import { PaytableView } from './paytable-view.tsx';
import { usePokerKeys } from './use-poker-keys.ts';

const NO_HOLDS = [false, false, false, false, false];

export function VideoPokerApp() {
  const session = useGameSession('video-poker', seededGame);
  const { lang, t, game, status, call, fail } = session;
  const text = videoPokerText[lang];
  const [view, setView] = useState<VideoPokerView | null>(null);
  const [holds, setHolds] = useState<boolean[]>(NO_HOLDS);
  const [coins, setCoins] = useState(5);
  const [chosenValue, setChosenValue] = useState<number | null>(null);
  const [resumed, setResumed] = useState(false);
  const [busy, setBusy] = useState(false);
  const [roundsVersion, setRoundsVersion] = useState(0);

  useEffect(() => {
    if (status !== 'ready') return;
    call('/video-poker/current')
      .then((reply) => {
        setView(reply.game);
        setResumed(reply.game !== null);
        if (reply.game) setCoins(reply.game.coins);
      })
      .catch(fail);
  }, [status, call, fail]);

  const values = game ? coinValuesWithin(game.minBet, game.maxBet) : [];
  const coinValue = chosenValue ?? values.find((v) => v * 5 >= (game?.minBet ?? 0)) ?? 100;
  const stake = coins * coinValue;
  const withinLimits = !!game && stake >= game.minBet && stake <= game.maxBet;
  const drawing = view?.phase === 'dealt';
  const stakeRules = useStakeRules(session);

  async function send(dealing: boolean, play: (requestId: string) => Promise<VideoPokerReply>) {
    if (busy) return;
    setBusy(true);
    session.clearError();
    try {
      const reply = await play(newRequestId());
      setView(reply.game);
      setResumed(false);
      setHolds(reply.game.holds ?? NO_HOLDS);
      session.setBalance(Number(reply.balance));
      playSound(reply.game.phase === 'settled' && reply.game.win > 0 ? 'win' : 'cardDeal');
      if (reply.game.phase === 'settled') setRoundsVersion((version) => version + 1);
      if (dealing && session.fairness)
        session.setFairness({ ...session.fairness, nonce: session.fairness.nonce + 1 });
    } catch (error) {
      fail(error);
    } finally {
      setBusy(false);
    }
  }

  const deal = () => {
    if (!withinLimits) return;
    setHolds(NO_HOLDS);
    void send(true, (requestId) =>
      call('/video-poker/deal', { body: { coins, coinValue, requestId } }),
    );
  };
  const draw = () => {
    const [a, b, c, d, e] = holds as [boolean, boolean, boolean, boolean, boolean];
    void send(false, (requestId) =>
      call('/video-poker/draw', { body: { holds: [a, b, c, d, e], requestId } }),
    );
  };
  const toggle = (position: number) => {
    if (!drawing || busy) return;
    setHolds((current) => current.map((held, i) => (i === position ? !held : held)));
  };
  usePokerKeys(toggle, () => (drawing ? draw() : deal()));

  const settled = view?.phase === 'settled';
  const lit = view && view.hand !== 'nothing' ? view.hand : null;
  const describeRound = (record: RoundRecord) => {
    const hand = (record.outcome as Partial<VideoPokerView> | null)?.hand;
    return hand && record.status === 'settled' ? text.hands[hand] : text.title;
  };

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
                {t.rtp(formatPercent(VIDEO_POKER_RTP, lang))} ({text.rtpNote})
              </p>
              <ul>
                {text.rules.map((rule) => (
                  <li key={rule}>{rule}</li>
                ))}
              </ul>
            </details>
          </section>
          {session.fairness && game && (
            <FairnessPanel
              fairness={session.fairness}
              game={game}
              call={call}
              onChange={session.setFairness}
              onError={fail}
              busy={drawing}
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
      {resumed && (
        <p role="status" className="muted">
          {text.resumed}
        </p>
      )}
      <PaytableView
        coins={view && drawing ? view.coins : coins}
        hand={lit}
        text={text}
        lang={lang}
      />
      <ul className="vp-hand" data-testid="vp-hand">
        {!view &&
          NO_HOLDS.map((_, index) => (
            <li key={index} className="vp-slot">
              <span className="card card--back vp-card" aria-hidden="true" />
            </li>
          ))}
        {(view?.cards ?? []).map((card, index) => (
          <HoldCard
            key={`${index}-${card}`}
            card={card}
            position={index + 1}
            held={holds[index] ?? false}
            onToggle={drawing && !busy ? () => toggle(index) : null}
            text={text}
          />
        ))}
      </ul>
      <div className="result" aria-live="polite" data-testid="vp-result">
        {drawing && lit && text.dealtHand(text.hands[lit])}
        {settled &&
          (view.win > 0
            ? text.won(text.hands[view.hand], formatMoney(view.win, lang))
            : text.noWin)}
      </div>
      <p className="muted vp-hint">{drawing ? text.hint : text.dealHint}</p>
      <div className="controls vp-controls" data-testid="controls" aria-busy={busy}>
        {!drawing && game && (
          <CoinSelector
            coins={coins}
            coinValue={coinValue}
            values={values}
            onCoins={setCoins}
            onCoinValue={setChosenValue}
            disabled={busy}
            lang={lang}
            text={text}
          />
        )}
        <p className="vp-stake" data-testid="vp-stake">
          {text.stake(formatMoney(view && drawing ? view.stake : stake, lang))}
          {!drawing && game && !withinLimits && (
            <span className="negative"> · {text.outOfLimits}</span>
          )}
        </p>
        <button
          type="button"
          className="primary vp-play"
          disabled={busy || !game || (!drawing && !withinLimits)}
          onClick={drawing ? draw : deal}
        >
          {busy ? text.working : drawing ? text.draw : text.deal}
        </button>
      </div>
      {!drawing && game && <StakeNotes notes={stakeNotes(stakeRules, stake, lang)} />}
    </GameLayout>
  );
}
