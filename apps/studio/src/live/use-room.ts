import type { LiveChatMessage, LiveTableEvent } from '@lale/contract/live-tables/events';
import type { LiveTableSnapshot } from '@lale/contract/live-tables/room';
import { parseTopic } from '@lale/contract/live/topics';
import { useCallback, useEffect, useRef, useState } from 'react';
import type { TableLive } from './live.ts';
import { applyTableEvent, roomFromSnapshot, withChatMessage, type RoomView } from './room-state.ts';

export interface Room {
  room: RoomView;
  chat: LiveChatMessage[];
  /** The server's clock: the live channel's once it is open, the state reply's before. */
  serverNow: () => number;
  addChat: (message: LiveChatMessage) => void;
}

/** Follows the table's topic: its snapshot, then every event merged into the room. */
export function useRoom(
  live: TableLive,
  topic: string,
  initial: LiveTableSnapshot,
  clockOffset: number,
  onEvent: (event: LiveTableEvent) => void,
): Room {
  const [room, setRoom] = useState(() => roomFromSnapshot(initial));
  const [chat, setChat] = useState<LiveChatMessage[]>([]);
  const onEventRef = useRef(onEvent);
  useEffect(() => {
    onEventRef.current = onEvent;
  });

  const serverNow = useCallback(
    () => (live.status() === 'open' ? live.serverNow() : Date.now() + clockOffset),
    [live, clockOffset],
  );

  useEffect(() => {
    const parsed = parseTopic(topic);
    if (!parsed || parsed.kind !== 'table') return;
    return live.subscribe(parsed.topic, (message) => {
      if (message.type === 'snapshot') {
        setRoom(roomFromSnapshot(message.payload));
        return;
      }
      const event = message.payload;
      if (event.type === 'table.chat') setChat((lines) => withChatMessage(lines, event));
      else setRoom((current) => applyTableEvent(current, event));
      onEventRef.current(event);
    });
  }, [live, topic]);

  const addChat = useCallback(
    (message: LiveChatMessage) => setChat((lines) => withChatMessage(lines, message)),
    [],
  );
  return { room, chat, serverNow, addChat };
}

/**
 * Server time for drawing: every frame while something moves, a few times a second for the
 * countdown otherwise. Players who ask for reduced motion get the countdown's pace only.
 */
export function useServerTime(serverNow: () => number, animating: boolean): number {
  const [now, setNow] = useState(serverNow);
  useEffect(() => {
    let frame = 0;
    let timer = 0;
    const tick = () => {
      setNow(serverNow());
      if (animating) frame = requestAnimationFrame(tick);
    };
    if (animating) frame = requestAnimationFrame(tick);
    else timer = window.setInterval(tick, 250);
    return () => {
      cancelAnimationFrame(frame);
      window.clearInterval(timer);
    };
  }, [serverNow, animating]);
  return now;
}
