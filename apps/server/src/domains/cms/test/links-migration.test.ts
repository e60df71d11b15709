import fs from 'node:fs/promises';
import path from 'node:path';
import { readStructuredInformation } from '@lale/contract/cms-links';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf, type Database } from '../../../db/client.ts';
import { migrationsDir } from '../../../db/migrate.ts';
import { createTestDatabase } from '../../../../test/support/test-database.ts';

const MIGRATION = path.join(migrationsDir, '0029_cms_structured_links.sql');
type Body = { tr: string; en: string };

describe('sites seeded before get JSON social and quick-access links (0029)', () => {
  let database: Database;
  let drop: () => Promise<void>;
  const body = async (infType: string): Promise<Body> =>
    rowsOf<{ body: Body | string }>(
      await database.db.execute(sql`select body from cms_information where inf_type = ${infType}`),
    ).map(({ body: value }) =>
      typeof value === 'string' ? (JSON.parse(value) as Body) : value,
    )[0]!;
  const setBody = (infType: string, value: Body) =>
    database.db.execute(
      sql`update cms_information set body = ${JSON.stringify(value)}::jsonb where inf_type = ${infType}`,
    );
  const migrateAgain = async () =>
    database.db.execute(sql.raw(await fs.readFile(MIGRATION, 'utf8')));

  beforeAll(async () => {
    ({ database, drop } = await createTestDatabase());
  });
  afterAll(() => drop());

  it('the old placeholder HTML becomes links; the notice keeps its words', async () => {
    await setBody('SocialMediaLinks', {
      tr: '<p>Resmî sosyal medya hesaplarımız yakında burada listelenecek.</p>',
      en: '<p>Our official social media accounts will be listed here soon.</p>',
    });
    await setBody('bottomBarInfo', { tr: '<p>Eski uyarı.</p>', en: '<p>Old notice.</p>' });
    await migrateAgain();
    const social = readStructuredInformation(
      'SocialMediaLinks',
      (await body('SocialMediaLinks')).en,
    );
    expect(Object.keys(social)).toHaveLength(9);
    const bar = await body('bottomBarInfo');
    expect(readStructuredInformation('bottomBarInfo', bar.tr)).toMatchObject({
      notice: 'Eski uyarı.',
      bonusClaimPath: '/promotions',
    });
    expect(readStructuredInformation('bottomBarInfo', bar.en).notice).toBe('Old notice.');
  });

  it("an operator's own JSON is left as it is, and a second run changes nothing", async () => {
    const own = JSON.stringify({ telegram: 'https://t.me/kendi' });
    await setBody('SocialMediaLinks', { tr: own, en: own });
    const barBefore = await body('bottomBarInfo');
    await migrateAgain();
    expect(await body('SocialMediaLinks')).toEqual({ tr: own, en: own });
    expect(await body('bottomBarInfo')).toEqual(barBefore);
  });
});
