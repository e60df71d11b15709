import { createHmac } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { issueProviderSession } from '../../src/domains/wallet/seamless/provider-sessions.ts';
import { ACME_DEV_SECRET, seedWallet } from '../../src/seed/wallet.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';
import { fundedPlayer } from '../support/wallet-fixture.ts';

const TOKEN = 'scraper-token-0123456789';

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp({ env: { METRICS_TOKEN: TOKEN } });
  await seedWallet(app.database.db, { demoData: false, production: false });
});
afterAll(() => app.close());

const scrape = (init: { remoteAddress?: string; headers?: Record<string, string> } = {}) =>
  app.server.inject({ method: 'GET', url: '/endpoint/metrics', ...init });

/** The value of one series in a scrape, 0 when absent. */
async function sample(series: string): Promise<number> {
  const text = (await scrape()).body;
  const line = text.split('\n').find((candidate) => candidate.startsWith(`${series} `));
  return line ? Number(line.slice(series.length + 1)) : 0;
}

/** What an outside studio sends: JSON signed with its secret. */
function studio(action: string, body: object) {
  const raw = JSON.stringify({ provider: 'acme-studio', ...body });
  return app.server.inject({
    method: 'POST',
    url: `/provider/v1/${action}`,
    headers: {
      'content-type': 'application/json',
      'x-lale-signature': createHmac('sha256', ACME_DEV_SECRET).update(raw).digest('hex'),
    },
    payload: raw,
  });
}

describe('GET /endpoint/metrics', () => {
  it("answers in Prometheus' text format with Node's metrics and the app's", async () => {
    const response = await scrape();
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
    for (const family of [
      'nodejs_eventloop_lag_seconds',
      'process_resident_memory_bytes',
      'lale_http_requests_total',
      'lale_rpc_calls_total',
      'lale_rpc_call_duration_seconds',
      'lale_live_connections',
      'lale_ledger_transfers_total',
      'lale_bets_total',
    ])
      expect(response.body).toContain(`# TYPE ${family} `);
    // The pool exists on PostgreSQL only (DATABASE_URL); the embedded database has none.
    if (app.database.kind === 'postgres') {
      expect(response.body).toMatch(/^lale_db_pool_connections\{state="idle"\} \d+$/m);
      expect(response.body).toMatch(/^lale_db_pool_max 5$/m);
    } else expect(response.body).not.toContain('lale_db_pool');
  });

  it('counts RPC calls by declared method, with refusals by code, and never an unknown method', async () => {
    const ok = 'lale_rpc_calls_total{class="maintenance",method="check_status",outcome="ok"}';
    const refused =
      'lale_rpc_calls_total{class="finance",method="check_balance",outcome="refused"}';
    const unauthenticated =
      'lale_rpc_errors_total{class="finance",method="check_balance",code="401"}';
    const [okBefore, refusedBefore] = [await sample(ok), await sample(refused)];

    await app.call('maintenance', 'check_status');
    await app.call('maintenance', 'check_status');
    expect((await app.call('finance', 'check_balance')).body).toMatchObject({ code: 401 });
    await app.server.inject({
      method: 'POST',
      url: '/endpoint/v1',
      headers: { 'content-type': 'application/json', panel: 'frontend' },
      payload: { api: { class: 'made_up', method: 'anything' }, data: {} },
    });

    expect(await sample(ok)).toBe(okBefore + 2);
    expect(await sample(refused)).toBe(refusedBefore + 1);
    expect(await sample(unauthenticated)).toBeGreaterThanOrEqual(1);
    const text = (await scrape()).body;
    expect(text).toContain(
      'lale_rpc_call_duration_seconds_count{class="maintenance",method="check_status"}',
    );
    expect(text).not.toContain('made_up');
    expect(text).toMatch(
      /lale_http_requests_total\{method="POST",route="\/endpoint\/v1",status="4xx"\} \d/,
    );
  });

  it('counts ledger transfers by kind and bets and wins by product, replays once', async () => {
    const uid = await fundedPlayer(app.database, 10_000);
    const token = await issueProviderSession(app.database.db, {
      provider: 'acme-studio',
      userId: uid,
      gameId: 'acme-fruits',
      now: new Date(),
    });
    const bets = 'lale_bets_total{product="acme-studio"}';
    const staked = 'lale_bets_kurus_total{product="acme-studio"}';
    const paid = 'lale_wins_kurus_total{product="acme-studio"}';
    const winTransfers = 'lale_ledger_transfers_total{kind="win"}';
    const deposits = 'lale_ledger_transfers_total{kind="deposit"}';
    const before = await Promise.all([bets, staked, paid, winTransfers].map(sample));
    expect(await sample(deposits)).toBeGreaterThanOrEqual(1);

    const round = { token, playerId: uid, roundId: 'metrics-r1', gameId: 'acme-fruits' };
    const bet = { ...round, transactionId: 'metrics-t1', amount: 1_500 };
    expect((await studio('bet', bet)).json()).toMatchObject({ status: 'OK' });
    expect((await studio('bet', bet)).json()).toMatchObject({ status: 'OK' });
    const win = { ...round, transactionId: 'metrics-t2', amount: 2_250 };
    expect((await studio('win', win)).json()).toMatchObject({ status: 'OK' });

    const after = await Promise.all([bets, staked, paid, winTransfers].map(sample));
    expect(after.map((value, index) => value - before[index]!)).toEqual([1, 1_500, 2_250, 1]);
  });

  it('refuses a caller from another host without the token, and one relayed by a proxy', async () => {
    expect((await scrape({ remoteAddress: '203.0.113.7' })).statusCode).toBe(403);
    expect((await scrape({ headers: { 'x-forwarded-for': '203.0.113.7' } })).statusCode).toBe(403);
    expect(
      (
        await scrape({
          remoteAddress: '203.0.113.7',
          headers: { authorization: 'Bearer wrong-token-0123456789' },
        })
      ).statusCode,
    ).toBe(403);
    const withToken = await scrape({
      remoteAddress: '203.0.113.7',
      headers: { authorization: `Bearer ${TOKEN}` },
    });
    expect(withToken.statusCode).toBe(200);
    expect((await scrape({ remoteAddress: '::1' })).statusCode).toBe(200);
  });
});
