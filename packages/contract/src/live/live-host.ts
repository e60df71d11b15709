import type { WebSocketConstructor } from './live-client-types.ts';

/** The browser's (or the test's) globals the live client uses. */
export type Timer = unknown;
interface Host {
  WebSocket?: WebSocketConstructor;
  location?: { protocol: string; host: string; href: string };
  setTimeout(callback: () => void, ms: number): Timer;
  clearTimeout(timer: Timer): void;
  setInterval(callback: () => void, ms: number): Timer;
  clearInterval(timer: Timer): void;
}
/** Read at each use, so that test fake timers apply. */
export const host = () => globalThis as unknown as Host;

/**
 * The socket's address: `ws(s)://` as is, `http(s)://` switched over, a path resolved against
 * the page (wss on an https page). Null when a path has no page to resolve against.
 */
export function resolveLiveUrl(
  url: string,
  location?: { protocol: string; host: string } | undefined,
): string | null {
  if (/^wss?:\/\//i.test(url)) return url;
  if (/^https?:\/\//i.test(url)) return url.replace(/^http/i, 'ws');
  if (!location) return null;
  const scheme = location.protocol === 'https:' ? 'wss:' : 'ws:';
  const path = url.startsWith('/') ? url : `/${url}`;
  return `${scheme}//${location.host}${path}`;
}
