import {
  bottomBarInfoSchema,
  readStructuredInformation,
  socialMediaLinksSchema,
} from '@lale/contract/cms-links';
import { INFORMATION_TYPES, SOCIAL_NETWORKS } from '@lale/contract/constants';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  addOperator,
  operatorClient,
  type OperatorClient,
} from '../../../../test/support/backoffice-client.ts';
import { createTestApp, type TestApp } from '../../../../test/support/test-app.ts';

let app: TestApp;
let admin: OperatorClient;
beforeAll(async () => {
  app = await createTestApp();
  admin = await operatorClient(app);
});
afterAll(() => app.close());

async function text(InfType: (typeof INFORMATION_TYPES)[number], Lang = 'tr'): Promise<string> {
  const { body } = await app.call('cms', 'getInformation', { InfType, Lang });
  if (!body.result) throw new Error(body.message);
  return body.data[0]?.Text ?? '';
}

describe('the information types of SPEC §3', () => {
  it('every type is served; the social links and the quick-access bar as JSON of their schema', async () => {
    for (const type of INFORMATION_TYPES) expect((await text(type)).length).toBeGreaterThan(10);
    const social = socialMediaLinksSchema.parse(JSON.parse(await text('SocialMediaLinks')));
    expect(Object.keys(social).sort()).toEqual([...SOCIAL_NETWORKS].sort());
    for (const lang of ['tr', 'en']) {
      const bar = bottomBarInfoSchema.parse(JSON.parse(await text('bottomBarInfo', lang)));
      expect(bar).toMatchObject({
        whatsapp: expect.stringMatching(/^https:\/\/wa\.me\//),
        telegram: expect.stringMatching(/^https:\/\/t\.me\//),
        bonusClaimPath: '/promotions',
      });
      expect(bar.notice).toMatch(lang === 'tr' ? /18 yaşından/ : /under 18/);
    }
    expect(await text('DomainBilgi', 'en')).toContain('lale.example');
  });

  it('an admin changes the social links and players get them at once', async () => {
    const links = {
      instagram: 'https://www.instagram.com/lale.yeni',
      telegram: 'https://t.me/laleyeni',
    };
    const { body } = await admin.post('/cms/information', {
      infType: 'SocialMediaLinks',
      text: { tr: JSON.stringify(links), en: JSON.stringify(links) },
    });
    expect(body.result).toBe(true);
    expect(
      readStructuredInformation('SocialMediaLinks', await text('SocialMediaLinks', 'en')),
    ).toEqual(links);
  });

  it('refuses links that are not https, an embed from an unknown host or unreadable JSON, and keeps the old text', async () => {
    const before = await text('bottomBarInfo');
    const attempts = [
      { whatsapp: 'http://wa.me/905550000000' },
      { liveStreamEmbedUrl: 'https://evil.example/player' },
      { bonusClaimPath: 'https://elsewhere.example/' },
      { unknownKey: 'x' },
    ];
    for (const attempt of attempts) {
      const json = JSON.stringify(attempt);
      const { body } = await admin.post('/cms/information', {
        infType: 'bottomBarInfo',
        text: { tr: json, en: json },
      });
      expect(body).toMatchObject({ result: false, code: 400 });
      expect(Object.keys(body.data.fields)[0]).toMatch(/^text\.tr/);
    }
    const broken = await admin.post('/cms/information', {
      infType: 'bottomBarInfo',
      text: { tr: '{not json', en: '{}' },
    });
    expect(broken.body).toMatchObject({
      result: false,
      data: { fields: { 'text.tr': 'Geçersiz değer' } },
    });
    expect(await text('bottomBarInfo')).toBe(before);
  });

  it('an embedded player from a known host is kept; HTML pages are sanitised when written', async () => {
    const bar = JSON.stringify({
      liveStreamEmbedUrl: 'https://www.youtube-nocookie.com/embed/abc',
    });
    expect(
      (
        await admin.post('/cms/information', {
          infType: 'bottomBarInfo',
          text: { tr: bar, en: bar },
        })
      ).body.result,
    ).toBe(true);
    expect(readStructuredInformation('bottomBarInfo', await text('bottomBarInfo'))).toEqual({
      liveStreamEmbedUrl: 'https://www.youtube-nocookie.com/embed/abc',
    });
    const html =
      '<p onclick="x()">Yeni adres <script>alert(1)</script><strong>lale2.example</strong></p>';
    await admin.post('/cms/information', { infType: 'DomainBilgi', text: { tr: html, en: html } });
    expect(await text('DomainBilgi')).toBe('<p>Yeni adres <strong>lale2.example</strong></p>');
  });

  it('only admins write; a viewer is refused and nothing changes', async () => {
    await addOperator(app, 'izleyici-cms', 'risk');
    const viewer = await operatorClient(app, 'izleyici-cms', 'Operator1');
    const before = await text('SorumluOyunculuk');
    const { body } = await viewer.post('/cms/information', {
      infType: 'SorumluOyunculuk',
      text: { tr: '<p>x</p>', en: '<p>x</p>' },
    });
    expect(body).toMatchObject({ result: false, code: 403 });
    expect(await text('SorumluOyunculuk')).toBe(before);
  });
});
