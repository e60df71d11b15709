import { randomUUID } from 'node:crypto';
import { createHmac } from 'node:crypto';
import { afterEach, describe, expect, it } from 'vitest';
import { issueProviderSession } from '../../src/domains/wallet/seamless/provider-sessions.ts';
import { ACME_DEV_SECRET, seedWallet } from '../../src/seed/wallet.ts';
import { fund } from '../support/wallet-fixture.ts';
import { bankAccountForm } from '../support/cashier-fixtures.ts';
import { signedInPlayer } from '../support/players.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';

interface LogLine {
  reqId?: string;
  msg: string;
  [field: string]: unknown;
}

let app: TestApp | null = null;
afterEach(async () => {
  await app?.close();
  app = null;
});

/** The app with its log lines kept in `lines` instead of printed. */
async function appWithLog(
  env: Record<string, string>,
): Promise<{ app: TestApp; lines: LogLine[] }> {
  const lines: LogLine[] = [];
  app = await createTestApp({
    env,
    logStream: { write: (line) => void lines.push(JSON.parse(line) as LogLine) },
  });
  return { app, lines };
}

describe('request ids', () => {
  it('names the id in every response; a fresh one unless a trusted proxy sent its own', async () => {
    const { app } = await appWithLog({ LOG_LEVEL: 'silent' });
    const first = await app.server.inject({
      url: '/endpoint/health',
      headers: { 'x-request-id': 'chosen-by-the-caller' },
    });
    const second = await app.server.inject('/endpoint/health');
    expect(first.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    expect(second.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    expect(second.headers['x-request-id']).not.toBe(first.headers['x-request-id']);
  });

  it("behind TRUST_PROXY keeps the proxy's id, unless it is not a plain token", async () => {
    const { app } = await appWithLog({ LOG_LEVEL: 'silent', TRUST_PROXY: 'true' });
    const kept = await app.server.inject({
      url: '/endpoint/health',
      headers: { 'x-request-id': 'lb-7f3a:42' },
    });
    expect(kept.headers['x-request-id']).toBe('lb-7f3a:42');
    const replaced = await app.server.inject({
      url: '/endpoint/health',
      headers: { 'x-request-id': 'line\nbreak' },
    });
    expect(replaced.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('follows an RPC call into the ledger: the log lines below the request carry its id', async () => {
    const { app, lines } = await appWithLog({ LOG_LEVEL: 'debug', TRUST_PROXY: 'true' });
    const player = await signedInPlayer(app.database);
    await fund(app.database.db, player.uid, 50_000);
    const account = await app.call('finance', 'save_bank_account', bankAccountForm(), {
      cookies: player.cookies,
    });
    expect(account.body.result).toBe(true);

    const { body, response } = await app.call(
      'prepayServices',
      'processTransaction',
      {
        Type: 2,
        methodID: 201,
        amount: 20_000,
        requestKey: randomUUID().replaceAll('-', ''),
        identityValidityDate: '2031-01-01',
        bankAccountID: (account.body.data as { bankAccountID: number }).bankAccountID,
      } as never,
      { cookies: player.cookies, headers: { 'x-request-id': 'withdrawal-trace-1' } },
    );
    expect(body.result).toBe(true);
    expect(response.headers['x-request-id']).toBe('withdrawal-trace-1');
    const traced = lines.filter((line) => line.reqId === 'withdrawal-trace-1');
    expect(traced.map((line) => line.msg)).toEqual(
      expect.arrayContaining(['incoming request', 'ledger transfer', 'request completed']),
    );
    expect(traced.find((line) => line.msg === 'ledger transfer')).toMatchObject({
      kind: 'withdrawal',
      amount: 20_000,
    });
  });

  it('follows a studio through the provider wallet into the seamless bet', async () => {
    const { app, lines } = await appWithLog({ LOG_LEVEL: 'debug', TRUST_PROXY: 'true' });
    await seedWallet(app.database.db, { demoData: false, production: false });
    const player = await signedInPlayer(app.database);
    await fund(app.database.db, player.uid, 10_000);
    const token = await issueProviderSession(app.database.db, {
      provider: 'acme-studio',
      userId: player.uid,
      gameId: 'acme-fruits',
      now: new Date(),
    });
    const raw = JSON.stringify({
      provider: 'acme-studio',
      token,
      playerId: player.uid,
      roundId: 'trace-r1',
      gameId: 'acme-fruits',
      transactionId: 'trace-t1',
      amount: 700,
    });
    const response = await app.server.inject({
      method: 'POST',
      url: '/provider/v1/bet',
      headers: {
        'content-type': 'application/json',
        'x-request-id': 'studio-trace-1',
        'x-lale-signature': createHmac('sha256', ACME_DEV_SECRET).update(raw).digest('hex'),
      },
      payload: raw,
    });
    expect(response.json()).toMatchObject({ status: 'OK' });
    const traced = lines.filter((line) => line.reqId === 'studio-trace-1');
    expect(traced.find((line) => line.msg === 'seamless bet')).toMatchObject({
      transactionId: 'trace-t1',
      amount: 700,
    });
    expect(traced.find((line) => line.msg === 'provider wallet call')).toMatchObject({
      action: 'bet',
      provider: 'acme-studio',
      transactionId: 'trace-t1',
    });
  });
});
