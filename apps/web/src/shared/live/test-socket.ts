import type { ClientMessageInput } from '@lale/contract/live/client-messages';
import type { ServerMessage } from '@lale/contract/live/server-messages';
import { act } from '@testing-library/react';
import { vi } from 'vitest';

/** A WebSocket stand-in for tests: records what the app sends, plays what the server says. */
export class TestSocket {
  static instances: TestSocket[] = [];
  readyState = 0;
  sent: ClientMessageInput[] = [];
  onopen: ((event: unknown) => void) | null = null;
  onmessage: ((event: { data: unknown }) => void) | null = null;
  onclose: ((event: unknown) => void) | null = null;
  onerror: ((event: unknown) => void) | null = null;
  constructor(readonly url: string) {
    TestSocket.instances.push(this);
  }
  send(data: string) {
    this.sent.push(JSON.parse(data) as ClientMessageInput);
  }
  close() {
    this.readyState = 3;
  }
  accept(signedIn: boolean) {
    this.readyState = 1;
    this.receive({
      type: 'hello',
      connectionId: 'test',
      serverTime: Date.now(),
      heartbeatMs: 15_000,
      signedIn,
    });
  }
  receive(message: ServerMessage) {
    act(() => this.onmessage?.({ data: JSON.stringify(message) }));
  }
  drop() {
    this.readyState = 3;
    act(() => this.onclose?.({}));
  }
}

/** Installs TestSocket as the global WebSocket; returns the latest socket made. */
export function stubWebSocket(): () => TestSocket {
  TestSocket.instances = [];
  vi.stubGlobal('WebSocket', TestSocket);
  return () => {
    const socket = TestSocket.instances.at(-1);
    if (!socket) throw new Error('no socket was opened');
    return socket;
  };
}
