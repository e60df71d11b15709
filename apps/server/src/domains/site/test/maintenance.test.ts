import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { writeMaintenance } from '../maintenance-state.ts';
import {
  createTestApp,
  TEST_CONTROL_TOKEN,
  type TestApp,
} from '../../../../test/support/test-app.ts';

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => app.close());

const control = (body: object, token = TEST_CONTROL_TOKEN, remoteAddress = '127.0.0.1') =>
  app.server.inject({
    method: 'POST',
    url: '/endpoint/control/maintenance',
    headers: { 'content-type': 'application/json', 'x-control-token': token },
    remoteAddress,
    payload: JSON.stringify(body),
  });

describe('maintenance mode', () => {
  it('is off on a fresh site', async () => {
    const check = await app.server.inject('/endpoint/v1/check-maintenance?sitename=lale&version=1');
    expect(check.json()).toMatchObject({ result: true, data: { status: false } });
    expect((await app.call('cms', 'getPromotions')).body.result).toBe(true);
  });

  it('when switched on, refuses every call but the maintenance controller, in both languages', async () => {
    expect((await control({ enabled: true, message: 'Bakım 15 dakika sürecek' })).statusCode).toBe(
      200,
    );

    const tr = await app.call('cms', 'getPromotions');
    expect(tr.body).toMatchObject({ result: false, code: 423, debug: 'maintenance' });
    const en = await app.call('cmscontroller', 'getTournaments', { Lang: 'en' });
    expect(en.body).toMatchObject({ result: false, message: 'This site is under maintenance' });
    expect((await app.call('finance', 'check_balance')).body).toMatchObject({
      debug: 'maintenance',
    });

    const status = await app.call('maintenance', 'check_status');
    expect(status.body).toMatchObject({
      result: true,
      data: { status: false, message: 'Bakım 15 dakika sürecek' },
    });
    const check = await app.server.inject('/endpoint/v1/check-maintenance?sitename=lale&version=1');
    expect(check.json()).toMatchObject({
      result: true,
      data: { status: true, message: 'Bakım 15 dakika sürecek', since: expect.any(String) },
    });
  });

  it('when switched off, serves calls again', async () => {
    await control({ enabled: false });
    expect((await app.call('cms', 'getPromotions')).body.result).toBe(true);
    expect((await app.call('maintenance', 'check_status')).body).toMatchObject({
      data: { status: true },
    });
  });

  it('follows a switch written to the database by another process', async () => {
    await writeMaintenance(app.database.db, true, 'elsewhere');
    await app.maintenance.refresh();
    expect((await app.call('cms', 'getPromotions')).body).toMatchObject({ debug: 'maintenance' });
    await writeMaintenance(app.database.db, false);
    await app.maintenance.refresh();
    expect((await app.call('cms', 'getPromotions')).body.result).toBe(true);
  });

  it('takes commands only from this machine with the control token', async () => {
    expect((await control({ enabled: true }, 'wrong-token')).statusCode).toBe(403);
    expect((await control({ enabled: true }, TEST_CONTROL_TOKEN, '10.0.0.8')).statusCode).toBe(403);
    expect((await control({ enabled: 'yes' })).statusCode).toBe(400);
    expect(app.maintenance.isOn()).toBe(false);
  });
});
