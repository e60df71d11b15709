import { ALL_MARKET_TYPES, DEFAULT_MARGINS } from '@lale/games/sports';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  addOperator,
  operatorClient,
  type OperatorClient,
} from '../../../../test/support/backoffice-client.ts';
import { createTestApp, type TestApp } from '../../../../test/support/test-app.ts';

/** GET /sportsbook/margins: the back office's margins table, for every operator. */
describe('sportsbook operator: margins list', () => {
  let app: TestApp;
  let admin: OperatorClient;
  let viewer: OperatorClient;

  beforeAll(async () => {
    app = await createTestApp();
    admin = await operatorClient(app);
    await addOperator(app, 'izleyici', 'support');
    viewer = await operatorClient(app, 'izleyici', 'Operator1');
  });
  afterAll(() => app.close());

  it('says who may trade', async () => {
    expect((await admin.get('/me')).body.data).toMatchObject({ role: 'admin', canTrade: true });
    expect((await viewer.get('/me')).body.data).toMatchObject({
      role: 'support',
      canTrade: false,
    });
  });

  it('lists every market type at its default margin before any change', async () => {
    // Support does not trade: the sportsbook's screens are closed to it.
    expect((await viewer.get('/sportsbook/margins')).body).toMatchObject({ result: false });
    const { status, body } = await admin.get('/sportsbook/margins');
    expect(status).toBe(200);
    expect(body.result).toBe(true);
    expect(body.data.items.map((m: { marketType: string }) => m.marketType)).toEqual(
      ALL_MARKET_TYPES,
    );
    expect(body.data.items[0]).toEqual({
      marketType: 'football.match_result',
      sport: 'football',
      basisPoints: DEFAULT_MARGINS['football.match_result'],
      defaultBasisPoints: DEFAULT_MARGINS['football.match_result'],
      updatedAt: null,
    });
  });

  it('shows a margin an admin set, with when', async () => {
    const set = await admin.post('/sportsbook/margins', {
      marketType: 'basketball.total_points',
      basisPoints: 725,
      reason: 'test margin',
    });
    expect(set.body.result).toBe(true);
    const { body } = await admin.get('/sportsbook/margins');
    const row = body.data.items.find(
      (m: { marketType: string }) => m.marketType === 'basketball.total_points',
    );
    expect(row).toMatchObject({
      sport: 'basketball',
      basisPoints: 725,
      defaultBasisPoints: DEFAULT_MARGINS['basketball.total_points'],
    });
    expect(Number.isNaN(Date.parse(row.updatedAt))).toBe(false);
  });

  it('answers nobody signed out', async () => {
    const response = await app.server.inject({
      method: 'GET',
      url: '/backoffice/api/v1/sportsbook/margins',
      headers: { panel: 'backoffice' },
    });
    expect(response.json()).toMatchObject({ result: false });
  });
});
