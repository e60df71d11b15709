import type {
  BetOnGamesBetView,
  BetOnGamesDrawView,
  BetOnGamesStateReply,
} from '@lale/contract/studio/bet-on-games';
import type { LiveClient } from '@lale/contract/live/live-client';
import { everyPick, exactRtp, toNumber, type BetOnGamesPick } from '@lale/games/bet-on-games';
import { useCallback, useEffect, useRef, useState } from 'react';
import { newRequestId } from '../shared/api.ts';
import { formatMoney, formatPercent } from '../shared/money.ts';
import { GameLayout } from '../shared/ui/game-layout.tsx';
import { seededGame } from '../shared/session/seeded-game.ts';
import { useGameSession } from '../shared/session/use-game-session.ts';
import { verifyLink } from '../shared/verify-link.ts';
import { BetBoard } from './bet-board.tsx';
import { LastDraws, MyBets } from './bet-lists.tsx';
import { DrawStage } from './draw-stage.tsx';
import { chipValues, slipTotal, togglePick, type SlipPick } from './slip.ts';
import { betOnGamesText, pickLabel } from './text.ts';

/** Without the live channel the page polls each second; with it, every few as a safety net. */
const POLL_MS = 1_000;
const POLL_WITH_LIVE_MS = 3_000;
const RTPS = everyPick().map((pick) => toNumber(exactRtp(pick)));

/**
 * The page follows its room's topic on the live channel (`game:bet-on-games-<id>`): each event
 * (a draw opened, an item revealed, a draw settled) reads the state again at once; a slower poll
 * covers a channel that is down.
 */
export function BetOnGamesApp({ live }: { live: Pick<LiveClient, 'subscribe'> | null }) {
  const session = useGameSession('bet-on-games', seededGame);
  const { lang, status, call, fail, game } = session;
  const text = betOnGamesText[lang];
  const [state, setState] = useState<BetOnGamesStateReply | null>(null);
  const [history, setHistory] = useState<BetOnGamesBetView[]>([]);
  const [offset, setOffset] = useState(0);
  const [now, setNow] = useState(() => Date.now());
  const [slip, setSlip] = useState<SlipPick[]>([]);
  const [chip, setChip] = useState<number | null>(null);
  const [busy, setBusy] = useState(false);
  const seen = useRef('');
  const stage = useRef<HTMLDivElement>(null);
  const { setBalance } = session;

  const refresh = useCallback(async () => {
    const reply = await call('/bet-on-games/state');
    setOffset(reply.serverTime - Date.now());
    setState(reply);
    setBalance(reply.balance);
    const moment = `${reply.draw.id}:${reply.draw.phase}`;
    if (moment !== seen.current) {
      seen.current = moment;
      setHistory((await call('/bet-on-games/history', { query: { limit: 20 } })).bets);
    }
  }, [call, setBalance]);

  useEffect(() => {
    if (status !== 'ready') return;
    let stopped = false;
    const poll = () => void refresh().catch((error: unknown) => !stopped && fail(error));
    poll();
    const timer = setInterval(poll, live ? POLL_WITH_LIVE_MS : POLL_MS);
    const ticker = setInterval(() => setNow(Date.now()), 250);
    const unfollow =
      live && game ? live.subscribe(`game:bet-on-games-${game.id}`, () => poll()) : null;
    return () => {
      stopped = true;
      clearInterval(timer);
      clearInterval(ticker);
      unfollow?.();
    };
  }, [status, refresh, fail, live, game]);

  // A player scrolled down to the board sees the drum when the draw starts.
  const drawingId = state?.draw.phase === 'drawing' ? state.draw.id : null;
  useEffect(() => {
    if (drawingId) stage.current?.scrollIntoView?.({ behavior: 'smooth', block: 'nearest' });
  }, [drawingId]);

  const serverNow = now + offset;
  const draw = state?.draw ?? null;
  const open = !!draw && draw.phase === 'betting' && serverNow < draw.closesAt;
  const chips = game ? chipValues(game.minBet, game.maxBet) : [];
  const stake = chip ?? chips[0] ?? 100;
  const total = slipTotal(slip);

  const pick = (chosen: BetOnGamesPick) => setSlip((current) => togglePick(current, chosen, stake));

  async function place() {
    if (!draw || busy || slip.length === 0) return;
    setBusy(true);
    session.clearError();
    try {
      const reply = await call('/bet-on-games/bet', {
        body: { drawId: draw.id, picks: slip, requestId: newRequestId() },
      });
      setBalance(reply.balance);
      setSlip([]);
      seen.current = '';
      await refresh();
    } catch (error) {
      fail(error);
    } finally {
      setBusy(false);
    }
  }

  const verifyHref = (settled: BetOnGamesDrawView) =>
    verifyLink({
      engine: 'bet-on-games',
      serverSeed: settled.serverSeed ?? '',
      serverSeedHash: settled.serverSeedHash,
      clientSeed: settled.clientSeed,
      nonce: settled.nonce,
      lang,
    });

  return (
    <GameLayout
      session={session}
      title={text.title}
      aside={
        <>
          <MyBets bets={history} text={text} lang={lang} />
          <LastDraws draws={state?.lastDraws ?? []} verifyHref={verifyHref} text={text} />
          {draw && (
            <section className="panel bog-fair" data-testid="bog-fairness">
              <h2>{text.fairness}</h2>
              <p className="muted">{text.hash}</p>
              <p className="mono bog-hash" data-testid="bog-hash">
                {draw.serverSeedHash}
              </p>
              <p className="muted">{text.fairnessNote}</p>
            </section>
          )}
          <section className="panel">
            <details>
              <summary>{text.rules}</summary>
              <p>
                {text.rtp(
                  formatPercent(Math.min(...RTPS), lang),
                  formatPercent(Math.max(...RTPS), lang),
                )}
              </p>
              <ul>
                {text.ruleList.map((rule) => (
                  <li key={rule}>{rule}</li>
                ))}
              </ul>
            </details>
          </section>
        </>
      }
    >
      <div ref={stage}>
        {draw && (
          <DrawStage draw={draw} last={state?.lastDraws[0] ?? null} now={serverNow} text={text} />
        )}
      </div>
      <div className="bog-chips" role="radiogroup" aria-label={text.chips}>
        {chips.map((value) => (
          <button
            key={value}
            type="button"
            role="radio"
            aria-checked={value === stake}
            className={`bog-chip${value === stake ? ' bog-chip--on' : ''}`}
            onClick={() => setChip(value)}
            data-testid="bog-chip"
          >
            {formatMoney(value, lang).replace(/[.,]00(?=\D*$)/, '')}
          </button>
        ))}
      </div>
      <BetBoard slip={slip} open={open} onPick={pick} text={text} lang={lang} />
      <section className="bog-slip panel" aria-label={text.slip} data-testid="bog-slip">
        <h2>{text.slip}</h2>
        {slip.length === 0 ? (
          <p className="muted">{text.slipEmpty}</p>
        ) : (
          <ul>
            {slip.map((entry) => (
              <li key={`${entry.type}:${entry.selection}`}>
                <span>{pickLabel(text, entry.type, entry.selection)}</span>
                <span>{formatMoney(entry.stake, lang)}</span>
                <button
                  type="button"
                  className="bog-remove"
                  aria-label={`${text.remove}: ${pickLabel(text, entry.type, entry.selection)}`}
                  onClick={() => setSlip(togglePick(slip, entry, entry.stake))}
                >
                  ×
                </button>
              </li>
            ))}
          </ul>
        )}
        <div className="bog-slip__actions">
          <button type="button" onClick={() => setSlip([])} disabled={slip.length === 0 || busy}>
            {text.clear}
          </button>
          <button
            type="button"
            className="primary"
            onClick={() => void place()}
            disabled={!open || busy || slip.length === 0}
            data-testid="bog-place"
          >
            {busy ? text.placing : open ? text.place(formatMoney(total, lang)) : text.betsClosed}
          </button>
        </div>
      </section>
    </GameLayout>
  );
}
