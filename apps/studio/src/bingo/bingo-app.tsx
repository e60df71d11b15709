import type { BingoEvent, BingoSnapshot } from '@lale/contract/live/bingo-payloads';
import type { BingoRoomView, BingoTicketView } from '@lale/contract/studio/bingo';
import { toGo, rowsFor } from '@lale/games/bingo';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { newRequestId } from '../shared/api.ts';
import { formatMoney } from '../shared/money.ts';
import { GameLayout } from '../shared/ui/game-layout.tsx';
import { seededGame } from '../shared/session/seeded-game.ts';
import { useGameSession, type GameSession } from '../shared/session/use-game-session.ts';
import { bingoText, type BingoText } from './bingo-text.ts';
import { BuyPanel } from './buy-panel.tsx';
import { CalledBoard } from './called-board.tsx';
import { ChatPanel } from './chat-panel.tsx';
import type { BingoLive } from './live.ts';
import { Lobby } from './lobby.tsx';
import { PrizesPanel } from './prizes-panel.tsx';
import { applyEvent, fromSnapshot, type RoomState } from './room-state.ts';
import { currentStage, TicketCard } from './ticket-card.tsx';
import { countdown, useClock } from './use-clock.ts';
import { readMuted, speakNumber, writeMuted } from './voice.ts';

export function BingoApp({ live }: { live: BingoLive }) {
  const session = useGameSession('bingo', seededGame);
  const text = bingoText[session.lang];
  const [rooms, setRooms] = useState<BingoRoomView[] | null>(null);
  const [roomId, setRoomId] = useState<string | null>(() =>
    new URLSearchParams(window.location.search).get('room'),
  );
  const { status, call, fail } = session;
  const read = useCallback(
    () => (live.status() === 'open' ? live.serverNow() : Date.now()),
    [live],
  );
  const now = useClock(read);

  useEffect(() => {
    if (status !== 'ready' || roomId) return;
    const load = () =>
      call('/bingo/rooms')
        .then((reply) => setRooms(reply.rooms))
        .catch(fail);
    void load();
    const id = window.setInterval(() => void load(), 5_000);
    return () => window.clearInterval(id);
  }, [status, roomId, call, fail]);

  const sound = session.game?.model === 'sound';
  return (
    <GameLayout session={session} title={text.title}>
      {roomId ? (
        <Room
          key={roomId}
          roomId={roomId}
          session={session}
          live={live}
          now={now}
          text={text}
          sound={sound}
          onLeave={() => setRoomId(null)}
        />
      ) : rooms ? (
        <Lobby rooms={rooms} now={now} lang={session.lang} text={text} onEnter={setRoomId} />
      ) : null}
    </GameLayout>
  );
}

interface RoomProps {
  roomId: string;
  session: GameSession;
  live: BingoLive;
  now: number;
  text: BingoText;
  sound: boolean;
  onLeave: () => void;
}

function Room({ roomId, session, live, now, text, sound, onLeave }: RoomProps) {
  const { lang, call, fail } = session;
  const [room, setRoom] = useState<BingoRoomView | null>(null);
  const [state, setState] = useState<RoomState | null>(null);
  const [tickets, setTickets] = useState<BingoTicketView[]>([]);
  const [busy, setBusy] = useState(false);
  const [muted, setMuted] = useState(() => readMuted());
  const mutedRef = useRef(muted);
  useEffect(() => {
    mutedRef.current = muted;
  });

  const refresh = useCallback(
    () =>
      call('/bingo/state', { query: { room: roomId } })
        .then((reply) => {
          setRoom(reply.room);
          setState(fromSnapshot(reply.snapshot));
          setTickets(reply.tickets);
          session.setBalance(Number(reply.balance));
        })
        .catch(fail),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the session's setters are stable
    [call, fail, roomId],
  );
  useEffect(() => void refresh(), [refresh]);

  const ticketsRef = useRef(tickets);
  useEffect(() => {
    ticketsRef.current = tickets;
  });
  useEffect(() => {
    return live.subscribe(`game:${roomId}`, (message) => {
      if (message.type === 'snapshot') {
        setState(fromSnapshot(message.payload as unknown as BingoSnapshot));
        return;
      }
      const event = message.payload as unknown as BingoEvent;
      setState((current) => (current ? applyEvent(current, event) : current));
      if (event.type === 'bingo.sale') setTickets([]);
      if (event.type === 'bingo.call') {
        if (sound && !mutedRef.current) speakNumber(event.number, lang);
        const mine = new Set(ticketsRef.current.map((t) => t.ticketId));
        if (event.winners.some((w) => mine.has(w.ticketId)))
          void call('/balance')
            .then((reply) => session.setBalance(Number(reply.balance)))
            .catch(() => {});
      }
    });
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the session's setters are stable
  }, [live, roomId, sound, lang, call]);

  const game = state?.game ?? null;
  const called = useMemo(() => new Set(game?.calls ?? []), [game?.calls]);
  const mine = useMemo(() => new Set(tickets.map((t) => t.ticketId)), [tickets]);
  if (!room || !state || !game) return null;

  const stage =
    game.phase === 'finished' ? null : currentStage(new Set(game.winners.map((w) => w.stage)));
  const ordered = tickets
    .map((ticket, index) => ({ ticket, index }))
    .sort((a, b) =>
      stage
        ? toGo(a.ticket.numbers, called, rowsFor(stage)) -
          toGo(b.ticket.numbers, called, rowsFor(stage))
        : a.index - b.index,
    );
  const myWins = game.winners.filter((w) => mine.has(w.ticketId));
  const selling = game.phase === 'selling' && now < game.salesEndAt;

  const buy = (count: number) => {
    setBusy(true);
    session.clearError();
    call('/bingo/buy', { body: { room: roomId, count, requestId: newRequestId() } })
      .then((reply) => {
        setTickets((current) => [
          ...current,
          ...reply.tickets.filter((t) => !mine.has(t.ticketId)),
        ]);
        session.setBalance(Number(reply.balance));
      })
      .catch(fail)
      .finally(() => setBusy(false));
  };
  const say = (line: string) =>
    call('/bingo/chat', { body: { room: roomId, text: line } })
      .then((reply) => {
        setState((current) =>
          current ? applyEvent(current, { type: 'bingo.chat', ...reply.message }) : current,
        );
        return true;
      })
      .catch((error: unknown) => {
        fail(error);
        return false;
      });
  const toggleMute = () => {
    writeMuted(!muted);
    setMuted(!muted);
    if (!muted) window.speechSynthesis?.cancel();
  };

  return (
    <div className="bingo-room-view" data-phase={game.phase} data-testid="bingo-room-view">
      <div className="bingo-roombar">
        <button type="button" className="link-button" onClick={onLeave}>
          {text.backToLobby}
        </button>
        <h2>
          {room.name} · {text.game(game.gameNumber)}
        </h2>
        {sound && (
          <button
            type="button"
            className="bingo-mute"
            aria-pressed={muted}
            data-testid="bingo-mute"
            onClick={toggleMute}
            title={muted ? text.unmute : text.mute}
          >
            <SpeakerIcon muted={muted} />
            <span>{muted ? text.unmute : text.mute}</span>
          </button>
        )}
      </div>
      <p className="bingo-status" role="status" data-testid="bingo-status">
        {selling
          ? text.salesClose(countdown(game.salesEndAt - now))
          : game.phase === 'calling'
            ? text.calling
            : game.phase === 'void'
              ? text.voided
              : `${text.finished} · ${text.nextGame}`}
      </p>
      {myWins.map((w) => (
        <p key={`${w.stage}-${w.ticketId}`} className="bingo-won" data-testid="bingo-won">
          {text.youWon(text.stages[w.stage], formatMoney(w.amount, lang))}
        </p>
      ))}
      <div className="bingo-grid">
        <div className="bingo-main">
          <CalledBoard calls={game.calls} text={text} />
          {selling && (
            <BuyPanel
              room={room}
              held={tickets.length}
              busy={busy}
              lang={lang}
              text={text}
              onBuy={buy}
            />
          )}
          <section aria-labelledby="bingo-tickets">
            <h2 id="bingo-tickets">{text.yourTickets}</h2>
            {tickets.length === 0 ? (
              <p className="muted">{text.noTickets}</p>
            ) : (
              <div className="bingo-tickets">
                {ordered.map(({ ticket, index }) => (
                  <TicketCard
                    key={ticket.ticketId}
                    index={index}
                    numbers={ticket.numbers}
                    called={called}
                    lastCalled={game.calls.at(-1) ?? null}
                    stage={stage}
                    text={text}
                  />
                ))}
              </div>
            )}
          </section>
        </div>
        <div className="bingo-side">
          <PrizesPanel game={game} room={room} mine={mine} lang={lang} text={text} />
          <ChatPanel lines={state.chat} lang={lang} text={text} onSend={say} />
          <section className="panel">
            <details>
              <summary>{text.fairness}</summary>
              <ul className="small">
                {text.rules.map((rule) => (
                  <li key={rule}>{rule}</li>
                ))}
              </ul>
              <dl className="facts small">
                <dt>{text.seedHash}</dt>
                <dd className="mono">{game.serverSeedHash}</dd>
                <dt>{text.clientSeed}</dt>
                <dd className="mono">{game.clientSeed}</dd>
                {game.serverSeed && (
                  <>
                    <dt>{text.seed}</dt>
                    <dd className="mono">{game.serverSeed}</dd>
                  </>
                )}
              </dl>
            </details>
          </section>
        </div>
      </div>
    </div>
  );
}

/** A speaker, struck through while muted (drawn: emoji fonts are not everywhere). */
function SpeakerIcon({ muted }: { muted: boolean }) {
  return (
    <svg viewBox="0 0 24 24" aria-hidden="true" fill="none" stroke="currentColor" strokeWidth="2">
      <path d="M4 9h4l5-4v14l-5-4H4z" fill="currentColor" />
      {muted ? (
        <path d="M16 9l5 6M21 9l-5 6" strokeLinecap="round" />
      ) : (
        <path d="M16 8.5a5 5 0 0 1 0 7M18.5 6a8.5 8.5 0 0 1 0 12" strokeLinecap="round" />
      )}
    </svg>
  );
}
