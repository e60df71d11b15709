import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../../../db/client.ts';
import {
  addOperator,
  operatorClient,
  type OperatorClient,
} from '../../../../test/support/backoffice-client.ts';
import { signedInPlayer } from '../../../../test/support/players.ts';
import { createTestApp, type TestApp } from '../../../../test/support/test-app.ts';

/**
 * Issue 32, defect 5: popups, special dates and mass messages are operator-authored HTML like
 * information pages and promotions, so they follow the same policy: cleaned when saved, and
 * served clean even when a row was stored before that (rendered by the web's one HtmlContent).
 */
const HOUR = 3_600_000;
const start = new Date('2026-11-21T12:00:00Z');
const at = (hours: number) => new Date(start.getTime() + hours * HOUR).toISOString();

const HOSTILE =
  '<p>Hi</p><img src=x onerror=alert(1)><svg onload=alert(2)></svg>' +
  '<a href="javascript:alert(3)">go</a>';
const CLEAN = '<p>Hi</p><a>go</a>';
const hostile = { tr: HOSTILE, en: HOSTILE };

let app: TestApp;
let editor: OperatorClient;

beforeAll(async () => {
  app = await createTestApp({ now: () => start });
  await addOperator(app, 'icerik', 'content');
  editor = await operatorClient(app, 'icerik', 'Operator1');
});
afterAll(() => app.close());

async function storedBodies(table: 'cms_popups' | 'cms_special_dates' | 'mass_messages') {
  return rowsOf<{ body: { tr: string; en: string } }>(
    await app.database.db.execute(sql`select body from ${sql.raw(table)} order by id`),
  ).map((row) => row.body);
}

describe('operator-authored HTML', () => {
  it('a popup is stored and served without handlers, scripts or javascript: links', async () => {
    const saved = await editor.post('/cms/popups', {
      siteType: 'all',
      title: { tr: 'Duyuru', en: 'Notice' },
      body: hostile,
      image: null,
      active: 1,
      startsAt: at(-1),
      endsAt: at(2),
    });
    expect(saved.body).toMatchObject({ result: true, data: { body: { tr: CLEAN, en: CLEAN } } });
    expect(await storedBodies('cms_popups')).toContainEqual({ tr: CLEAN, en: CLEAN });
    const served = await app.call('cms', 'popupInformation', { Lang: 'en' });
    expect(served.body.result && served.body.data.find((p) => p.title === 'Notice')?.body).toBe(
      CLEAN,
    );
  });

  it('a special date is stored and served clean', async () => {
    const saved = await editor.post('/cms/special-dates', {
      title: { tr: 'Bayram', en: 'Holiday' },
      body: hostile,
      status: 1,
      startsAt: at(-1),
      endsAt: at(2),
    });
    expect(saved.body).toMatchObject({ result: true, data: { body: { tr: CLEAN, en: CLEAN } } });
    expect(await storedBodies('cms_special_dates')).toContainEqual({ tr: CLEAN, en: CLEAN });
    const served = await app.call('cms', 'getSpecialDateInf', { Lang: 'tr' });
    expect(served.body.result && served.body.data.map((s) => s.body)).toContain(CLEAN);
    expect(JSON.stringify(served.body)).not.toMatch(/onerror|onload|javascript:/);
  });

  it('a mass message is stored and served clean', async () => {
    const saved = await editor.post('/cms/mass-messages', {
      title: { tr: 'Bakım', en: 'Maintenance' },
      body: hostile,
      active: true,
      publishedAt: at(-0.5),
      expiresAt: null,
    });
    expect(saved.body).toMatchObject({ result: true, data: { body: { tr: CLEAN, en: CLEAN } } });
    expect(await storedBodies('mass_messages')).toContainEqual({ tr: CLEAN, en: CLEAN });
    const player = await signedInPlayer(app.database, { now: start });
    const served = await app.call(
      'crm',
      'list_mass_messages',
      { Lang: 'en' },
      { cookies: player.cookies },
    );
    expect(served.body.result && served.body.data[0]?.body).toBe(CLEAN);
  });

  it('a popup stored before the policy is served clean all the same', async () => {
    const body = JSON.stringify({ tr: HOSTILE, en: HOSTILE });
    await app.database.db.execute(sql`insert into cms_popups
        (site_id, site_type, title, body, image, active, starts_at, ends_at)
      values (111, 'all', '{"tr":"Eski","en":"Old"}'::jsonb, ${body}::jsonb, null, 1,
        ${at(-1)}, ${at(2)})`);
    const served = await app.call('cms', 'popupInformation', { Lang: 'en' });
    expect(served.body.result && served.body.data.find((p) => p.title === 'Old')?.body).toBe(CLEAN);
  });
});
