import type { HandReply, StudioRound as RoundRecord } from '@lale/contract/studio/replies';
import type { StudioAction } from '@lale/contract/studio/requests';
import { useEffect, useState } from 'react';
import { blackjackText } from '../i18n/blackjack.ts';
import { newRequestId } from '../shared/api.ts';
import { formatMoney, formatPercent } from '../shared/money.ts';
import { BetSelector } from '../shared/ui/bet-selector.tsx';
import { FairnessPanel } from '../shared/ui/fairness-panel.tsx';
import { GameLayout } from '../shared/ui/game-layout.tsx';
import { RecentRounds } from '../shared/ui/recent-rounds.tsx';
import { useGameSession } from '../shared/use-game-session.ts';
import { CardView } from './card-view.tsx';
import { handResult } from './hand-result.ts';
import { handInPlay, playerActions, type HandView } from './wire.ts';

/** House edge 0.40% with basic strategy (packages/games README, 4·10⁵ simulated hands). */
const BLACKJACK_RTP = 0.996;

export function BlackjackApp() {
  const session = useGameSession('blackjack');
  const { lang, t, game, status, call, fail } = session;
  const text = blackjackText[lang];
  const [bet, setBet] = useState<number | null>(null);
  const [view, setView] = useState<HandView | null>(null);
  const [resumed, setResumed] = useState(false);
  const [busy, setBusy] = useState(false);
  const [lastWin, setLastWin] = useState<number | null>(null);
  const [roundsVersion, setRoundsVersion] = useState(0);

  useEffect(() => {
    if (status !== 'ready') return;
    call('/blackjack/current')
      .then((reply) => {
        setView(reply.hand);
        setResumed(handInPlay(reply.hand));
      })
      .catch(fail);
  }, [status, call, fail]);

  /** Plays one deal or action (a fresh request id each) and shows the hand it answers. */
  async function send(dealing: boolean, play: (requestId: string) => Promise<HandReply>) {
    setBusy(true);
    session.clearError();
    try {
      const reply = await play(newRequestId());
      setView(reply.hand);
      setResumed(false);
      session.setBalance(Number(reply.balance));
      if (reply.hand?.phase === 'settled') {
        setLastWin(reply.round ? Number(reply.round.win) : null);
        setRoundsVersion((version) => version + 1);
      } else {
        setLastWin(null);
      }
      if (dealing && session.fairness) {
        session.setFairness({ ...session.fairness, nonce: session.fairness.nonce + 1 });
      }
    } catch (error) {
      fail(error);
    } finally {
      setBusy(false);
    }
  }

  const inPlay = handInPlay(view);
  const actions = playerActions(view);
  const stake = bet ?? game?.minBet ?? 100;
  const deal = () =>
    send(true, (requestId) => call('/blackjack/deal', { body: { bet: stake, requestId } }));
  const act = (action: StudioAction) =>
    send(false, (requestId) => call('/blackjack/action', { body: { action, requestId } }));
  const describeRound = (record: RoundRecord) =>
    Number(record.win) > 0 ? (text.outcome.win ?? text.title) : text.title;

  return (
    <GameLayout
      session={session}
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
      {resumed && (
        <p role="status" className="muted">
          {text.resumed}
        </p>
      )}
      <section aria-labelledby="dealer-title" className="bj-area">
        <h2 id="dealer-title">
          {text.dealer}
          {view?.dealerTotal != null && (
            <span className="muted" data-testid="dealer-total">
              {' '}
              · {view.dealerTotal}
            </span>
          )}
        </h2>
        <ul className="cards" data-testid="dealer-cards">
          {view?.dealerCards.map((card, index) => (
            <CardView key={index} card={card} text={text} />
          ))}
          {view && view.phase !== 'settled' && view.dealerCards.length === 1 && (
            <CardView card={null} text={text} />
          )}
        </ul>
      </section>
      <section aria-labelledby="player-title" className="bj-area">
        <h2 id="player-title">{text.player}</h2>
        <div className="bj-hands">
          {view?.hands.map((hand, index) => {
            const result = handResult(hand, view);
            const active = inPlay && index === view.activeHand && view.hands.length > 1;
            return (
              <div
                key={index}
                className={`bj-hand${active ? ' bj-hand--active' : ''}`}
                data-testid="player-hand"
                aria-current={active || undefined}
              >
                <h3>
                  {text.hand(index + 1, view.hands.length)} · {text.total(hand.total, hand.soft)}
                </h3>
                <ul className="cards">
                  {hand.cards.map((card, cardIndex) => (
                    <CardView key={cardIndex} card={card} text={text} />
                  ))}
                </ul>
                <p className="muted">{text.bet(formatMoney(hand.bet, lang))}</p>
                {result && (
                  <p
                    className={result === 'win' || result === 'blackjack' ? 'positive' : undefined}
                  >
                    <strong>{text.outcome[result]}</strong>
                  </p>
                )}
              </div>
            );
          })}
        </div>
      </section>
      <div className="result" aria-live="polite" data-testid="result">
        {view?.phase === 'insurance' && text.insuranceOffer}
        {view?.phase === 'settled' && (
          <>
            {text.handOver}
            {lastWin !== null && ` ${text.returned(formatMoney(lastWin, lang))}`}
          </>
        )}
      </div>
      <div className="controls" data-testid="controls" aria-busy={busy}>
        {inPlay
          ? actions.map((action) => (
              <button
                key={action}
                type="button"
                className={action === 'hit' || action === 'stand' ? 'primary' : undefined}
                disabled={busy}
                onClick={() => act(action)}
              >
                {text.actions[action] ?? action}
              </button>
            ))
          : game && (
              <>
                <BetSelector
                  bet={stake}
                  minBet={game.minBet}
                  maxBet={game.maxBet}
                  onChange={setBet}
                  disabled={busy}
                  lang={lang}
                  t={t}
                />
                <button type="button" className="primary" disabled={busy} onClick={deal}>
                  {busy ? text.dealing : text.deal}
                </button>
              </>
            )}
      </div>
    </GameLayout>
  );
}
