import WebSocket from 'ws';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../../test/support/test-app.ts';
import { listening } from './live-fixtures.ts';

describe("a client's WebSocket protocol violation", () => {
  const lines: Array<Record<string, unknown>> = [];
  let app: TestApp;
  let port: number;

  beforeAll(async () => {
    app = await createTestApp({
      env: { LOG_LEVEL: 'info' },
      logStream: { write: (line) => void lines.push(JSON.parse(line)) },
    });
    port = await listening(app);
  });
  afterAll(() => app.close());

  it('is logged at info without a stack, not as an error', async () => {
    const socket = new WebSocket(`ws://127.0.0.1:${port}/endpoint/ws`);
    await new Promise((resolve) => socket.once('open', resolve));
    const closed = new Promise((resolve) => socket.once('close', resolve));
    // A masked frame with the reserved opcode 3: no client may send it.
    (socket as unknown as { _socket: { write(b: Buffer): void } })._socket.write(
      Buffer.from([0x83, 0x80, 1, 2, 3, 4]),
    );
    await closed;
    await new Promise((resolve) => setTimeout(resolve, 100));
    const noted = lines.find((line) => line.msg === 'websocket protocol violation');
    expect(noted).toMatchObject({ level: 30, code: 'WS_ERR_INVALID_OPCODE' });
    expect(JSON.stringify(noted)).not.toContain('stack');
    expect(lines.filter((line) => Number(line.level) >= 50)).toEqual([]);
  });
});
