import type { StaffRole } from '@lale/contract/backoffice-permissions';
import { addOperator, operatorClient } from '../../../../test/support/backoffice-client.ts';
import type { SignedInPlayer } from '../../../../test/support/players.ts';
import type { TestApp } from '../../../../test/support/test-app.ts';

/** The port a test app listens on (real sockets for the live channel). */
export async function listening(app: TestApp): Promise<number> {
  await app.server.listen({ port: 0, host: '127.0.0.1' });
  return (app.server.server.address() as { port: number }).port;
}

export const cookieHeader = (cookies: Record<string, string>) =>
  Object.entries(cookies)
    .map(([name, value]) => `${name}=${value}`)
    .join('; ');

let serial = 0;

/**
 * A signed-in operator of `role` (the demo admin for 'admin'), with the cookie header the
 * console's live pass gives its socket.
 */
export async function operatorOfRole(app: TestApp, role: StaffRole) {
  if (role === 'admin') {
    const client = await operatorClient(app);
    return { id: null, client, live: `lale_op_live=${client.cookies.lale_op}` };
  }
  const username = `live${role}${++serial}${process.pid}`;
  const id = await addOperator(app, username, role);
  const client = await operatorClient(app, username, 'Operator1');
  return { id, client, live: `lale_op_live=${client.cookies.lale_op}` };
}

/** A conversation opened by a signed-in player (support set online by `admin`); its public id. */
export async function conversationOf(
  app: TestApp,
  player: SignedInPlayer,
  admin: { post(path: string, payload: unknown): Promise<unknown> },
): Promise<string> {
  await admin.post('/support/presence', { available: true });
  const sent = await app.call(
    'support',
    'send_message',
    { text: 'IBAN TR00 0000 0000 0000 0000 0000 00' },
    { cookies: player.cookies },
  );
  if (!sent.body.result) throw new Error(JSON.stringify(sent.body));
  return sent.body.data.conversation.id;
}
