import fs from 'node:fs/promises';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf, type Database } from '../../../db/client.ts';
import { migrationsDir } from '../../../db/migrate.ts';
import { createTestDatabase } from '../../../../test/support/test-database.ts';

const MIGRATION = path.join(migrationsDir, '0027_header_menu_sports.sql');
type Item = { id: string; path: string; label: { tr: string; en: string } };
const item = (id: string, path: string): Item => ({ id, path, label: { tr: id, en: id } });

describe('the sportsbook reaches the header menu of a site seeded before it', () => {
  let database: Database;
  let drop: () => Promise<void>;
  const menu = async () =>
    rowsOf<{ body: Item[] | string }>(
      await database.db.execute(sql`select body from static_documents where name = 'header-menu'`),
    ).map(({ body }) => (typeof body === 'string' ? (JSON.parse(body) as Item[]) : body))[0]!;
  const setMenu = (items: Item[]) =>
    database.db.execute(
      sql`update static_documents set body = ${JSON.stringify(items)}::jsonb where name = 'header-menu'`,
    );
  const migrateAgain = async () =>
    database.db.execute(sql.raw(await fs.readFile(MIGRATION, 'utf8')));

  beforeAll(async () => {
    ({ database, drop } = await createTestDatabase());
  });
  afterAll(() => drop());

  it('a new site has Spor and Canlı Bahis after Canlı Casino', async () => {
    expect((await menu()).map((entry) => entry.path).slice(0, 5)).toEqual([
      '/',
      '/slot',
      '/live',
      '/sport',
      '/live-sport',
    ]);
  });

  it('an older menu gets both after Canlı Casino, once', async () => {
    await setMenu([item('home', '/'), item('live', '/live'), item('about', '/about-us')]);
    await migrateAgain();
    await migrateAgain();
    const paths = (await menu()).map((entry) => entry.path);
    expect(paths).toEqual(['/', '/live', '/sport', '/live-sport', '/about-us']);
    const sport = (await menu()).find((entry) => entry.id === 'sport')!;
    expect(sport.label).toEqual({ tr: 'Spor', en: 'Sports' });
  });

  it("an operator's menu without Canlı Casino gets them at the end; one linking the sportsbook is left alone", async () => {
    await setMenu([item('home', '/'), item('about', '/about-us')]);
    await migrateAgain();
    expect((await menu()).map((entry) => entry.path)).toEqual([
      '/',
      '/about-us',
      '/sport',
      '/live-sport',
    ]);
    const own = [item('bets', '/sport'), item('home', '/')];
    await setMenu(own);
    await migrateAgain();
    expect(await menu()).toEqual(own);
  });
});
