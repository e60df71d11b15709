import { count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrate } from '../src/db/migrate.ts';
import { cmsPromotions } from '../src/db/schema.ts';
import { seedIfEmpty } from '../src/seed/seed.ts';
import { createTestDatabase } from './support/test-database.ts';

let handle: Awaited<ReturnType<typeof createTestDatabase>>;
beforeAll(async () => {
  handle = await createTestDatabase({ now: new Date('2026-11-21T10:00:00Z') });
});
afterAll(() => handle.drop());

describe('migrations and seed', () => {
  it('applies each migration once', async () => {
    expect(await migrate(handle.database)).toEqual([]);
  });

  it('seeds an empty database once', async () => {
    expect(await seedIfEmpty(handle.database.db)).toBe(false);
    const [row] = await handle.database.db.select({ n: count() }).from(cmsPromotions);
    expect(row?.n).toBe(5);
  });

  it('seeds the same content for the same day', async () => {
    const other = await createTestDatabase({ now: new Date('2026-11-21T23:00:00Z') });
    try {
      const read = (db: typeof handle.database.db) =>
        db
          .select({ title: cmsPromotions.title, startsAt: cmsPromotions.startsAt })
          .from(cmsPromotions)
          .orderBy(cmsPromotions.id);
      expect(await read(other.database.db)).toEqual(await read(handle.database.db));
    } finally {
      await other.drop();
    }
  });

  it(`runs on ${process.env.DATABASE_URL ? 'the PostgreSQL server' : 'embedded PGlite'}`, () => {
    expect(handle.database.kind).toBe(process.env.DATABASE_URL ? 'postgres' : 'pglite');
  });
});
