import WebSocket from 'ws';
import type { Json } from './studio.ts';

/** A client of /endpoint/ws over a real socket (a player's with `cookie`), collecting what the server sends. */
export async function connect(port: number, cookie?: string) {
  const received: Json[] = [];
  const socket = new WebSocket(`ws://127.0.0.1:${port}/endpoint/ws`, {
    headers: cookie ? { cookie } : {},
  });
  socket.on('message', (data) => received.push(JSON.parse(String(data))));
  await new Promise((resolve, reject) => socket.once('open', resolve).once('error', reject));
  const waitFor = async (match: (m: Json) => boolean, ms = 5_000): Promise<Json> => {
    const end = Date.now() + ms;
    while (Date.now() < end) {
      const found = received.find(match);
      if (found) return found;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    throw new Error(`nothing matched in ${JSON.stringify(received).slice(0, 800)}`);
  };
  return {
    received,
    send: (message: unknown) => socket.send(JSON.stringify(message)),
    waitFor,
    close: () => new Promise((resolve) => socket.once('close', resolve).close()),
  };
}
