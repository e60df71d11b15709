import { createHash } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../../../test/support/test-database.ts';
import { rowsOf, type Database } from '../../../db/client.ts';
import { ArtSubjects } from './art-subjects.ts';
import { escapeXml } from './lettering.ts';
import { renderGameThumbnail, renderTableThumbnail } from './thumbnails.ts';

let database: Database;
let drop: () => Promise<void>;
beforeAll(async () => {
  ({ database, drop } = await createTestDatabase());
});
afterAll(() => drop());

const ids = async (table: 'games' | 'live_tables') =>
  rowsOf<{ id: number }>(
    await database.db.execute(sql.raw(`select id from ${table} order by id`)),
  ).map((row) => Number(row.id));

/** The title as the art letters it: its lines joined again. */
const lettered = (svg: string) =>
  [...svg.matchAll(/<tspan[^>]*>([^<]*)<\/tspan>/g)].map((m) => m[1]).join(' ');
/** An English name as it may be lettered: as written, or in English capitals. */
const titledInEnglish = (name: string) => [
  escapeXml(name),
  escapeXml(name.toLocaleUpperCase('en-GB')),
];
/** A name as it may be lettered: as written, or in Turkish capitals. */
const titled = (name: string) => [escapeXml(name), escapeXml(name.toLocaleUpperCase('tr-TR'))];

describe('lobby thumbnails', () => {
  it('draws every seeded game its own picture, lettered with its name and its studio', async () => {
    const subjects = new ArtSubjects(database.db);
    const gameIds = await ids('games');
    expect(gameIds.length).toBeGreaterThanOrEqual(2_070);
    const seen = new Map<string, number>();
    const looks = new Set<string>();
    let bytes = 0;
    for (const id of gameIds) {
      const game = (await subjects.game(id))!;
      const svg = renderGameThumbnail(game);
      expect(titled(game.names.tr)).toContain(lettered(svg));
      expect(svg).toContain(escapeXml(game.provider));
      expect(svg.length).toBeLessThan(12_000);
      bytes += svg.length;
      const hash = createHash('sha256').update(svg).digest('hex');
      expect(seen.get(hash), `game ${id} repeats game ${seen.get(hash)}`).toBeUndefined();
      seen.set(hash, id);
      // Without its lettering the art itself still differs: composition, palette and subject.
      looks.add(svg.replace(/<text[\s\S]*?<\/text>/g, ''));
    }
    expect(looks.size).toBe(gameIds.length);
    // Small to serve: a lobby page of 48 cards is a few dozen kilobytes before compression.
    expect(bytes / gameIds.length).toBeLessThan(5_000);
  });

  it('letters the whole title, line by line, whatever its characters', () => {
    const svg = renderGameThumbnail({
      id: 1,
      theme: 'istanbul',
      type: 'slot',
      names: { tr: 'Kız & "Kule" <Gece>', en: 'Girl & "Tower" <Night>' },
      provider: 'Anka Oyun',
    });
    expect(titled('Kız & "Kule" <Gece>')).toContain(lettered(svg));
    expect(svg).not.toContain('<Gece>');
  });

  it('letters the English name on the English card, the same picture beneath it', async () => {
    const subjects = new ArtSubjects(database.db);
    for (const id of (await ids('games')).slice(0, 200)) {
      const game = (await subjects.game(id))!;
      const english = renderGameThumbnail(game, 'en');
      expect(titledInEnglish(game.names.en)).toContain(lettered(english));
      if (game.names.en !== game.names.tr)
        expect(titled(game.names.tr)).not.toContain(lettered(english));
      const unlettered = (svg: string) => svg.replace(/<text[\s\S]*?<\/text>/g, '');
      expect(unlettered(english)).toBe(unlettered(renderGameThumbnail(game, 'tr')));
    }
  });

  it('sets English capitals the English way (no dotted İ)', () => {
    const svgs = Array.from({ length: 40 }, (_, id) =>
      renderGameThumbnail(
        {
          id: id + 1,
          theme: 'gems',
          type: 'slot',
          names: { tr: 'İnci', en: 'Wild Pirates' },
          provider: 'Anka Oyun',
        },
        'en',
      ),
    );
    const titles = svgs.map(lettered);
    expect(titles).toContain('WILD PIRATES');
    expect(titles.join(' ')).not.toContain('İ');
  });

  it('draws the same game the same way every time', async () => {
    const subjects = new ArtSubjects(database.db);
    const game = (await subjects.game((await ids('games'))[0]!))!;
    expect(renderGameThumbnail(game)).toBe(renderGameThumbnail({ ...game }));
  });

  it('letters each live table with its name', async () => {
    const subjects = new ArtSubjects(database.db);
    const tableIds = await ids('live_tables');
    const pictures = new Set<string>();
    for (const id of tableIds) {
      const table = (await subjects.table(id))!;
      const svg = renderTableThumbnail(table);
      pictures.add(svg);
      expect(svg).toContain(escapeXml(table.provider));
      expect(titled(table.names.tr)).toContain(lettered(svg));
      expect(titledInEnglish(table.names.en)).toContain(
        lettered(renderTableThumbnail(table, 'en')),
      );
    }
    expect(pictures.size).toBe(tableIds.length);
  });
});
