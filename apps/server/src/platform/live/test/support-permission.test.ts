import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connect } from '../../../../test/support/live-socket.ts';
import { signedInPlayer } from '../../../../test/support/players.ts';
import { createTestApp, type TestApp } from '../../../../test/support/test-app.ts';
import { conversationOf, listening, operatorOfRole } from './live-fixtures.ts';

describe('support topics on the live channel need the support permission, as over HTTP', () => {
  let app: TestApp;
  let port: number;
  let conversation: string;

  beforeAll(async () => {
    app = await createTestApp();
    port = await listening(app);
    const admin = await operatorOfRole(app, 'admin');
    conversation = await conversationOf(app, await signedInPlayer(app.database), admin.client);
  });
  afterAll(() => app.close());

  it.each(['content', 'finance', 'risk'] as const)(
    'refuses a %s operator both the transcript and the queue',
    async (role) => {
      const operator = await operatorOfRole(app, role);
      const http = await operator.client.get(`/support/conversations/${conversation}`);
      expect(http.body).toMatchObject({ result: false, code: 403 });
      const socket = await connect(port, operator.live);
      socket.send({ type: 'subscribe', topics: [`support:${conversation}`, 'support:queue'] });
      const refused = [
        await socket.waitFor((m) => m.type === 'error' && m.topic === `support:${conversation}`),
        await socket.waitFor((m) => m.type === 'error' && m.topic === 'support:queue'),
      ];
      expect(refused.map((m) => m.key)).toEqual(['not_authorized', 'not_authorized']);
      expect(socket.received.some((m) => m.type === 'snapshot')).toBe(false);
      await socket.close();
    },
  );

  it('lets a support operator follow both', async () => {
    const operator = await operatorOfRole(app, 'support');
    const socket = await connect(port, operator.live);
    socket.send({ type: 'subscribe', topics: [`support:${conversation}`, 'support:queue'] });
    await socket.waitFor((m) => m.type === 'snapshot' && m.topic === `support:${conversation}`);
    await socket.waitFor((m) => m.type === 'snapshot' && m.topic === 'support:queue');
    expect(socket.received.some((m) => m.type === 'error')).toBe(false);
    await socket.close();
  });
});
