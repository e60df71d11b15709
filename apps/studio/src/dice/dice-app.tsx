import type { LiveClient } from '@lale/contract/live/live-client';
import { DICE_ROOM, type DiceBetView, type DiceStateReply } from '@lale/contract/studio/dice';
import { gameTopic } from '@lale/contract/live/topics';
import { DICE_PICKS, diceExactRtp, type DicePick } from '@lale/games/dice';
import { useCallback, useEffect, useRef, useState } from 'react';
import { newRequestId } from '../shared/api.ts';
import { formatMoney } from '../shared/money.ts';
import { seededGame } from '../shared/session/seeded-game.ts';
import { useGameSession } from '../shared/session/use-game-session.ts';
import { stakeNotes } from '../shared/stake-notes.ts';
import { StakeNotes } from '../shared/ui/stake-notes.tsx';
import { useStakeRules } from '../shared/session/use-stake-rules.ts';
import { BetSelector } from '../shared/ui/bet-selector.tsx';
import { GameLayout } from '../shared/ui/game-layout.tsx';
import { RoundHashPanel, RulesPanel } from '../shared/ui/room-panels.tsx';
import { BetButtons } from './bet-buttons.tsx';
import { LastRounds, MyBets } from './dice-lists.tsx';
import { DiceStage } from './dice-stage.tsx';
import { diceText, pickLabel } from './text.ts';

/** Without the live channel the page polls each second; with it, every few as a safety net. */
const POLL_MS = 1_000;
const POLL_WITH_LIVE_MS = 3_000;
const RTPS = DICE_PICKS.map((pick) => {
  const { num, den } = diceExactRtp(pick);
  return num / den;
});

/**
 * The dice room: it follows the room's topic on the live channel (`game:dice`); each event (a
 * round opened, rolled, settled) reads the state again at once, a slower poll covers a channel
 * that is down. A tap on a bet stakes the chosen amount on the round taking bets.
 */
export function DiceApp({ live }: { live: Pick<LiveClient, 'subscribe'> | null }) {
  const session = useGameSession('dice', seededGame);
  const stakeRules = useStakeRules(session);
  const { lang, status, call, fail, game, setBalance, t } = session;
  const text = diceText[lang];
  const [state, setState] = useState<DiceStateReply | null>(null);
  const [history, setHistory] = useState<DiceBetView[]>([]);
  const [offset, setOffset] = useState(0);
  const [now, setNow] = useState(() => Date.now());
  const [stake, setStake] = useState<number | null>(null);
  const [busy, setBusy] = useState(false);
  const [notice, setNotice] = useState({ roundId: '', text: '' });
  const stage = useRef<HTMLDivElement>(null);

  const refresh = useCallback(async () => {
    const [reply, mine] = await Promise.all([
      call('/dice/state'),
      call('/dice/history', { query: { limit: 20 } }),
    ]);
    setOffset(reply.serverTime - Date.now());
    setState(reply);
    setBalance(reply.balance);
    setHistory(mine.bets);
  }, [call, setBalance]);

  useEffect(() => {
    if (status !== 'ready') return;
    let stopped = false;
    const poll = () => void refresh().catch((error: unknown) => !stopped && fail(error));
    poll();
    const timer = setInterval(poll, live ? POLL_WITH_LIVE_MS : POLL_MS);
    const ticker = setInterval(() => setNow(Date.now()), 250);
    const unfollow = live ? live.subscribe(gameTopic(DICE_ROOM), () => poll()) : null;
    return () => {
      stopped = true;
      clearInterval(timer);
      clearInterval(ticker);
      unfollow?.();
    };
  }, [status, refresh, fail, live]);

  // A player scrolled down to the bets sees the dice when they are rolled.
  const rollingId = state?.round.phase === 'rolling' ? state.round.id : null;
  useEffect(() => {
    if (rollingId) stage.current?.scrollIntoView?.({ behavior: 'smooth', block: 'nearest' });
  }, [rollingId]);

  const serverNow = now + offset;
  const round = state?.round ?? null;
  const open = !!round && round.phase === 'betting' && serverNow < round.closesAt;
  const chosen = stake ?? game?.minBet ?? 100;

  async function bet(pick: DicePick) {
    if (!round || busy) return;
    setBusy(true);
    setNotice({ roundId: '', text: '' });
    session.clearError();
    try {
      const reply = await call('/dice/bet', {
        body: { roundId: round.id, pick, stake: chosen, requestId: newRequestId() },
      });
      setBalance(reply.balance);
      setNotice({ roundId: round.id, text: text.placed(pickLabel(text, pick)) });
      await refresh();
    } catch (error) {
      fail(error);
    } finally {
      setBusy(false);
    }
  }

  return (
    <GameLayout
      session={session}
      title={text.title}
      aside={
        <>
          <MyBets bets={history} text={text} lang={lang} />
          <LastRounds rounds={state?.lastRounds ?? []} text={text} />
          {round && (
            <RoundHashPanel
              title={text.fairness}
              label={text.hash}
              hash={round.serverSeedHash}
              note={text.fairnessNote}
              testId="dice-fairness"
            />
          )}
          <RulesPanel
            title={text.rules}
            rtps={RTPS}
            rtpText={text.rtp}
            rules={text.ruleList}
            lang={lang}
          />
        </>
      }
    >
      <div ref={stage}>
        {round && (
          <DiceStage
            round={round}
            last={state?.lastRounds[0] ?? null}
            now={serverNow}
            text={text}
          />
        )}
      </div>
      {game && (
        <BetSelector
          bet={chosen}
          minBet={game.minBet}
          maxBet={game.maxBet}
          onChange={setStake}
          label={text.stake}
          lang={lang}
          t={t}
        />
      )}
      {game && <StakeNotes notes={stakeNotes(stakeRules, chosen, lang)} />}
      <BetButtons
        open={open}
        busy={busy}
        stakeLabel={formatMoney(chosen, lang)}
        onBet={(pick) => void bet(pick)}
        text={text}
        lang={lang}
      />
      <p className="dice-notice" role="status" data-testid="dice-notice">
        {open && notice.roundId === round?.id ? notice.text : ''}
      </p>
    </GameLayout>
  );
}
