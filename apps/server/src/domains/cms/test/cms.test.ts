import { isStructuredInformation } from '@lale/contract/cms-links';
import { INFORMATION_TYPES } from '@lale/contract/constants';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../../test/support/test-app.ts';

let app: TestApp;
const now = new Date('2026-11-21T12:00:00Z');
beforeAll(async () => {
  app = await createTestApp({ now: () => now });
});
afterAll(() => app.close());

describe('cms content', () => {
  it('serves every information page in both languages', async () => {
    for (const InfType of INFORMATION_TYPES.filter((type) => !isStructuredInformation(type))) {
      const tr = await app.call('cms', 'getInformation', { InfType });
      const en = await app.call('cms', 'getInformation', { InfType, Lang: 'en' });
      expect(tr.body.result && en.body.result).toBe(true);
      if (tr.body.result && en.body.result) {
        expect(tr.body.data[0]?.Text.length).toBeGreaterThan(10);
        expect(tr.body.data[0]?.Text).not.toBe(en.body.data[0]?.Text);
      }
    }
  });

  it('shows only active sliders inside their dates', async () => {
    const { body } = await app.call('cms', 'getSlider', { Lang: 'en' });
    expect(body.result).toBe(true);
    if (!body.result) return;
    expect(body.data.map((s) => s.title)).toEqual([
      '50% Welcome Bonus',
      '30% Casino Discount',
      'Weekly Slot Tournament',
      '20% Deposit Bonus, No Wagering',
      'Live Casino Tables',
      'Live Betting',
      'Grand Jackpot',
    ]);
    for (const slider of body.data) {
      expect(slider.Status).toBe(1);
      expect(Date.parse(slider.Start_date)).toBeLessThanOrEqual(now.getTime());
      expect(Date.parse(slider.End_date)).toBeGreaterThan(now.getTime());
    }
    const left = await app.call('cms', 'getIcSlider', { sliderPlace: 'sol' });
    expect(left.body.result && left.body.data.every((s) => s.sliderPlace === 'sol')).toBe(true);
  });

  it("lists SPEC's promotions with their phases", async () => {
    const { body } = await app.call('cms', 'getPromotions', { Lang: 'en' });
    if (!body.result) throw new Error(body.message);
    const titles = body.data.map((p) => p.title);
    expect(titles).toEqual(
      expect.arrayContaining([
        '50% Welcome Bonus',
        '30% Casino Discount',
        '20% Deposit Bonus, No Wagering',
      ]),
    );
    const phases = body.data.map((p) =>
      Date.parse(p.Start_date) > now.getTime()
        ? 'coming'
        : Date.parse(p.End_date) < now.getTime()
          ? 'finished'
          : 'active',
    );
    expect(new Set(phases)).toEqual(new Set(['active', 'coming', 'finished']));
  });

  it('sanitises CMS HTML', async () => {
    const { body } = await app.call('cms', 'getPromotions');
    if (!body.result) throw new Error(body.message);
    for (const promotion of body.data)
      expect(promotion.body).not.toMatch(/<script|onerror=|javascript:/i);
  });

  it('pages tournaments with limit and offset', async () => {
    const first = await app.call('cmscontroller', 'getTournaments', { limit: 1, offset: 0 });
    const second = await app.call('cmscontroller', 'getTournaments', { limit: 1, offset: 1 });
    if (!first.body.result || !second.body.result) throw new Error('tournaments failed');
    expect(first.body.data[0]?.id).not.toBe(second.body.data[0]?.id);
    expect(first.body.pagination?.total).toBe(3);
  });

  it('refuses hostile values without touching anything', async () => {
    const sql = await app.call('cms', 'getInformation', {
      InfType: "SiteInformation'; drop table cms_information; --" as never,
    });
    expect(sql.body).toMatchObject({ result: false, code: 400 });
    const huge = await app.call('cmscontroller', 'getTournaments', { limit: 10_000_000 });
    expect(huge.body).toMatchObject({
      result: false,
      data: { fields: { limit: expect.any(String) } },
    });
    expect(
      (await app.call('cms', 'getInformation', { InfType: 'SiteInformation' })).body.result,
    ).toBe(true);
  });

  it('shows active popups and special dates', async () => {
    const popups = await app.call('cms', 'popupInformation', {});
    const dates = await app.call('cms', 'getSpecialDateInf');
    expect(popups.body.result && popups.body.data.length).toBe(1);
    expect(dates.body.result && dates.body.data.length).toBe(1);
  });
});
