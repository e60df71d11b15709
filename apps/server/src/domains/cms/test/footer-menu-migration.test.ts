import fs from 'node:fs/promises';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf, type Database } from '../../../db/client.ts';
import { migrationsDir } from '../../../db/migrate.ts';
import { createTestDatabase } from '../../../../test/support/test-database.ts';

const MIGRATION = path.join(migrationsDir, '0072_footer_menu_tournaments.sql');
type Item = { id: string; path: string; label: { tr: string; en: string } };
type Group = { id: string; title: { tr: string; en: string }; items: Item[] };
const item = (id: string, path: string): Item => ({ id, path, label: { tr: id, en: id } });
const group = (id: string, items: Item[]): Group => ({ id, title: { tr: id, en: id }, items });

describe("the footer's tournaments link reaches a site seeded before it (issue 38)", () => {
  let database: Database;
  let drop: () => Promise<void>;
  const footer = async () =>
    rowsOf<{ body: Group[] | string }>(
      await database.db.execute(sql`select body from static_documents where name = 'footer-menu'`),
    ).map(({ body }) => (typeof body === 'string' ? (JSON.parse(body) as Group[]) : body))[0]!;
  const paths = async () => (await footer()).map((g) => g.items.map((entry) => entry.path));
  const setFooter = (groups: Group[]) =>
    database.db.execute(
      sql`update static_documents set body = ${JSON.stringify(groups)}::jsonb where name = 'footer-menu'`,
    );
  const migrateAgain = async () =>
    database.db.execute(sql.raw(await fs.readFile(MIGRATION, 'utf8')));

  beforeAll(async () => {
    ({ database, drop } = await createTestDatabase());
  });
  afterAll(() => drop());

  it('a new site has Turnuvalar after Hakkımızda in Kurumsal', async () => {
    const [company] = await footer();
    expect(company!.items.slice(0, 2)).toEqual([
      { id: 'about', label: { tr: 'Hakkımızda', en: 'About us' }, path: '/about-us' },
      { id: 'tournaments', label: { tr: 'Turnuvalar', en: 'Tournaments' }, path: '/tournaments' },
    ]);
  });

  it('an older footer gets it after About us, once; the other groups stay as they were', async () => {
    await setFooter([
      group('company', [item('about', '/about-us'), item('faq', '/info/SSSinformation')]),
      group('help', [item('rg', '/info/SorumluOyunculuk')]),
    ]);
    await migrateAgain();
    await migrateAgain();
    expect(await paths()).toEqual([
      ['/about-us', '/tournaments', '/info/SSSinformation'],
      ['/info/SorumluOyunculuk'],
    ]);
  });

  it('a footer that links the tournaments already, or has no company group, is left alone', async () => {
    const linked = [group('help', [item('t', '/tournaments')]), group('company', [])];
    await setFooter(linked);
    await migrateAgain();
    expect(await footer()).toEqual(linked);
    const own = [group('links', [item('about', '/about-us')])];
    await setFooter(own);
    await migrateAgain();
    expect(await footer()).toEqual(own);
  });
});
