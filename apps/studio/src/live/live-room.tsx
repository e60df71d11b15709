import type { LiveStateReply } from '@lale/contract/live-tables/replies';
import type { LiveSeatAction } from '@lale/contract/live-tables/requests';
import { useCallback, useMemo, useState } from 'react';
import { common } from '../i18n/common.ts';
import { liveGamesText } from '../i18n/live-games.ts';
import { liveText } from '../i18n/live.ts';
import { rouletteText } from '../i18n/roulette.ts';
import { formatMoney } from '../shared/money.ts';
import { ErrorBanner } from '../shared/ui/error-banner.tsx';
import { useReducedMotion } from '../crash/use-ticker.ts';
import { BetArea } from './bet-area.tsx';
import type { SeatOffer } from './blackjack/blackjack-felt.tsx';
import { chipLimitError, chipsTotal, chipValues, totalsBySpot } from '../shared/table/chip-book.ts';
import { dealerCallout } from './callouts.ts';
import { resultShownAt, wheelMultiplierAt } from './scene-moments.ts';
import type { TableLive } from './live.ts';
import type { LiveSession } from './table-opening.ts';
import { Stage } from './stage.tsx';
import { countdownAt } from './timing.ts';
import { ChatPanel } from './ui/chat-panel.tsx';
import { ChipRack } from '../shared/table/chip-rack.tsx';
import { CountdownRing } from './ui/countdown-ring.tsx';
import { RecentResults } from './ui/recent-results.tsx';
import { SidePanels } from './side-panels.tsx';
import { TopBar } from './ui/top-bar.tsx';
import { useRoom, useServerTime } from './use-room.ts';
import { useStake } from './use-stake.ts';

/** A live table's room: the dealer's table, its countdown and results, the player's bets, the chat. */
export function LiveRoom({
  session,
  initial,
  live,
  title,
}: {
  session: LiveSession;
  initial: LiveStateReply;
  live: TableLive;
  title: string | null;
}) {
  const { lang, call, fail, setBalance } = session;
  const text = liveText[lang];
  const games = liveGamesText[lang];
  const table = initial.table;
  const rack = useMemo(() => chipValues(table.limits), [table.limits]);
  const [chip, setChip] = useState(() => rack[1] ?? rack[0] ?? table.limits.minBet);
  const [notice, setNotice] = useState<string | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const [ownLines, setOwnLines] = useState<ReadonlySet<string>>(new Set());

  const stake = useStake({
    game: table.game,
    limits: table.limits,
    initial: initial.own,
    call,
    fail,
    setBalance,
  });
  const { room, chat, serverNow, addChat } = useRoom(
    live,
    table.topic,
    initial.snapshot,
    session.clockOffset,
    stake.onEvent,
  );
  const reducedMotion = useReducedMotion();
  const moving =
    room.phase === 'draw' ||
    (room.phase === 'result' && room.game === 'casino-holdem') ||
    room.game === 'roulette';
  const now = useServerTime(serverNow, moving && !reducedMotion);

  const open = room.phase === 'betting';
  const countdown = countdownAt(room, table.timing, now);
  const ownBets = stake.own?.bets ?? null;
  const ownSeat = ownBets?.game === 'blackjack' ? (ownBets.seat?.seat ?? null) : null;
  const callout = dealerCallout(
    {
      phase: room.phase,
      result: room.result,
      turn: room.turn,
      cancelled: room.cancelled,
      secondsLeft: room.phase === 'betting' ? (countdown?.seconds ?? null) : null,
      ownSeat,
      resultShown: resultShownAt(room, table.timing, now),
      wheelMultiplier: wheelMultiplierAt(room, table.timing, now),
    },
    text,
    games,
  );

  const clearMessages = session.clearError;
  const onSpot = useCallback(
    (spot: string, label: string) => {
      clearMessages();
      const limit = chipLimitError(stake.placed, spot, chip, table.limits);
      if (limit) {
        setNotice(
          limit === 'above-table-maximum'
            ? text.chips.overLimit(formatMoney(table.limits.maxBet, lang))
            : text.chips.underLimit(formatMoney(table.limits.minBet, lang)),
        );
        return;
      }
      setNotice(null);
      stake.placeChips([{ spot, amount: chip }]);
      setAnnouncement(text.chips.placed(label, formatMoney(chip, lang)));
    },
    [chip, clearMessages, lang, stake, table.limits, text],
  );

  const offers = useCallback(
    (seat: number): SeatOffer | null => {
      if (!open || room.game !== 'blackjack') return null;
      const holder = room.seats.find((s) => s.seat === seat);
      if (!holder) return ownSeat === null ? { kind: 'sit', amount: chip } : null;
      if (holder.seat === ownSeat) return null;
      const behindMine =
        ownBets?.game === 'blackjack' && ownBets.behind.some((b) => b.seat === seat);
      return behindMine ? null : { kind: 'behind', amount: chip };
    },
    [chip, open, ownBets, ownSeat, room.game, room.seats],
  );
  const onSeat = useCallback(
    (seat: number, offer: SeatOffer) => {
      clearMessages();
      if (offer.kind === 'sit') stake.takeSeat(seat, offer.amount);
      else stake.betBehind(seat, offer.amount);
    },
    [clearMessages, stake],
  );

  const blackjackTable = room.result?.game === 'blackjack' ? room.result.table : null;
  const seatActions: readonly LiveSeatAction[] =
    room.phase === 'decision' && room.turn?.kind === 'seat' && room.turn.seat === ownSeat
      ? (blackjackTable?.legalActions ?? [])
      : [];
  const insuranceOpen =
    room.phase === 'decision' &&
    room.turn?.kind === 'insurance' &&
    ownBets?.game === 'blackjack' &&
    ownBets.insurance === null &&
    (ownBets.seat !== null || ownBets.behind.length > 0);

  const sendChat = useCallback(
    async (line: string) => {
      try {
        const reply = await call('/live/chat', { body: { text: line } });
        setOwnLines((ids) => new Set([...ids, reply.message.id]));
        addChat(reply.message);
        return true;
      } catch (error) {
        fail(error);
        return false;
      }
    },
    [addChat, call, fail],
  );

  const chipGame =
    room.game === 'roulette' || room.game === 'baccarat' || room.game === 'money-wheel';
  const won = stake.own?.status === 'settled' && (stake.own.win ?? 0) > 0 ? stake.own.win : null;
  const shownError = session.error ?? (notice ? { text: notice, fatal: false } : null);

  return (
    <div
      className={`live-page live-page--${room.game}`}
      data-testid="live-page"
      data-phase={room.phase}
      data-round={room.round?.roundNumber}
    >
      <TopBar
        title={title ?? text.kinds[table.kind]}
        dealer={room.dealer}
        players={room.players}
        limits={room.limits}
        balance={session.balance}
        lang={lang}
        text={text}
      />
      <div className="live-body">
        <main className="live-main">
          <section className={`stage stage--${room.game}`} aria-label={text.kinds[table.kind]}>
            <Stage
              room={room}
              timing={table.timing}
              now={now}
              lang={lang}
              text={text}
              games={games}
              blackjack={{
                holders: room.seats,
                ownSeat,
                offers,
                onSeat,
                disabled: stake.pending,
                rack,
              }}
            />
            {room.dealer && (
              <p className="stage__dealer" aria-hidden="true">
                <span className="stage__avatar">{room.dealer.slice(0, 1)}</span>
                {room.dealer}
              </p>
            )}
            <CountdownRing
              countdown={room.phase === 'betting' || room.phase === 'decision' ? countdown : null}
              text={text}
              urgent={(countdown?.seconds ?? 99) <= 5}
            />
            <p
              className={`callout callout--${room.phase}`}
              role="status"
              aria-live="polite"
              data-testid="live-callout"
            >
              {callout}
            </p>
            {won !== null && room.phase === 'result' && (
              <p className="stage__win" role="status" data-testid="live-win">
                {text.youWon(formatMoney(won, lang))}
              </p>
            )}
          </section>
          <RecentResults recent={room.recent} text={text} games={games} />
          <ErrorBanner
            error={shownError}
            onClose={() => {
              session.clearError();
              setNotice(null);
            }}
            closeLabel={common[lang].close}
          />
          <p className="visually-hidden" aria-live="polite">
            {announcement}
          </p>
          <section className="bets" aria-label={text.phases[room.phase]}>
            <BetArea
              kind={table.kind}
              room={room}
              own={ownBets}
              totals={totalsBySpot(stake.placed)}
              rack={rack}
              chip={chip}
              open={open}
              pending={stake.pending}
              onSpot={onSpot}
              onAnte={stake.placeAnte}
              onDecide={stake.decide}
              seatActions={seatActions}
              onAct={stake.act}
              insurance={insuranceOpen}
              onInsure={stake.insure}
              lang={lang}
              text={text}
              games={games}
              rouletteText={rouletteText[lang]}
            />
            <ChipRack
              rack={rack}
              chip={chip}
              onChip={setChip}
              actions={
                chipGame
                  ? {
                      undo: stake.undo,
                      double: stake.double,
                      repeat: stake.repeat,
                      clear: stake.clear,
                      canUndo: stake.placed.length > 0,
                      canRepeat: stake.placed.length === 0 && stake.lastRound.length > 0,
                    }
                  : null
              }
              disabled={!open || stake.pending}
              total={chipGame ? chipsTotal(stake.placed) : (stake.own?.staked ?? 0)}
              lang={lang}
              text={text}
            />
          </section>
        </main>
        <aside className="live-side">
          <SidePanels room={room} lang={lang} text={text} games={games} />
          <ChatPanel lines={chat} self={ownLines} onSend={sendChat} text={text} />
        </aside>
      </div>
    </div>
  );
}
